import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';

/** A client as listed and read: never its secret. */
export class OAuthClientAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() clientId!: string;
  @ApiProperty({ description: 'space-separated scope tokens' }) scopes!: string;
}

export class OAuthClientDetailAnswer {
  @ApiProperty({ example: 1 }) status!: number;
  @ApiProperty({ type: OAuthClientAnswer }) data!: OAuthClientAnswer;
}

export class OAuthClientListAnswer {
  @ApiProperty({ example: 1 }) status!: number;
  @ApiProperty({ type: OAuthClientAnswer, isArray: true }) data!: OAuthClientAnswer[];
}

export class OAuthClientSaveAnswer {
  @ApiProperty({ example: 1, description: '1: saved' }) status!: number;
  @ApiProperty({ type: OAuthClientAnswer }) data!: OAuthClientAnswer;
  @ApiPropertyOptional({ description: 'only when the server generated the secret: shown once, never again' })
  clientSecret?: string;
}

export class OAuthClientPage extends PageAnswer(OAuthClientAnswer, 'OAuthClientPage') {}

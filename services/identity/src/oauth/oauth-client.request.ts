import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID } from 'class-validator';

const blankToNull = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** POST /oauth/save (JSON or form). A blank clientSecret asks the server to generate one (answered once). */
export class OAuthClientSaveBody {
  @ApiProperty({
    type: String,
    description: 'required; unique in the company (case-insensitive); 1-100 visible characters',
  })
  @IsOptional()
  @IsString({ message: 'Client ID must be text' })
  clientId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: '12-200 characters; blank: the server generates one and answers it once',
  })
  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'clientSecret must be text' })
  clientSecret?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'scope tokens separated by spaces or commas; stored space-separated',
  })
  @IsOptional()
  @IsString({ message: 'scopes must be text' })
  scopes?: string | null;
}

/** POST /oauth/update: the client id stays; a blank clientSecret keeps the secret unless generateSecret is true. */
export class OAuthClientUpdateBody {
  @ApiProperty({ description: 'the registration id (from get-clients)' })
  @IsUUID('all', { message: 'id must be an id' })
  id!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'a new secret (12-200 characters); blank keeps the current one',
  })
  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'clientSecret must be text' })
  clientSecret?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description: 'true: replace the secret with a generated one, answered once',
  })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: 'generateSecret must be true or false' })
  generateSecret?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'left out: kept' })
  @IsOptional()
  @IsString({ message: 'scopes must be text' })
  scopes?: string | null;
}

export class OAuthClientQuery {
  @ApiProperty()
  @IsUUID('all', { message: 'id must be an id' })
  id!: string;
}

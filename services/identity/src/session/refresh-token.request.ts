import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class RefreshTokenRequest {
  @ApiPropertyOptional({
    description:
      'the refresh token of the last pair; it is dead once used; left out by the console, whose refresh token is in the rollcall_refresh cookie',
    maxLength: 512,
  })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  refreshToken?: string;
}

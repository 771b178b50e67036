import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class LogoutRequest {
  @ApiPropertyOptional({
    description:
      'the refresh token of the session to end; left out by the console, whose refresh token is in the rollcall_refresh cookie',
    maxLength: 512,
  })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  refreshToken?: string;
}

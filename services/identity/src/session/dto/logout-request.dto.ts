import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class LogoutRequest {
  @ApiProperty({ description: 'the refresh token of the session to end', maxLength: 512 })
  @IsString()
  @MaxLength(512)
  refreshToken!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class RefreshTokenRequest {
  @ApiProperty({ description: 'the refresh token of the last pair; it is dead once used', maxLength: 512 })
  @IsString()
  @MaxLength(512)
  refreshToken!: string;
}

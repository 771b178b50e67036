import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TokenPair {
  @ApiProperty({ description: 'HS256 JWT; send as Authorization: Bearer' })
  accessToken!: string;

  @ApiPropertyOptional({
    description:
      'opaque; exchange at /account/refresh-token, rotated on every use; absent when the call sent X-Rollcall-Session: cookie (the console): the refresh token is then in the HttpOnly cookie rollcall_refresh',
  })
  refreshToken?: string;
}

import { ApiProperty } from '@nestjs/swagger';

export class TokenPair {
  @ApiProperty({ description: 'HS256 JWT; send as Authorization: Bearer' })
  accessToken!: string;

  @ApiProperty({ description: 'opaque; exchange at /account/refresh-token, rotated on every use' })
  refreshToken!: string;
}

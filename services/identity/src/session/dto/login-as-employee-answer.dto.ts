import { ApiProperty } from '@nestjs/swagger';

export class LoginAsEmployeeAnswer {
  @ApiProperty({ description: 'HS256 JWT with the Employee role' })
  accessToken!: string;

  @ApiProperty()
  refreshToken!: string;

  @ApiProperty({ example: '/timesheet/view' })
  redirectUrl!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LoginAsEmployeeAnswer {
  @ApiProperty({ description: 'HS256 JWT with the Employee role' })
  accessToken!: string;

  @ApiPropertyOptional({
    description:
      'absent when the call sent X-Rollcall-Session: cookie (the console): the refresh token is then in the HttpOnly cookie rollcall_refresh',
  })
  refreshToken?: string;

  @ApiProperty({ example: '/timesheet/view' })
  redirectUrl!: string;
}

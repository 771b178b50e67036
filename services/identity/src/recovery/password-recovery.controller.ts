import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { MessageAnswer, Public } from '@rollcall/platform';
import { RecoveryEmailAnswer, ResetPasswordRequest, SendRecoveryEmailRequest } from './recovery.request.js';
import { PasswordRecoveryService } from './password-recovery.service.js';

export const RECOVERY_EMAIL_SENT = 'Email has been sent successfully!';

/** Public: account recovery is for people who cannot sign in. */
@ApiTags('account')
@Public()
@Controller('password')
export class PasswordRecoveryController {
  constructor(private readonly recovery: PasswordRecoveryService) {}

  @Post('sendEmail')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'sendRecoveryEmail',
    summary: 'E-mail a single-use password reset link (valid 1 hour); the same answer for any e-mail',
  })
  @ApiOkResponse({ type: RecoveryEmailAnswer })
  @ApiBadRequestResponse({ description: 'empty or malformed e-mail' })
  @ApiServiceUnavailableResponse({
    description:
      'e-mail is not set up (no SMTP_HOST outside the embedded demo): "Password recovery by e-mail is not set up on this server. …"',
  })
  async sendEmail(@Body() body: SendRecoveryEmailRequest): Promise<RecoveryEmailAnswer> {
    await this.recovery.requestReset(body.email);
    return { message: RECOVERY_EMAIL_SENT };
  }

  @Post('changepwd')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'resetPasswordByEmail', summary: "Set a new password with the e-mail link's token" })
  @ApiOkResponse({ type: MessageAnswer, description: '{ message: "success" }; every session of the account ends' })
  @ApiBadRequestResponse({ description: '{ message: "Invalid" } for a bad, expired or used token' })
  async changePassword(@Body() body: ResetPasswordRequest): Promise<MessageAnswer> {
    await this.recovery.resetPassword(body.token, body.password);
    return { message: 'success' };
  }
}

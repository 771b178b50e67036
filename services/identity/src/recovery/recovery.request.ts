import { EmailAddress, RequiredText, toTrimmed } from '@rollcall/platform';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { MIN_PASSWORD_LENGTH, NewPassword } from '../accounts/password-policy.js';

export class SendRecoveryEmailRequest {
  @ApiProperty({ example: 'admin@example.com', maxLength: 320 })
  @Transform(toTrimmed)
  @EmailAddress("Email can't be empty, please fill in a valid email here.")
  email!: string;
}

export class ResetPasswordRequest {
  @ApiProperty({ format: 'password', minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })
  @RequiredText({ message: 'Please input your password!' })
  @NewPassword()
  password!: string;

  @ApiProperty({ description: "the token from the e-mail's link" })
  @IsString({ message: 'Invalid' })
  token!: string;
}

export class RecoveryEmailAnswer {
  @ApiProperty({
    example: 'Email has been sent successfully!',
    description: 'always this, whether the e-mail has an account or not',
  })
  message!: string;
}

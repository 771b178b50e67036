import { EmailAddress, RequiredText, toTrimmed } from '@rollcall/platform';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { MIN_PASSWORD_LENGTH, NewPassword } from '../accounts/password-policy.js';

export class CreateCustomerAdminRequest {
  @ApiProperty({ example: 'admin@customer.example', maxLength: 320 })
  @Transform(toTrimmed)
  @EmailAddress()
  email!: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(toTrimmed)
  @RequiredText({ max: 100 })
  firstName!: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(toTrimmed)
  @RequiredText({ max: 100 })
  lastName!: string;

  @ApiProperty({ format: 'password', minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })
  @RequiredText({ message: 'Please input your password!' })
  @NewPassword()
  password!: string;
}

export class CustomerAdminCreated {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
}

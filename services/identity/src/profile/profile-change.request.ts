import { FourDigitPin, RequiredText, toTrimmed, toTrimmedOrNull } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DATE_FORMATS, TIME_FORMATS } from '../accounts/user.entity.js';
import { MIN_PASSWORD_LENGTH, NewPassword } from '../accounts/password-policy.js';

const text = (max: number) => [IsOptional(), IsString(), MaxLength(max)];
function OptionalText(max: number): PropertyDecorator {
  return (target, key) => {
    Transform(toTrimmedOrNull)(target, key);
    for (const decorate of text(max)) decorate(target, key);
  };
}

/** POST /profile: the profile fields; a field left out keeps its value, '' or null clears it. */
export class UpdateProfileRequest {
  @ApiProperty({ maxLength: 100 })
  @Transform(toTrimmed)
  @RequiredText({ max: 100 })
  firstName!: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(toTrimmed)
  @RequiredText({ max: 100 })
  lastName!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 }) @OptionalText(100) middleName?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'contact name' })
  @OptionalText(200)
  name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 }) @OptionalText(100) title?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 }) @OptionalText(50) mobile?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 }) @OptionalText(50) phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 }) @OptionalText(50) fax?: string | null;

  @ApiPropertyOptional({ enum: DATE_FORMATS, nullable: true })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsIn(DATE_FORMATS, { message: `dateFormat must be one of ${DATE_FORMATS.join(', ')}` })
  dateFormat?: string | null;

  @ApiPropertyOptional({ enum: TIME_FORMATS, nullable: true })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsIn(TIME_FORMATS, { message: `timeFormat must be one of ${TIME_FORMATS.join(', ')}` })
  timeFormat?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @OptionalText(500)
  physicalAddress?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @OptionalText(500)
  postalAddress?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'a fileName answered by POST /api/avatars; null or empty removes the photo',
  })
  @OptionalText(100)
  avatarFileName?: string | null;
}

export class ChangePasswordRequest {
  @ApiProperty({ format: 'password' })
  @RequiredText()
  currentPassword!: string;

  @ApiProperty({ format: 'password', minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })
  @RequiredText({ message: 'Please input your password!' })
  @NewPassword()
  newPassword!: string;

  @ApiProperty({ format: 'password' })
  @RequiredText({ message: 'Please confirm your password!' })
  confirmPassword!: string;
}

export class ChangePinRequest {
  @ApiProperty({ example: '1234', description: 'the mobile app PIN: 4 digits' })
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @FourDigitPin()
  pin!: string;
}

export class ChangePasswordAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: "a new session's access token: every other session of the account has ended" })
  accessToken!: string;
  @ApiPropertyOptional({
    description:
      'absent when the call sent X-Rollcall-Session: cookie (the console): the refresh token is then in the HttpOnly cookie rollcall_refresh',
  })
  refreshToken?: string;
}

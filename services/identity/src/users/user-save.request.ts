import { toBoolean, toNumberOrNull, toStringList, toTrimmed, toTrimmedOrNull } from '@rollcall/platform';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsNumber, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

const uuid = (field: string) => IsUUID('all', { message: `${field} must be a UUID` });
const flag = (field: string) => IsBoolean({ message: `${field} must be true or false` });

function OptionalText(max: number): PropertyDecorator {
  return (target, key) => {
    Transform(toTrimmedOrNull)(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}
function OptionalId(field: string): PropertyDecorator {
  return (target, key) => {
    Transform(toTrimmedOrNull)(target, key);
    IsOptional()(target, key);
    uuid(field)(target, key);
  };
}
function OptionalFlag(field: string): PropertyDecorator {
  return (target, key) => {
    Transform(toBoolean)(target, key);
    IsOptional()(target, key);
    flag(field)(target, key);
  };
}

/**
 * POST /user/save-without-photo: the spec's user form, form-encoded or JSON. Types are checked here; what is
 * required, and when, is checked by checkUserForm so each field gets the spec's message. `id` absent: create.
 */
export class SaveUserRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'the user to update; absent to create one' })
  @OptionalId('id')
  id?: string | null;

  @ApiPropertyOptional({ description: 'required', maxLength: 320 })
  @Transform(toTrimmed)
  @IsOptional()
  @IsString()
  email?: string;

  @ApiPropertyOptional({ description: 'required', maxLength: 100 })
  @Transform(toTrimmed)
  @IsOptional()
  @IsString()
  firstName?: string;

  @ApiPropertyOptional({ description: 'required', maxLength: 100 })
  @Transform(toTrimmed)
  @IsOptional()
  @IsString()
  lastName?: string;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) middleName?: string | null;

  @ApiPropertyOptional({ description: 'edit: set a new password (then password and confirm_password are required)' })
  @OptionalFlag('changePassword')
  changePassword?: boolean;

  @ApiPropertyOptional({ format: 'password', description: 'required on create and with changePassword' })
  @IsOptional()
  @IsString()
  password?: string;

  @ApiPropertyOptional({ format: 'password' })
  @IsOptional()
  @IsString()
  confirm_password?: string;

  @ApiPropertyOptional({ description: 'the user is also an employee (the Employee Info fields apply)' })
  @OptionalFlag('isEmployee')
  isEmployee?: boolean;

  @ApiPropertyOptional({ type: String, description: 'division ids, comma-joined (a list is taken too)' })
  @Transform(toStringList)
  @IsOptional()
  @IsArray()
  @IsUUID('all', { each: true, message: 'exportDevisions must be UUIDs, comma-joined' })
  exportDevisions?: string[];

  @ApiPropertyOptional({ description: "required: '1' Superadmin, '2' Admin, '3' Supervisor, '4' Employee" })
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : toTrimmed({ value } as never)))
  @IsOptional()
  @IsString()
  roleId?: string;

  @ApiPropertyOptional({ type: [String], description: 'Management: structure node ids; required for a Supervisor' })
  @Transform(toStringList)
  @IsOptional()
  @IsArray()
  @IsUUID('all', { each: true, message: 'departments must be UUIDs' })
  departments?: string[];

  @ApiPropertyOptional({ type: [String], description: "a Supervisor's functions" })
  @Transform(toStringList)
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  funs?: string[];

  @ApiPropertyOptional({ description: 'Leave Request Forwarding (then forwardTo is required)' })
  @OptionalFlag('isLeave')
  isLeave?: boolean;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'a user from GET /api/users/forward-to' })
  @OptionalId('forwardTo')
  forwardTo?: string | null;

  @ApiPropertyOptional({ description: 'Use Mobile App (then a PIN is required, if none is set yet)' })
  @OptionalFlag('mobileApp')
  mobileApp?: boolean;

  @ApiPropertyOptional({ description: 'the mobile PIN: 4 digits; absent or empty keeps the current one' })
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : toTrimmedOrNull({ value } as never)))
  @IsOptional()
  @IsString()
  pin?: string | null;

  @ApiPropertyOptional() @OptionalFlag('evacuator') evacuator?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'a fileName from POST /api/avatars' })
  @OptionalText(100)
  avatarFileName?: string | null;

  // Employee Info (isEmployee): organisation's fields, carried to it by identity.user.changed.v1

  @ApiPropertyOptional({ format: 'uuid', description: 'an existing employee to link; absent for a new one' })
  @OptionalId('employeeId')
  employeeId?: string | null;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'required with isEmployee' })
  @OptionalText(10)
  hireOnDateValue?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31' })
  @OptionalText(10)
  terminateDateValue?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 999999999 })
  @Transform(toNumberOrNull)
  @IsOptional()
  @IsNumber({}, { message: 'Clock ID must be a whole number from 0 to 999999999' })
  clockId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) payId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(200) name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) title?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'read-only: ignored' })
  @OptionalText(100)
  xeroGuid?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) workflowId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) externalId?: string | null;
  @ApiPropertyOptional({ description: 'Export to Payroll; default true' }) @OptionalFlag('isExport') isExport?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) mobile?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) fax?: string | null;
  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'required with isEmployee' })
  @OptionalId('departmentId')
  departmentId?: string | null;
  @ApiPropertyOptional({ format: 'uuid', nullable: true }) @OptionalId('paygroupId') paygroupId?: string | null;
  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @OptionalId('timeRoundingId')
  timeRoundingId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) physicalAddr?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) postalAddr?: string | null;
  @ApiPropertyOptional({ format: 'uuid', nullable: true }) @OptionalId('scheduleId') scheduleId?: string | null;
}

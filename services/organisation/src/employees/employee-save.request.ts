import {
  EMAIL_PATTERN,
  FormBoolean,
  FormList,
  FormNumber,
  FormText,
  INVALID_EMAIL,
  IsLocalDate,
  OptionalText,
} from '@rollcall/platform';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

export const MAX_CLOCK_ID = 999_999_999;

const OptionalId = (name: string) =>
  applyDecorators(FormText(), IsOptional(), IsUUID('all', { message: `${name} must be an id` }));
const IdList = (name: string) =>
  applyDecorators(FormList(), IsOptional(), IsUUID('all', { each: true, message: `${name} must be a list of ids` }));
const TextList = (name: string) =>
  applyDecorators(
    FormList(),
    IsOptional(),
    IsString({ each: true, message: `${name} must be a list of text` }),
    MaxLength(100, { each: true }),
  );
const Flag = (name: string) =>
  applyDecorators(FormBoolean(), IsOptional(), IsBoolean({ message: `${name} must be true or false` }));
/** YYYY-MM-DD; an ISO date-time is cut to its date. */
const LocalDate = () =>
  applyDecorators(
    FormText(),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value,
    ),
    IsOptional(),
    IsLocalDate(),
  );

/**
 * POST /employee/save-without-photo, form-encoded or JSON (spec 000 §3 "Employee (form)"). `employeeId` (or `id`,
 * the user id, or the employee id) edits that employee; with neither, a new Active employee is created. A field
 * left out keeps its value; a blank one clears it. Passwords belong to the login account (identity): accepted,
 * ignored here. xeroGuid and lastUpdate are read-only.
 */
export class EmployeeSaveRequest {
  @ApiPropertyOptional({ description: 'the user id (or the employee id) of the record to edit' })
  @OptionalId('id')
  id?: string | null;
  @ApiPropertyOptional({ description: 'the employee to edit' }) @OptionalId('employeeId') employeeId?: string | null;

  @ApiPropertyOptional({ description: 'ignored: the login account’s, kept by identity' }) @Allow() role?: unknown;
  @ApiPropertyOptional({ description: 'ignored: the login account’s' }) @Allow() changePassword?: unknown;
  @ApiPropertyOptional({ description: 'ignored: the login account’s' }) @Allow() password?: unknown;
  @ApiPropertyOptional({ description: 'ignored: the login account’s' }) @Allow() confirm_password?: unknown;
  @ApiPropertyOptional({ description: 'read-only' }) @Allow() xeroGuid?: unknown;
  @ApiPropertyOptional({ description: 'read-only' }) @Allow() lastUpdate?: unknown;
  @ApiPropertyOptional({ description: 'read-only: GET /api/employees/{id} answers it' })
  @Allow()
  showReportTo?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(200) avatarFileName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL })
  @MaxLength(200)
  email?: string | null;

  @ApiPropertyOptional({ description: 'required' }) @OptionalText(100) firstName?: string | null;
  @ApiPropertyOptional({ description: 'required' }) @OptionalText(100) lastName?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) middleName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalId('scheduleId') scheduleId?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 9999 })
  @FormNumber()
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'standardHours must be a number' })
  @Min(0)
  @Max(9999)
  standardHours?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 9999 })
  @FormNumber()
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'guaranteedHours must be a number' })
  @Min(0)
  @Max(9999)
  guaranteedHours?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalId('timeRoundingId')
  timeRoundingId?: string | null;

  @ApiPropertyOptional({ description: 'required' }) @OptionalId('departmentId') departmentId?: string | null;
  @ApiPropertyOptional({ description: 'YYYY-MM-DD; required' }) @LocalDate() hireOnDateValue?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'YYYY-MM-DD' })
  @LocalDate()
  terminateDateValue?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Time/Leave Approval' })
  @OptionalId('reportTo')
  reportTo?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_CLOCK_ID,
    description: '0 to 999999999; required with the time clock',
  })
  @FormNumber()
  @IsOptional()
  @IsInt({ message: `clockId must be a whole number from 0 to ${MAX_CLOCK_ID}` })
  @Min(0, { message: `clockId must be a whole number from 0 to ${MAX_CLOCK_ID}` })
  @Max(MAX_CLOCK_ID, { message: `clockId must be a whole number from 0 to ${MAX_CLOCK_ID}` })
  clockId?: number | null;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'positions (multi)' })
  @IdList('transferPositions')
  transferPositions?: string[];

  @ApiPropertyOptional({ description: 'Export to Payroll (default true on create)' })
  @Flag('isExport')
  isExport?: boolean | null;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'skill ids (GET /api/skills)' })
  @IdList('skills')
  skills?: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(2000) comments?: string | null;

  @ApiPropertyOptional({ description: 'required' }) @OptionalId('paygroupId') paygroupId?: string | null;
  @ApiPropertyOptional({ description: 'required unless the export interface is Xero pay type or WorkflowMax' })
  @OptionalText(50)
  payId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'WorkflowMax ID (required for that type)' })
  @OptionalText(100)
  workflowId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) externalId?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 9_999_999_999,
    description: 'needs update permission on payRate',
  })
  @FormNumber()
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'payRate must be an amount of money' })
  @Min(0)
  @Max(9_999_999_999)
  payRate?: number | null;

  @ApiPropertyOptional() @Flag('isSupervisor') isSupervisor?: boolean | null;
  @ApiPropertyOptional({ type: String, isArray: true, description: 'Management (multi)' })
  @IdList('departments')
  departments?: string[];
  @ApiPropertyOptional({ type: String, isArray: true, description: 'Function (multi)' })
  @TextList('funs')
  funs?: string[];

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) defaultActivity?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) defaultWorkcentre?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) payCostcode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) glTransType?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Registration ID' })
  @OptionalText(100)
  mobileIMEI?: string | null;
  @ApiPropertyOptional({ type: String, isArray: true, description: 'Assign Sites (multi)' })
  @IdList('workPlaceId')
  workPlaceId?: string[];
  @ApiPropertyOptional({ description: 'mobile app enabled (uses an app licence)' })
  @Flag('statusApp')
  statusApp?: boolean | null;
  @ApiPropertyOptional() @Flag('showonDashboard') showonDashboard?: boolean | null;
  @ApiPropertyOptional() @Flag('noGPS') noGPS?: boolean | null;
  @ApiPropertyOptional() @Flag('noGeoFence') noGeoFence?: boolean | null;
  @ApiPropertyOptional() @Flag('evacuator') evacuator?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: '4 digits' })
  @FormText()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value).padStart(4, '0') : value))
  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'Please input 4 digit number!' })
  pin?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'contact name' })
  @OptionalText(200)
  name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) title?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) physicalAddr?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) postalAddr?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) mobile?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) fax?: string | null;
}

export class EmployeeStatusRequest {
  @ApiProperty({ enum: ['Active', 'Inactive', 'Terminated'] })
  @FormText()
  @IsIn(['Active', 'Inactive', 'Terminated'], { message: 'status must be one of Active, Inactive, Terminated' })
  status!: 'Active' | 'Inactive' | 'Terminated';

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(1000) reason?: string | null;

  @ApiProperty({ description: 'the user id of the employee (the spec’s), or the employee id' })
  @FormText()
  @IsNotEmpty({ message: 'id is required.' })
  @IsUUID('all', { message: 'id must be a user or employee id' })
  id!: string;
}

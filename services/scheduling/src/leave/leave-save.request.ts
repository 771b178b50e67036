import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormBoolean, FormNumber, FormText, IsLocalDate, OptionalText } from '@rollcall/platform';
import { IsBoolean, IsIn, IsNumber, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An optional true/false of the form ("true", "on", true …). */
const Flag = (description?: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, nullable: true, ...(description ? { description } : {}) }),
    FormBoolean(),
    IsOptional(),
    IsBoolean({ message: '$property must be true or false' }),
  );

/** The leave form's fields (spec 001 §3 Leave, §5 "Leave"): the save's and Global Leave's. */
export class LeaveFormFields {
  @ApiProperty({ description: 'the leave type: a pay type with leaveStatus on' })
  @FormText()
  @IsUUID('all', { message: 'Leave Type is required.' })
  typeId!: string;

  @ApiProperty({ example: '2026-12-01' })
  @FormText()
  @IsLocalDate({ message: 'Date is required (YYYY-MM-DD).' })
  fromDate!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-02', description: 'default fromDate' })
  @FormText()
  @IsOptional()
  @IsLocalDate({ message: 'toDate must be a date written YYYY-MM-DD' })
  toDate?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: ['Today', 'NextDay'],
    description: 'the From time is on the next day',
  })
  @FormText()
  @IsOptional()
  @IsIn(['Today', 'NextDay'], { message: 'fromDateType must be Today or NextDay' })
  fromDateType?: 'Today' | 'NextDay' | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: ['Today', 'NextDay'],
    description: 'the To time is on the next day',
  })
  @FormText()
  @IsOptional()
  @IsIn(['Today', 'NextDay'], { message: 'toDateType must be Today or NextDay' })
  toDateType?: 'Today' | 'NextDay' | null;

  @Flag('by time range (fromTime to toTime each day)') byWorkHours?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '09:00' })
  @FormText()
  @IsOptional()
  @Matches(HH_MM, { message: 'From is required (HH:mm).' })
  fromTime?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '13:00' })
  @FormText()
  @IsOptional()
  @Matches(HH_MM, { message: 'To is required (HH:mm).' })
  toTime?: string | null;

  @Flag('by schedule: each day charges its scheduled hours') scheduledDuration?: boolean | null;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: 24,
    nullable: true,
    description: 'hours per day, 0 to 24 (neither by time range nor by schedule)',
  })
  @FormNumber()
  @IsOptional()
  @IsNumber({}, { message: 'Hours per day must be a number from 0 to 24.' })
  @Min(0, { message: 'Hours per day must be a number from 0 to 24.' })
  @Max(24, { message: 'Hours per day must be a number from 0 to 24.' })
  duration?: number | null;

  @Flag('skip holidays') skip?: boolean | null;

  @Flag('skip days without a working schedule') skipUnscheduled?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) description?: string | null;

  @Flag('the answer to the negative-balance confirmation') confirmNegative?: boolean | null;
}

/** POST /leave/save, JSON or form-encoded: a new leave (no id, or id "New") or a change to one. */
export class LeaveSaveRequest extends LeaveFormFields {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the leave changed; absent or "New" for a new one',
  })
  @FormText()
  @IsOptional()
  @Matches(/^(New|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
    message: 'id must be a leave id or New',
  })
  id?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'whose leave; default the caller’s own employee record',
  })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'Employee is required.' })
  employeeId?: string | null;
}

/** POST /leave/updateExamine. */
export class LeaveExamineRequest {
  @ApiProperty() @FormText() @IsUUID('all', { message: 'id must be a leave id' }) id!: string;

  @ApiProperty({ enum: ['Pending', 'Approved', 'Declined', 'Cancelled'] })
  @FormText()
  @IsIn(['Pending', 'Approved', 'Declined', 'Cancelled'], {
    message: 'Status must be Pending, Approved, Declined or Cancelled.',
  })
  status!: 'Pending' | 'Approved' | 'Declined' | 'Cancelled';

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) reason?: string | null;

  @Flag('the answer to the negative-balance confirmation') confirmNegative?: boolean | null;
}

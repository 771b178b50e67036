import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  FormBoolean,
  FormList,
  FormNumber,
  FormText,
  IsTimeZone,
  KeptText,
  OptionalText,
} from '../http/form-fields.js';
import { BREAK_TYPES, OVERTIME_TYPES, PAY_PERIODS } from './pay-group-form.js';
import { USER_DATE_FORMATS } from './user-date.js';

const all =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const d of decorators) d(target, key);
  };
const Flag = (): PropertyDecorator =>
  all(FormBoolean(), IsOptional(), IsBoolean({ message: '$property must be true or false' }));
const Amount = (max = 100_000): PropertyDecorator =>
  all(
    FormNumber(),
    IsOptional(),
    IsNumber({}, { message: '$property must be a number' }),
    Min(0, { message: '$property must be 0 or more' }),
    Max(max, { message: `$property must be at most ${max}` }),
  );
const OneOf = (values: readonly string[]): PropertyDecorator =>
  all(FormText(), IsOptional(), IsIn(values, { message: `$property must be one of ${values.join(', ')}` }));

/**
 * POST /paygroup/save, form-encoded or JSON: every PayGroup field of spec 002 §3. With `id` it edits that pay
 * group (a field left out keeps its value); without, fields left out take the new pay group defaults. `startTime`
 * is a date in `dateFormat` (the user's date format; default yyyy-MM-dd).
 */
export class PayGroupSaveRequest {
  @ApiPropertyOptional({ description: 'the pay group to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be an id' })
  id?: string | null;

  @ApiPropertyOptional({ description: 'required on create' }) @KeptText(200) name?: string | null;
  @ApiPropertyOptional() @Flag() active?: boolean | null;
  @ApiPropertyOptional({ enum: PAY_PERIODS }) @OneOf(PAY_PERIODS) period?: string | null;
  @ApiPropertyOptional({ type: Number, description: 'Monthly: 1–28' })
  @FormNumber()
  @IsOptional()
  @IsNumber({}, { message: 'startDayOfMonth must be a number' })
  startDayOfMonth?: number | null;
  @ApiPropertyOptional({ description: 'the first period start date, in dateFormat' })
  @FormText()
  @IsOptional()
  @IsString({ message: 'startTime must be a date' })
  startTime?: string | null;
  @ApiPropertyOptional({ enum: USER_DATE_FORMATS, description: 'how startTime is written; default yyyy-MM-dd' })
  @OneOf(USER_DATE_FORMATS)
  dateFormat?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @IsTimeZone()
  timeZoneId?: string | null;
  @ApiPropertyOptional({ enum: BREAK_TYPES, nullable: true }) @OneOf(BREAK_TYPES) breakCalculationType?: string | null;
  @ApiPropertyOptional({ type: Number, description: 'hours at work before a break' }) @Amount(24) workTime?:
    number | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm; Time of Day' })
  @OptionalText(5)
  breakStartTime?: string | null;
  @ApiPropertyOptional({ type: Number, description: 'hours; blank is 0' }) @Amount(24) breakTime?: number | null;
  @ApiPropertyOptional() @Flag() clockOutForBreaks?: boolean | null;
  @ApiPropertyOptional() @Flag() minimumBreak?: boolean | null;
  @ApiPropertyOptional({ type: Number, description: 'max shift length, hours' })
  @Amount(48)
  punchPairCompletionTime?: number | null;
  @ApiPropertyOptional({ type: Number, description: 'minutes' }) @Amount(1440) breakTimeException?: number | null;
  @ApiPropertyOptional({ type: Number, description: 'max gap, minutes' }) @Amount(1440) shiftThreshold?: number | null;
  @ApiPropertyOptional({ type: Number, description: 'minutes' }) @Amount(1440) graceTimeIn?: number | null;
  @ApiPropertyOptional({ type: Number, description: 'minutes' }) @Amount(1440) graceTimeOut?: number | null;
  @ApiPropertyOptional({ type: Number, description: 'minutes; required' }) @Amount(1440) earlyArrivalThreshold?:
    number | null;
  @ApiPropertyOptional({ type: Number, description: 'minutes; required' }) @Amount(1440) lateDepartureThreshold?:
    number | null;
  @ApiPropertyOptional() @Flag() payOnFinishDay?: boolean | null;
  @ApiPropertyOptional({ type: Number, description: 'hours per day' }) @Amount(24) convertUnit?: number | null;
  @ApiPropertyOptional() @Flag() skipHoliday?: boolean | null;
  @ApiPropertyOptional() @Flag() skipUnscheduleDay?: boolean | null;
  @ApiPropertyOptional() @Flag() durationBySchedule?: boolean | null;
  @ApiPropertyOptional() @Flag() disableEmployeeApply?: boolean | null;
  @ApiPropertyOptional() @Flag() autoLeave?: boolean | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'a leave pay type; required with autoLeave' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'autoLeavePayTypeId must be an id' })
  autoLeavePayTypeId?: string | null;
  @ApiPropertyOptional({ enum: OVERTIME_TYPES }) @OneOf(OVERTIME_TYPES) overtimeCalculationType?: string | null;
  @ApiPropertyOptional({ type: Number, description: 'hours; Daily' }) @Amount(24) dailyOvertimeThreshold?:
    number | null;
  @ApiPropertyOptional() @Flag() includePaidLeavesInOvertimeThreshold?: boolean | null;
  @ApiPropertyOptional() @Flag() useStandardHoursAsPeriodOvertimeThreshold?: boolean | null;
  @ApiPropertyOptional({ type: Number, description: 'hours; Weekly or Pay Period' })
  @Amount(1000)
  periodOvertimeThreshold?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'code of the overtime pay type' })
  @OptionalText(50)
  periodOvertimeCode?: string | null;
  @ApiPropertyOptional() @Flag() skipException?: boolean | null;
  @ApiPropertyOptional() @Flag() hideApproveOT?: boolean | null;
  @ApiPropertyOptional() @Flag() calculatePublicHoliday?: boolean | null;
  @ApiPropertyOptional() @Flag() phlAbsent?: boolean | null;
  @ApiPropertyOptional() @Flag() enablePublicHolidayLeave?: boolean | null;
  @ApiPropertyOptional() @Flag() calculatePublicHolidayLeaveBySchedule?: boolean | null;
  @ApiPropertyOptional() @Flag() calculateAlternativeHoliday?: boolean | null;
  @ApiPropertyOptional() @Flag() calculateAlternativeHolidayOnSchedule?: boolean | null;
  @ApiPropertyOptional() @Flag() acceptEA?: boolean | null;
  @ApiPropertyOptional() @Flag() acceptLD?: boolean | null;
  @ApiPropertyOptional() @Flag() supervisorMAOT?: boolean | null;
  @ApiPropertyOptional() @Flag() approvedUnscheduledWork?: boolean | null;
  @ApiPropertyOptional() @Flag() punchPairWitoutSchedule?: boolean | null;
  @ApiPropertyOptional() @Flag() manualPunch?: boolean | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @MaxLength(2000, { message: 'memo must be at most 2000 characters' })
  memo?: string | null;
}

export class PayGroupDeleteRequest {
  @ApiProperty({ type: String, isArray: true, description: 'the pay groups to delete (all or none)' })
  @FormList()
  @IsNotEmpty({ message: 'ids is required.' })
  @IsUUID('all', { each: true, message: 'ids must be a list of pay group ids' })
  ids!: string[];
}

import { FormBoolean, FormList, FormNumber, FormText, IsTimeZone, KeptText, OptionalText } from '@rollcall/platform';
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
    ApiPropertyOptional({ minimum: 0, maximum: max }),
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
  @ApiPropertyOptional({ type: String, description: 'the pay group to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be an id' })
  id?: string | null;

  @ApiPropertyOptional({ type: String, description: 'required on create' }) @KeptText(200) name?: string | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() active?: boolean | null;
  @ApiPropertyOptional({ enum: PAY_PERIODS, type: String }) @OneOf(PAY_PERIODS) period?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, maximum: 31, description: 'Monthly: 1–28' })
  @FormNumber()
  @IsOptional()
  @IsNumber({}, { message: 'startDayOfMonth must be a number' })
  @Max(31, { message: 'startDayOfMonth must be a day of the month' })
  startDayOfMonth?: number | null;
  @ApiPropertyOptional({ type: String, description: 'the first period start date, in dateFormat' })
  @FormText()
  @IsOptional()
  @IsString({ message: 'startTime must be a date' })
  startTime?: string | null;
  @ApiPropertyOptional({
    enum: USER_DATE_FORMATS,
    type: String,
    description: 'how startTime is written; default yyyy-MM-dd',
  })
  @OneOf(USER_DATE_FORMATS)
  dateFormat?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @IsTimeZone()
  timeZoneId?: string | null;
  @ApiPropertyOptional({ enum: BREAK_TYPES, type: String, nullable: true }) @OneOf(BREAK_TYPES) breakCalculationType?:
    string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'hours at work before a break' })
  @Amount(24)
  workTime?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm; Time of Day' })
  @OptionalText(5)
  breakStartTime?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'hours; blank is 0' }) @Amount(24) breakTime?:
    number | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() clockOutForBreaks?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() minimumBreak?: boolean | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'max shift length, hours' })
  @Amount(48)
  punchPairCompletionTime?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'minutes' }) @Amount(1440) breakTimeException?:
    number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'max gap, minutes' })
  @Amount(1440)
  shiftThreshold?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'minutes' }) @Amount(1440) graceTimeIn?:
    number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'minutes' }) @Amount(1440) graceTimeOut?:
    number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'minutes; required' })
  @Amount(1440)
  earlyArrivalThreshold?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'minutes; required' })
  @Amount(1440)
  lateDepartureThreshold?: number | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() payOnFinishDay?: boolean | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'hours per day' }) @Amount(24) convertUnit?:
    number | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() skipHoliday?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() skipUnscheduleDay?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() durationBySchedule?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() disableEmployeeApply?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() autoLeave?: boolean | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'a leave pay type; required with autoLeave' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'autoLeavePayTypeId must be an id' })
  autoLeavePayTypeId?: string | null;
  @ApiPropertyOptional({ enum: OVERTIME_TYPES, type: String }) @OneOf(OVERTIME_TYPES) overtimeCalculationType?:
    string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'hours; Daily' })
  @Amount(24)
  dailyOvertimeThreshold?: number | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() includePaidLeavesInOvertimeThreshold?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() useStandardHoursAsPeriodOvertimeThreshold?: boolean | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'hours; Weekly or Pay Period' })
  @Amount(1000)
  periodOvertimeThreshold?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'code of the overtime pay type' })
  @OptionalText(50)
  periodOvertimeCode?: string | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() skipException?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() hideApproveOT?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() calculatePublicHoliday?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() phlAbsent?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() enablePublicHolidayLeave?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() calculatePublicHolidayLeaveBySchedule?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() calculateAlternativeHoliday?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() calculateAlternativeHolidayOnSchedule?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() acceptEA?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() acceptLD?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() supervisorMAOT?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() approvedUnscheduledWork?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() punchPairWitoutSchedule?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() manualPunch?: boolean | null;
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

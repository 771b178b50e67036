import { PageAnswer } from '@rollcall/platform';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { BreakCalculationType, OvertimeCalculationType, PayPeriodKind } from '@rollcall/contracts';
import { BREAK_TYPES, OVERTIME_TYPES, PAY_PERIODS } from './pay-group-form.js';

/** A pay group as the list and the detail page show it: every field of spec 002 §3 (units as the form's). */
export class PayGroupAnswer {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ enum: PAY_PERIODS }) period!: PayPeriodKind;
  @ApiProperty({ type: Number, nullable: true }) startDayOfMonth!: number | null;
  @ApiProperty({ type: String }) startTime!: string;
  @ApiProperty({ type: String, nullable: true }) timeZoneId!: string | null;
  @ApiProperty({ enum: BREAK_TYPES, nullable: true }) breakCalculationType!: BreakCalculationType | null;
  @ApiProperty({ type: Number }) workTime!: number;
  @ApiProperty({ type: String, nullable: true }) breakStartTime!: string | null;
  @ApiProperty({ type: Number, nullable: true }) breakTime!: number | null;
  @ApiProperty() clockOutForBreaks!: boolean;
  @ApiProperty() minimumBreak!: boolean;
  @ApiProperty({ type: Number }) punchPairCompletionTime!: number;
  @ApiProperty({ type: Number }) breakTimeException!: number;
  @ApiProperty({ type: Number }) shiftThreshold!: number;
  @ApiProperty({ type: Number }) graceTimeIn!: number;
  @ApiProperty({ type: Number }) graceTimeOut!: number;
  @ApiProperty({ type: Number, nullable: true }) earlyArrivalThreshold!: number | null;
  @ApiProperty({ type: Number, nullable: true }) lateDepartureThreshold!: number | null;
  @ApiProperty() payOnFinishDay!: boolean;
  @ApiProperty({ type: Number }) convertUnit!: number;
  @ApiProperty() skipHoliday!: boolean;
  @ApiProperty() skipUnscheduleDay!: boolean;
  @ApiProperty() durationBySchedule!: boolean;
  @ApiProperty() disableEmployeeApply!: boolean;
  @ApiProperty() autoLeave!: boolean;
  @ApiProperty({ type: String, nullable: true }) autoLeavePayTypeId!: string | null;
  @ApiProperty({ enum: OVERTIME_TYPES }) overtimeCalculationType!: OvertimeCalculationType;
  @ApiProperty({ type: Number, nullable: true }) dailyOvertimeThreshold!: number | null;
  @ApiProperty() includePaidLeavesInOvertimeThreshold!: boolean;
  @ApiProperty() useStandardHoursAsPeriodOvertimeThreshold!: boolean;
  @ApiProperty({ type: Number, nullable: true }) periodOvertimeThreshold!: number | null;
  @ApiProperty({ type: String, nullable: true }) periodOvertimeCode!: string | null;
  @ApiProperty() skipException!: boolean;
  @ApiProperty() hideApproveOT!: boolean;
  @ApiProperty() calculatePublicHoliday!: boolean;
  @ApiProperty() phlAbsent!: boolean;
  @ApiProperty() enablePublicHolidayLeave!: boolean;
  @ApiProperty() calculatePublicHolidayLeaveBySchedule!: boolean;
  @ApiProperty() calculateAlternativeHoliday!: boolean;
  @ApiProperty() calculateAlternativeHolidayOnSchedule!: boolean;
  @ApiProperty() acceptEA!: boolean;
  @ApiProperty() acceptLD!: boolean;
  @ApiProperty() supervisorMAOT!: boolean;
  @ApiProperty() approvedUnscheduledWork!: boolean;
  @ApiProperty() punchPairWitoutSchedule!: boolean;
  @ApiProperty() manualPunch!: boolean;
  @ApiProperty({ type: String, nullable: true }) memo!: string | null;
}

/** The blank form of a new pay group: every field as a save fills it in when left out. */
export class NewPayGroupAnswer extends OmitType(PayGroupAnswer, ['id'] as const) {}

export class PayGroupSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() id!: string;
}

export class PayGroupPage extends PageAnswer(PayGroupAnswer, 'PayGroupPage') {}

/** POST /api/pay-groups/rules: what the form would save, as the engine takes it. */
export class PayGroupRulesAnswer {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "the engine's PayGroupRules (docs/calculation.md): the body of POST /api/pay-periods/preview's rules",
  })
  rules!: Record<string, unknown>;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class PunchPair {
  @ApiProperty() id!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) inPunchId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) outPunchId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO instant' }) ptimeIn!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO instant' }) ptimeOut!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm in the employee’s zone' }) localIn!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm in the employee’s zone' }) localOut!:
    string | null;
  @ApiProperty({ description: 'paid minutes' }) worktime!: number;
  @ApiPropertyOptional({ enum: ['Man', 'AutoPair'], nullable: true, description: 'AutoPair: added by auto punch' })
  inPunchType!: 'Man' | 'AutoPair' | null;
  @ApiPropertyOptional({
    enum: ['Man', 'AutoPair'],
    nullable: true,
    description: 'AutoPair: added by auto punch, and not to be deleted',
  })
  outPunchType!: 'Man' | 'AutoPair' | null;
  @ApiProperty({ enum: ['Complete', 'In', 'MissingPunch'] }) status!: 'Complete' | 'In' | 'MissingPunch';
  @ApiProperty({ description: 'the key of the shift the pair belongs to (WorkShift.id)' }) shiftKey!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'HH:mm: where its pay starts, after rounding, grace and EA',
  })
  paidFrom!: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'HH:mm: where its pay ends, after rounding, grace and LD',
  })
  paidTo!: string | null;
  @ApiProperty({
    type: String,
    isArray: true,
    description:
      'why it pays `worktime`: the punches against the schedule, then the engine’s sentences about this pair',
  })
  explain!: string[];
}

/** A scheduled section's form fields (spec 001 §3 WorkShift), as the Modify Shift modal opens them. */
export class ShiftSection {
  @ApiProperty({ enum: ['Previous', 'Today'] }) startTimeType!: 'Previous' | 'Today';
  @ApiProperty({ enum: ['Today', 'NextDay'] }) endTimeType!: 'Today' | 'NextDay';
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'scheduled break, minutes (absent: the pay group’s)',
  })
  breakTime!: number | null;
  @ApiProperty() overrideBreakCalculation!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['None', 'HoursAtWork', 'TimeOfDay'] })
  breakCalculationType!: 'None' | 'HoursAtWork' | 'TimeOfDay' | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'hours' }) breakTriggerTime!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm' }) breakStartTime!: string | null;
  @ApiProperty() isOverridePayGroup!: boolean;
  @ApiProperty() allowOT!: boolean;
  @ApiProperty() allowEA!: boolean;
  @ApiProperty() allowLD!: boolean;
  @ApiProperty({ description: 'Meal not taken' }) lunchWorkingThrough!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the Position' }) departmentId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) jobId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) taskId!: string | null;
  @ApiProperty({ type: String, isArray: true }) skills!: string[];
}

export class WorkShift {
  @ApiProperty({ description: 'the shift key: `<date>#<section>` scheduled, `<date>#u<n>` unscheduled' }) id!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the section’s id in scheduling (saveShiftCard’s workSectionId, deleteCustomSchedule’s schId)',
  })
  schId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm: Sch In, or the first in punch' })
  startTime!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm: Sch Out, or the last out punch' })
  endTime!: string | null;
  @ApiProperty() isScheduled!: boolean;
  @ApiProperty({ type: PunchPair, isArray: true }) punchPairs!: PunchPair[];
  @ApiProperty({ description: 'minutes deducted for breaks' }) deductTime!: number;
  @ApiProperty() paidMinutes!: number;
  @ApiPropertyOptional({ type: ShiftSection, nullable: true, description: 'the scheduled section’s fields' })
  section!: ShiftSection | null;
  @ApiProperty({
    type: String,
    isArray: true,
    description: 'the engine’s sentences about the shift that are not about one pair (breaks, approval, overtime)',
  })
  explain!: string[];
}

export class PayTypeTime {
  @ApiProperty() payTypeId!: string;
  @ApiProperty() payTypeName!: string;
  @ApiProperty() code!: string;
  @ApiPropertyOptional() minutes?: number;
  @ApiPropertyOptional() units?: number;
  @ApiPropertyOptional({
    type: String,
    isArray: true,
    description: 'a day’s amount: the engine’s sentences that pay it (absent on the period totals)',
  })
  explain?: string[];
  @ApiPropertyOptional({
    type: String,
    isArray: true,
    description: 'a day’s amount: the shifts (WorkShift.id) whose minutes it pays, whose pairs explain it too',
  })
  shiftKeys?: string[];
  @ApiPropertyOptional({
    description:
      'a period total: the units of the pay cards wholly inside the period (hours for a pay type paid by time, a count for one paid by the unit), added to the calculated minutes or units',
  })
  payCardUnits?: number;
}

export class TimesheetException {
  @ApiProperty() type!: string;
  @ApiPropertyOptional() shiftKey?: string;
  @ApiPropertyOptional() punchId?: string;
  @ApiPropertyOptional() minutes?: number;
  @ApiProperty({
    description:
      'someone reviewed it (GET /timesheet/hideException): it is no longer listed, and Review Exceptions shows only on a day with one not reviewed',
  })
  reviewed!: boolean;
}

/**
 * A leave on a timesheet day (the day card): pending and approved leave touching the day; declined and cancelled
 * leave is not shown. `minutes` is what the engine charged the leave's pay type on the day (approved leave only).
 */
export class LeaveRecord {
  @ApiProperty() id!: string;
  @ApiProperty() typeId!: string;
  @ApiProperty() typeCode!: string;
  @ApiProperty() typeName!: string;
  @ApiProperty({ enum: ['Pending', 'Approved'] }) leaveStatus!: 'Pending' | 'Approved';
  @ApiProperty({ description: 'YYYY-MM-DD, the leave’s first day' }) fromDate!: string;
  @ApiProperty({ description: 'YYYY-MM-DD, the leave’s last day' }) toDate!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm, leave by time range' }) fromTime!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HH:mm, leave by time range' }) toTime!:
    string | null;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      'minutes of the leave’s pay type the engine charged on the day; null while pending, or when two leaves of one type share the day',
  })
  minutes!: number | null;
}

export class TimesheetDay {
  @ApiProperty({ description: 'YYYY-MM-DD' }) day!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty({ enum: ['Working', 'OffDay', 'HOL', 'Absent', 'Leave', 'NoData'] }) type!: string;
  @ApiProperty({ type: WorkShift, isArray: true }) workShifts!: WorkShift[];
  @ApiProperty({ type: PunchPair, isArray: true }) unScheduledPairs!: PunchPair[];
  @ApiProperty({
    type: WorkShift,
    isArray: true,
    description: 'the unscheduled shifts the unScheduledPairs form (their pairs again), for Save as a Schedule',
  })
  unScheduledShifts!: WorkShift[];
  @ApiProperty({ type: LeaveRecord, isArray: true }) leaveRecord!: LeaveRecord[];
  @ApiProperty({ type: PayTypeTime, isArray: true }) payTypeTimes!: PayTypeTime[];
  @ApiProperty({ type: TimesheetException, isArray: true }) exceptions!: TimesheetException[];
  @ApiProperty({ type: String, isArray: true }) explain!: string[];
}

export class TimesheetEmployee {
  @ApiProperty() id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payId!: string | null;
}

/** The timesheet period response (spec 001 §3). */
export class PeriodResponse {
  @ApiProperty() fromT!: string;
  @ApiProperty() toT!: string;
  @ApiProperty() timeZone!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) payrollTransferId!: string | null;
  @ApiProperty() readonly!: boolean;
  @ApiProperty() ptClosed!: boolean;
  @ApiProperty({ type: TimesheetEmployee }) employee!: TimesheetEmployee;
  @ApiProperty({ type: TimesheetDay, isArray: true }) timeSheets!: TimesheetDay[];
  @ApiProperty({ type: PayTypeTime, isArray: true }) totals!: PayTypeTime[];
  @ApiProperty({
    description:
      'days of this timesheet queued for recalculation or being recalculated; while above 0 the totals are not final',
  })
  recalculating!: number;
  @ApiProperty({
    description:
      'of the `awaiting` events asked about, how many calculation has not taken in yet (then `recalculating` does not count their days yet)',
  })
  awaitingEvents!: number;
}

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
  @ApiProperty({ enum: ['Complete', 'In', 'MissingPunch'] }) status!: 'Complete' | 'In' | 'MissingPunch';
}

export class WorkShift {
  @ApiProperty() id!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) startTime!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) endTime!: string | null;
  @ApiProperty() isScheduled!: boolean;
  @ApiProperty({ type: PunchPair, isArray: true }) punchPairs!: PunchPair[];
  @ApiProperty({ description: 'minutes deducted for breaks' }) deductTime!: number;
  @ApiProperty() paidMinutes!: number;
}

export class PayTypeTime {
  @ApiProperty() payTypeId!: string;
  @ApiProperty() payTypeName!: string;
  @ApiProperty() code!: string;
  @ApiPropertyOptional() minutes?: number;
  @ApiPropertyOptional() units?: number;
}

export class TimesheetException {
  @ApiProperty() type!: string;
  @ApiPropertyOptional() shiftKey?: string;
  @ApiPropertyOptional() punchId?: string;
  @ApiPropertyOptional() minutes?: number;
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
}

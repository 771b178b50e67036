import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXCEPTION_TYPES } from '@rollcall/contracts';
import { PageAnswer } from '@rollcall/platform';

/** Refusals of review and revert: `message` is the code, `detail` the text. */
export const TIME_CARD_EXCEPTION_ANSWERS = {
  periodClosed: {
    status: HttpStatus.CONFLICT,
    text: "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
  },
  noException: { status: HttpStatus.NOT_FOUND, text: 'Exception not found.' },
  noEmployee: { status: HttpStatus.NOT_FOUND, text: 'Employee not found.' },
} as const;

/** One row of the time-card exceptions list (spec 001 §3 TimeCardException; `actua…` spelled so). */
export class TimeCardExceptionRow {
  @ApiProperty({
    description:
      'a reviewed exception’s id (what showException takes); an unreviewed one’s is made from its employee, day, type and place in the day',
  })
  id!: string;
  @ApiProperty() employeeId!: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiProperty() employeeName!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) date!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the shift’s scheduled start, HH:mm local' })
  scheduleIn!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the shift’s scheduled end, HH:mm local' })
  scheduleOut!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the shift’s first in punch, HH:mm local' })
  actuaIn!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the shift’s last out punch, HH:mm local' })
  actuaOut!: string | null;
  @ApiProperty({ enum: EXCEPTION_TYPES, description: 'the exception type' }) actuaInException!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'the minutes the exception is about' })
  minutes!: number | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'who reviewed it (their sign-in e-mail), in the All Reviewed list; else null',
  })
  approver!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the shift’s key (the timesheet’s shift id)' })
  shiftId!: string | null;
}

export class TimeCardExceptionPage extends PageAnswer(TimeCardExceptionRow, 'TimeCardExceptionPage') {}

/** Unreviewed exceptions by type over each employee's current pay period (the dashboard's Exceptions panel). */
export class ExceptionCounts {
  @ApiProperty({ description: 'the first day counted, YYYY-MM-DD' }) startDate!: string;
  @ApiProperty({ description: 'the last day counted, YYYY-MM-DD' }) endDate!: string;
  @ApiProperty({ description: 'every unreviewed exception (This Period Unreviewed)' }) total!: number;
  @ApiProperty() EarlyArrival!: number;
  @ApiProperty() LateArrival!: number;
  @ApiProperty() EarlyDeparture!: number;
  @ApiProperty() LateDeparture!: number;
  @ApiProperty() Absent!: number;
  @ApiProperty() LongBreak!: number;
  @ApiProperty() MissingBreak!: number;
  @ApiProperty() MissingJob!: number;
  @ApiProperty() UnprovedOvertime!: number;
  @ApiProperty() MissingPunch!: number;
  @ApiProperty() UnscheduleWork!: number;
  @ApiProperty() UnscheduleBreak!: number;
}

import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';
import { SCHEDULE_DAY_ANSWERS } from '../schedule-days/schedule-day.answers.js';

/**
 * Leave's answers: `message` is the code, `detail` the spec's text (001 §8 "Leave"); `{day}` and `{type}` are filled
 * in. The balance confirmations (negativeBalance, approveNegative) are asked again with `confirmNegative: true`.
 */
export const LEAVE_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: 'Warning: The code is exist.' },
  dateExist: { status: HttpStatus.CONFLICT, text: 'Leave already existed within the time frame.' },
  offDay: { status: HttpStatus.BAD_REQUEST, text: 'Warning: {day} is an off day (no work schedule).' },
  holiday: { status: HttpStatus.BAD_REQUEST, text: 'Warning: {day} is a holiday!' },
  noData: { status: HttpStatus.BAD_REQUEST, text: 'Warning: No schedule in {day}, please enter the duration.' },
  unscheduledDays: {
    status: HttpStatus.BAD_REQUEST,
    text: 'You have skipped all, please check the skip option and work schedule.',
  },
  toTimeNotLater: { status: HttpStatus.BAD_REQUEST, text: 'To time must be later than From time!' },
  notLeaveType: { status: HttpStatus.BAD_REQUEST, text: 'The leave type is not an active leave pay type.' },
  notEnoughBalance: {
    status: HttpStatus.CONFLICT,
    text: 'Not able to save, as not enough leave balance is available for the type.',
  },
  negativeBalance: {
    status: HttpStatus.CONFLICT,
    text: 'Balance is negative, are you sure you want to continue submitting?',
  },
  approveNotEnough: {
    status: HttpStatus.CONFLICT,
    text: 'Not able to approve, as not enough leave balance is available for The {type}.',
  },
  approveNegative: {
    status: HttpStatus.CONFLICT,
    text: 'The leave balance of {type} will become negative. Are you sure you want to approve it?',
  },
  ownLeave: { status: HttpStatus.FORBIDDEN, text: 'You cannot examine your own leave request.' },
  notFound: { status: HttpStatus.NOT_FOUND, text: 'The leave does not exist.' },
  notCancellable: { status: HttpStatus.CONFLICT, text: 'Failed to cancel leaves.' },
  kioskLeaveOff: { status: HttpStatus.FORBIDDEN, text: 'Leave requests are switched off on the kiosks.' },
  mobileAppOff: {
    status: HttpStatus.FORBIDDEN,
    text: 'The mobile app feature has not been activated. Please contact support.',
  },
  leaveTimeOff: {
    status: HttpStatus.FORBIDDEN,
    text: 'The leave time feature has not been activated. Please contact support.',
  },
  periodClosed: SCHEDULE_DAY_ANSWERS.periodClosed,
  noEmployee: SCHEDULE_DAY_ANSWERS.noEmployee,
} as const;

export type LeaveAnswerCode = keyof typeof LEAVE_ANSWERS;

/** The refusal of `code`, its text with `{day}` / `{type}` filled in. */
export function leaveRefusal(code: LeaveAnswerCode, fill: { day?: string; type?: string } = {}): HttpException {
  const answer = LEAVE_ANSWERS[code];
  const detail = answer.text.replace('{day}', fill.day ?? '').replace('{type}', fill.type ?? '');
  return new HttpException({ message: code, detail }, answer.status);
}

export const LEAVE_SAVED = 'The leave is saved successfully.';
export const LEAVE_UPDATED = 'The leave is updated successfully.';
export const LEAVES_CANCELLED = 'Leaves are canceled successfully.';

/** A leave as the list, the modal and the timesheet read it (spec 001 §3 Leave). */
export class LeaveAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() leaveId!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) userId!: string | null;
  @ApiProperty() typeId!: string;
  @ApiProperty() typeCode!: string;
  @ApiProperty() typeName!: string;
  @ApiProperty({ description: 'whether the type is paid leave' }) paidLeave!: boolean;
  @ApiProperty({ example: '2026-12-01' }) fromDate!: string;
  @ApiProperty({ example: '2026-12-02' }) toDate!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '09:00' }) fromTime!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '13:00' }) toTime!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'a trailing + means the next day' })
  fromLeaveTime!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'a trailing + means the next day' })
  toLeaveTime!: string | null;
  @ApiProperty({ enum: ['Today', 'NextDay'] }) fromDateType!: string;
  @ApiProperty({ enum: ['Today', 'NextDay'] }) toDateType!: string;
  @ApiProperty({ description: 'by time range' }) byWorkHours!: boolean;
  @ApiProperty({ description: 'by schedule' }) scheduledDuration!: boolean;
  @ApiProperty({ description: 'skip holidays' }) skip!: boolean;
  @ApiProperty() skipUnscheduled!: boolean;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'hours per day' }) duration!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ example: '2 days', description: 'the Duration column' }) textDur!: string;
  @ApiProperty({ example: '15.00', description: 'the Total Hours column (2 decimals)' }) textTotal!: string;
  @ApiProperty({ description: 'total hours charged' }) totalHours!: number;
  @ApiProperty({ type: Object, isArray: true, description: 'each day: date and hours charged (0 when skipped)' })
  days!: { date: string; hours: number; skipped: string | null }[];
  @ApiProperty({ enum: ['Pending', 'Approved', 'Declined', 'Cancelled'] }) leaveStatus!: string;
  @ApiProperty() createTime!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Report To: the approver' })
  reportName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) reportTo!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) paygroupId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ enum: ['console', 'kiosk', 'mobile', 'global'] }) source!: string;
  @ApiProperty({ description: 'the caller may examine it (Examine shows)' }) examinable!: boolean;
}

export class LeavePage extends PageAnswer(LeaveAnswer, 'LeavePage') {}

export class LeaveSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() detail!: string;
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['Pending', 'Approved', 'Declined', 'Cancelled'] }) leaveStatus!: string;
}

export class LeaveMessageAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() detail!: string;
}

export class LeaveCountAnswer {
  @ApiProperty() count!: number;
}

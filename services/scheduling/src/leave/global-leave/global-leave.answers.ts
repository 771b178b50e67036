import { HttpStatus } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { MAX_GLOBAL_LEAVE_EMPLOYEES } from './global-leave.request.js';

/** Global Leave's own refusals (the leave's are LEAVE_ANSWERS, the targets' GLOBAL_SCHEDULE_ANSWERS). */
export const GLOBAL_LEAVE_ANSWERS = {
  noTargets: { status: HttpStatus.BAD_REQUEST, text: 'Please choose the employees or a department.' },
  tooManyEmployees: {
    status: HttpStatus.BAD_REQUEST,
    text: `Global Leave adds leave for at most ${MAX_GLOBAL_LEAVE_EMPLOYEES.toLocaleString('en')} employees at once; choose fewer employees or a smaller department.`,
  },
} as const;

export class GlobalLeaveAdded {
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiProperty() leaveId!: string;
  @ApiProperty({ enum: ['Pending', 'Approved'] }) leaveStatus!: string;
}

export class GlobalLeaveRefused {
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiProperty({ description: 'the leave save’s answer code: offDay, dateExist, exist, periodClosed, holiday, …' })
  code!: string;
  @ApiProperty({ description: 'the spec’s text of that answer, its day filled in' }) reason!: string;
}

export class GlobalLeaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'who got the leave, as one sentence; empty when nobody' }) messageSuccess!: string;
  @ApiProperty({ description: 'who did not and why, as one sentence; empty when everybody got it' })
  messageError!: string;
  @ApiProperty({ type: GlobalLeaveAdded, isArray: true }) added!: GlobalLeaveAdded[];
  @ApiProperty({ type: GlobalLeaveRefused, isArray: true }) refused!: GlobalLeaveRefused[];
}

import { HttpStatus } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { AnswerCode } from '@rollcall/platform';

const LICENCE_WARNING =
  'Warning: This will exceed your employee license capacity, please contact us to have your employee license capacity increased.';

/** The employee save's refusals (spec 000 §8). */
export const EMPLOYEE_ANSWERS = {
  userEmailExit: { status: HttpStatus.CONFLICT, text: 'Warning: Email is exist.' },
  employeeNumerExit: { status: HttpStatus.CONFLICT, text: 'Warning: Employee ClockId is exist.' },
  employeePayIdExit: {
    status: HttpStatus.CONFLICT,
    text: 'Warning:  Pay ID exists already. Please use a different one.',
  },
  noCompany: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The company does not exist.' },
  noDepartment: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The department does not exist.' },
  noPaygroup: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The pay group does not exist.' },
  licenses: { status: HttpStatus.CONFLICT, text: LICENCE_WARNING },
  licensesApp: { status: HttpStatus.CONFLICT, text: LICENCE_WARNING },
} as const satisfies Record<string, AnswerCode>;

/** The employee status change's refusals (spec 000 §8). */
export const EMPLOYEE_STATUS_ANSWERS = {
  licenses: { status: HttpStatus.CONFLICT, text: LICENCE_WARNING },
  noDepartment: {
    status: HttpStatus.CONFLICT,
    text: 'error: Please update employee profile and assign a department to this employee before you change the status to Active.',
  },
  employeeClockIdExit: { status: HttpStatus.CONFLICT, text: 'Warning: Clock ID is being used by another employee.' },
} as const satisfies Record<string, AnswerCode>;

export class EmployeeSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty({ description: 'always false here: cross-midnight timesheets are the calculation service’s' })
  hasCrossMidnightTs!: boolean;
}

export class LicenceCount {
  @ApiProperty({ description: 'licences in use' }) used!: number;
  @ApiProperty({ description: 'licences subscribed' }) total!: number;
  @ApiProperty({ description: 'total − used, never below 0' }) remaining!: number;
}

export class NextClockId {
  @ApiProperty({ type: Number, nullable: true, description: 'null when 999999999 is taken' }) clockId!: number | null;
}

export class EmployeeStatusChangeRow {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'the user id of who changed it' }) changedBy!: string;
  @ApiProperty() changedAt!: string;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ enum: ['Active', 'Inactive', 'Terminated'] }) statusBefore!: string;
  @ApiProperty({ enum: ['Active', 'Inactive', 'Terminated'] }) statusAfter!: string;
}

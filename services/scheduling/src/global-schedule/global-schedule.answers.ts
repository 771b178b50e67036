import { HttpStatus } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** The global schedule's own refusals (the day writer's are SCHEDULE_DAY_ANSWERS): `message` is the code. */
export const GLOBAL_SCHEDULE_ANSWERS = {
  noDepartment: { status: HttpStatus.NOT_FOUND, text: 'Structure node not found.' },
  noEmployees: { status: HttpStatus.BAD_REQUEST, text: 'The departments chosen have no active employees.' },
  scheduleConflicts: { status: HttpStatus.CONFLICT, text: 'Schedule time conflicts' },
} as const;

/** One row of the 'Schedule time conflicts' dialog (spec 002 §3); times are local 'YYYY-MM-DD HH:mm'. */
export class ScheduleConflictRow {
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiProperty({ description: 'the date being scheduled' }) shiftDate!: string;
  @ApiProperty() shiftStart!: string;
  @ApiProperty() shiftEnd!: string;
  @ApiProperty({ description: 'the date of the section it meets' }) conflictDate!: string;
  @ApiProperty() conflictStart!: string;
  @ApiProperty() conflictEnd!: string;
  @ApiProperty({ description: 'true: the previous day’s section; false: the next day’s' }) prevConflict!: boolean;
}

export class GlobalScheduleVerifyAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the employees the order reaches' }) employees!: number;
  @ApiProperty({ description: 'employees who already have a schedule that day (generate overwrites it)' })
  overwrites!: number;
  @ApiProperty({ type: ScheduleConflictRow, isArray: true, description: 'empty: generate may go ahead' })
  conflicts!: ScheduleConflictRow[];
}

export class GlobalScheduleGenerateAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the employees whose day was written' }) employees!: number;
}

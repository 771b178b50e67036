import { ApiProperty } from '@nestjs/swagger';
import { IsLocalDate, PageQuery } from '@rollcall/platform';
import { IsUUID } from 'class-validator';

/** GET /api/timesheet/history: one day of an employee's timesheet, a page of its changes. */
export class TimesheetHistoryQuery extends PageQuery {
  @ApiProperty() @IsUUID('all', { message: 'employeeId must be an employee id' }) employeeId!: string;
  @ApiProperty({ description: 'the timesheet day, YYYY-MM-DD' })
  @IsLocalDate({ message: 'day must be a date written YYYY-MM-DD' })
  day!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, Matches } from 'class-validator';

/** GET /api/timesheet/paytype-by-month: an employee and a calendar month. */
export class PayTypesByMonthQuery {
  @ApiProperty() @IsUUID('all', { message: 'employeeId must be an employee id' }) employeeId!: string;
  @ApiProperty({ description: 'the month, YYYY-MM', example: '2026-11' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be a month as YYYY-MM' })
  month!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormNumber, FormText, IsLocalDate } from '@rollcall/platform';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export class LeaveBalanceEntry {
  @ApiProperty() paytypeId!: string;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'the balance in hours, 2 decimals' }) time!: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'the balance in days, where the type says' })
  days!: number | null;
  @ApiProperty({ description: 'the date of the imported balance it starts from' }) balanceDate!: string;
  @ApiProperty() importedHours!: number;
  @ApiProperty({ description: 'approved leave charged after the balance date up to fromDate' }) takenHours!: number;
  @ApiProperty() allowNegativeLeave!: boolean;
}

/** The balances of one employee as of a date (spec 001 §3 LeaveBalance: dataList of name and time). */
export class LeaveBalanceAnswer {
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiProperty() fromDate!: string;
  @ApiProperty({ type: LeaveBalanceEntry, isArray: true }) dataList!: LeaveBalanceEntry[];
}

/** POST /leaveBalance/get and GET /api/leave-balance: whose balances, as of which day. */
export class LeaveBalanceQuery {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'default the caller’s own employee record' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 999_999_999,
    description: 'beyond the spec: the employee by clock id instead (the CLI’s rollcall leave balances)',
  })
  @FormNumber()
  @IsOptional()
  @IsInt({ message: 'clockId must be a whole number from 0 to 999999999' })
  @Min(0, { message: 'clockId must be a whole number from 0 to 999999999' })
  @Max(999_999_999, { message: 'clockId must be a whole number from 0 to 999999999' })
  clockId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'as of this day (YYYY-MM-DD); default today' })
  @FormText()
  @IsOptional()
  @IsLocalDate({ message: 'fromDate must be a date written YYYY-MM-DD' })
  fromDate?: string | null;
}

import { PageAnswer } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One row of the employees list (spec 000 §3 "Employee (list row)"). */
export class EmployeeListRow {
  @ApiProperty() id!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) userId!: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payId!: string | null;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) middleName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) departmentName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) hireOnDateValue!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) terminateDateValue!: string | null;
  @ApiProperty({ enum: ['Active', 'Inactive', 'Terminated'] }) employeeStatus!: string;
  @ApiProperty() isExport!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) mobile!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) fax!: string | null;
  @ApiProperty() statusApp!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) payGroupName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) paygroupId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) timeRoundingName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) scheduleName!: string | null;
}

export class EmployeePage extends PageAnswer(EmployeeListRow, 'EmployeePage') {}

/**
 * The employees just before and after one in the list's order, wrapping at both ends (the timesheet's previous and
 * next employee arrows). An employee outside the list (another status, outside the department filter) has the last
 * as previous and the first as next; an empty list has neither.
 */
export class EmployeeNeighbours {
  @ApiPropertyOptional({ type: EmployeeListRow, nullable: true }) previous!: EmployeeListRow | null;
  @ApiPropertyOptional({ type: EmployeeListRow, nullable: true }) next!: EmployeeListRow | null;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'the employee’s place in the list, from 1 (null: not in it)',
  })
  position!: number | null;
  @ApiProperty({ description: 'how many employees the list holds' }) total!: number;
}

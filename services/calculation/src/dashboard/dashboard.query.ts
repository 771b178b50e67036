import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageQuery, toStringList } from '@rollcall/platform';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsIn, IsOptional, IsUUID } from 'class-validator';

/** The most employees one status or info call names (a page of the dashboard's table at most). */
export const EMPLOYEE_IDS_LIMIT = 100;

/** GET /api/dashboard/employees: the dashboard's table, a page at a time. */
export class DashboardEmployeesQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['Active', 'Inactive', 'Terminated'], default: 'Active' })
  @IsOptional()
  @IsIn(['Active', 'Inactive', 'Terminated'], { message: 'employeeStatus must be Active, Inactive or Terminated' })
  employeeStatus?: 'Active' | 'Inactive' | 'Terminated';

  @ApiPropertyOptional({
    type: String,
    description: 'structure nodes, comma-joined: their employees and those beneath',
  })
  @IsOptional()
  @Transform(toStringList)
  @ArrayMaxSize(100, { message: 'departmentIds may name at most 100 nodes' })
  @IsUUID('all', { each: true, message: 'departmentIds must be structure node ids separated by commas' })
  departmentIds?: string[];
}

/** `?employeeIds=a,b`: the employees a status or info call is about. */
export class EmployeeIdsQuery {
  @ApiProperty({ type: String, description: `employee ids, comma-joined: 1 to ${EMPLOYEE_IDS_LIMIT}` })
  @Transform((params) => {
    const ids = toStringList(params);
    return Array.isArray(ids) ? [...new Set(ids)] : ids;
  })
  @ArrayNotEmpty({ message: 'employeeIds must name at least one employee' })
  @ArrayMaxSize(EMPLOYEE_IDS_LIMIT, { message: `employeeIds may name at most ${EMPLOYEE_IDS_LIMIT} employees` })
  @IsUUID('all', { each: true, message: 'employeeIds must be employee ids separated by commas' })
  employeeIds: string[] = [];
}

export class EmployeeIdParam {
  @ApiProperty()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId!: string;
}

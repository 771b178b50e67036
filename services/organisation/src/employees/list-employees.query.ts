import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { PageQuery } from '@rollcall/platform';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

export class ListEmployeesQuery {
  @ApiPropertyOptional({ enum: ['Active', 'Inactive', 'Terminated'], default: 'Active' })
  @IsOptional()
  @IsIn(['Active', 'Inactive', 'Terminated'], { message: 'employeeStatus must be one of Active, Inactive, Terminated' })
  employeeStatus?: 'Active' | 'Inactive' | 'Terminated';

  @ApiPropertyOptional({ description: 'department ids, comma-joined', type: String })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : value,
  )
  @IsUUID('all', { each: true, message: 'departmentIds must be department ids separated by commas' })
  departmentIds?: string[];
}

/** GET /api/employees/page: a page of the list, with the same filters. */
export class EmployeePageQuery extends IntersectionType(PageQuery, ListEmployeesQuery) {}

/** GET /api/employees: the list's filters, and optionally one page of it (unpaged, the first 1000). */
export class EmployeeListQuery extends IntersectionType(
  PickType(PageQuery, ['page', 'pageSize'] as const),
  ListEmployeesQuery,
) {}

/** GET /api/employees/{id}/neighbours: the list's filters and its sort (default lastName ascending). */
export class EmployeeNeighboursQuery extends IntersectionType(
  PickType(PageQuery, ['sort', 'order'] as const),
  ListEmployeesQuery,
) {}

import { ApiPropertyOptional } from '@nestjs/swagger';
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

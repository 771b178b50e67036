import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { TreeFilter } from './department-tree.js';

/** Which departments the tree shows: Active (the default), Inactive or All. */
export class DepartmentTreeQuery {
  @ApiPropertyOptional({ enum: ['All', 'Active', 'Inactive'], default: 'Active' })
  @IsOptional()
  @IsIn(['All', 'Active', 'Inactive'], { message: 'status must be one of All, Active, Inactive' })
  status?: TreeFilter;
}

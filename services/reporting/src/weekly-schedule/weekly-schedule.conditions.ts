import { ApiPropertyOptional } from '@nestjs/swagger';
import { FormList } from '@rollcall/platform';
import { ScheduleRange } from './schedule-range.js';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsUUID } from 'class-validator';

export const WEEKLY_SCHEDULE_SORTS = ['LastName', 'FirstName'] as const;
export type WeeklyScheduleSort = (typeof WEEKLY_SCHEDULE_SORTS)[number];

/** The conditions of the WeeklyScheduleReport (spec 001 §7 "Print report WeeklyScheduleReport"). */
export class WeeklyScheduleConditions extends ScheduleRange {
  @ApiPropertyOptional({ enum: WEEKLY_SCHEDULE_SORTS, default: 'LastName' })
  @IsOptional()
  @IsIn(WEEKLY_SCHEDULE_SORTS, { message: 'sortBy must be LastName or FirstName' })
  sortBy?: WeeklyScheduleSort;

  @ApiPropertyOptional({
    type: [String],
    description:
      'structure nodes (any level; those beneath them count too), as a list or comma-joined; none: every employee the caller reaches',
  })
  @IsOptional()
  @FormList()
  @IsArray({ message: 'departmentIds must be a list of structure node ids' })
  @ArrayMaxSize(500, { message: 'departmentIds may name at most 500 structure nodes' })
  @IsUUID('all', { each: true, message: 'departmentIds must be structure node ids' })
  departmentIds?: string[];

  @ApiPropertyOptional({ enum: ['PDF'], description: 'the file format; PDF is the only one' })
  @IsOptional()
  @IsIn(['PDF'], { message: 'format must be PDF' })
  format?: 'PDF';
}

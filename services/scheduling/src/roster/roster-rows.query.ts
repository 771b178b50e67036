import { FormList, IsLocalDate } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export const ROSTER_SORTS = ['department', 'firstName', 'lastName'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
/** A page of the roster: up to 1,000 employees (the benchmark's company) over at most 35 days. */
export const ROSTER_PAGE_MAX = 1000;
export const ROSTER_DAYS_MAX = 35;

/** GET /api/shifts/getNewShifts and /api/shifts/scheduleemployee. */
export class RosterRowsQuery {
  @ApiProperty({ example: '2026-11-23' })
  @IsLocalDate({ message: 'startDate must be a date written YYYY-MM-DD' })
  startDate!: string;

  @ApiProperty({ example: '2026-11-29' })
  @IsLocalDate({ message: 'endDate must be a date written YYYY-MM-DD' })
  endDate!: string;

  @ApiPropertyOptional({ type: String, description: 'structure nodes (and all beneath them), comma-joined' })
  @FormList()
  @IsOptional()
  @IsArray({ message: 'departmentIds must be structure node ids' })
  @IsUUID('all', { each: true, message: 'departmentIds must be structure node ids' })
  departmentIds?: string[];

  @ApiPropertyOptional({ enum: ROSTER_SORTS, description: 'default lastName' })
  @IsOptional()
  @IsIn(ROSTER_SORTS, { message: 'sortBy must be department, firstName or lastName' })
  sortBy?: RosterSort;

  @ApiPropertyOptional({ description: 'part of the employee’s name or clock id' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: ROSTER_PAGE_MAX, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${ROSTER_PAGE_MAX}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${ROSTER_PAGE_MAX}` })
  @Max(ROSTER_PAGE_MAX, { message: `pageSize must be a whole number from 1 to ${ROSTER_PAGE_MAX}` })
  pageSize?: number;
}

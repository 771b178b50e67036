import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** The page sizes the console's tables offer (spec 000 §9); a list answers no more rows than the largest. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The query of every paged list: which page of which size, sorted by which column, and the filter box's text.
 * A list's own filters (status, departments …) come in a subclass.
 */
export class PageQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: 'the page, from 1' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  page?: number;

  @ApiPropertyOptional({ enum: PAGE_SIZES, default: 10, description: 'rows a page' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PAGE_SIZES, { message: `pageSize must be one of ${PAGE_SIZES.join(', ')}` })
  pageSize?: PageSize;

  @ApiPropertyOptional({ description: 'the key of the column to sort by (each list names its own)' })
  @IsOptional()
  @IsString({ message: 'sort must be a column key' })
  @MaxLength(40, { message: 'sort must be a column key' })
  sort?: string;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'ascend' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be ascend or descend' })
  order?: SortOrder;

  @ApiPropertyOptional({
    description: 'text searched, case-insensitive, in every column as the table shows it (dates as DD/MM/YYYY)',
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}

/** A paged list with the configuration lists' Status filter (true: active, false: inactive, all or absent: all). */
export class StatusPageQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['true', 'false', 'all'], description: 'true: active, false: inactive; default all' })
  @IsOptional()
  @IsIn(['true', 'false', 'all'], { message: 'status must be true, false or all' })
  status?: 'true' | 'false' | 'all';
}

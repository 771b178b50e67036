import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { PageQuery } from '@rollcall/platform';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { SYNC_RESULT_STATUSES, SYNC_RESULT_TYPES, type SyncResultStatus } from './sync-result-rules.js';

const list = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  const items = Array.isArray(value) ? (value as unknown[]) : String(value).split(',');
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
};

/** The days to cover: local dates in `timeZone` (default UTC), both ends included. */
export class SyncResultsRangeQuery {
  @ApiPropertyOptional({ description: 'YYYY-MM-DD, first day included' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'startDate must be a date written YYYY-MM-DD' })
  startDate?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD, last day included' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'endDate must be a date written YYYY-MM-DD' })
  endDate?: string;

  @ApiPropertyOptional({ description: 'IANA zone the dates are in; default UTC' })
  @IsOptional()
  @IsString({ message: 'timeZone must be an IANA time zone' })
  timeZone?: string;
}

export class SyncResultsQuery extends SyncResultsRangeQuery {
  @ApiPropertyOptional({ type: String, description: `comma-separated (or repeated): ${SYNC_RESULT_TYPES.join(', ')}` })
  @Transform(list)
  @IsOptional()
  @IsIn(SYNC_RESULT_TYPES, { each: true, message: `types must be among ${SYNC_RESULT_TYPES.join(', ')}` })
  types?: string[];

  @ApiPropertyOptional({ type: String, description: 'comma-separated (or repeated): success, warning, error' })
  @Transform(list)
  @IsOptional()
  @IsIn(SYNC_RESULT_STATUSES, { each: true, message: 'statuses must be among success, warning, error' })
  statuses?: SyncResultStatus[];
}

/** GET /api/sync-results/page: a page of the search, newest first unless sorted. */
export class SyncResultsPageQuery extends IntersectionType(PageQuery, SyncResultsQuery) {}

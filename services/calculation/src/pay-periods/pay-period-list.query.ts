import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** 100 years: further back than any pay period, and a date the calendar can still hold. */
const MAX_DAYS_BACK = 36_600;

export class ListPayPeriodsQuery {
  @ApiPropertyOptional({ description: 'only this pay group' })
  @IsOptional()
  @IsUUID('all', { message: 'paygroupId must be a pay group id' })
  paygroupId?: string;

  @ApiPropertyOptional({
    description: 'periods ending no more than this many days before today (90: recent 3 months); missing: all',
    minimum: 0,
    maximum: MAX_DAYS_BACK,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number of days' })
  @Min(0, { message: 'days must not be negative' })
  @Max(MAX_DAYS_BACK, { message: `days must be at most ${MAX_DAYS_BACK} (100 years)` })
  days?: number;
}

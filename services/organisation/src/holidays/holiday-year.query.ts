import { ApiPropertyOptional } from '@nestjs/swagger';
import { FormNumber, PageQuery } from '@rollcall/platform';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?year=2027`: the holidays whose calendar date is in that year; absent (or blank) for all. */
export class HolidayYearQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1900, maximum: 2200, nullable: true })
  @FormNumber()
  @IsOptional()
  @IsInt({ message: 'year must be a whole number such as 2027' })
  @Min(1900, { message: 'year must be between 1900 and 2200' })
  @Max(2200, { message: 'year must be between 1900 and 2200' })
  year?: number | null;
}

/** GET /api/holidays/page: a page of the list, with the same year filter. */
export class HolidayPageQuery extends PageQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1900, maximum: 2200, nullable: true })
  @FormNumber()
  @IsOptional()
  @IsInt({ message: 'year must be a whole number such as 2027' })
  @Min(1900, { message: 'year must be between 1900 and 2200' })
  @Max(2200, { message: 'year must be between 1900 and 2200' })
  year?: number | null;
}

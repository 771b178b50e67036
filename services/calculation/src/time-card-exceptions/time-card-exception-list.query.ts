import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXCEPTION_TYPES } from '@rollcall/contracts';
import { PageQuery } from '@rollcall/platform';
import { IsIn, IsOptional, IsUUID, Matches } from 'class-validator';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM_OR_BLANK = /^(\d{2}:\d{2})?$/;

/** The list's types: an exception type, every unreviewed one, or every reviewed one (spec 001 §9). */
export const EXCEPTION_LIST_TYPES = [...EXCEPTION_TYPES, 'AllException', 'AllReviewed'] as const;
export type ExceptionListType = (typeof EXCEPTION_LIST_TYPES)[number];

/** GET /api/time-card-exceptions/view (spec 001 §7): type, optional employee, dates, and the table's paging. */
export class TimeCardExceptionListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: EXCEPTION_LIST_TYPES, default: 'AllException' })
  @IsOptional()
  @IsIn(EXCEPTION_LIST_TYPES, { message: `type must be one of ${EXCEPTION_LIST_TYPES.join(', ')}` })
  type?: ExceptionListType;

  @ApiPropertyOptional({ description: 'one employee only' })
  @IsOptional()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId?: string;

  @ApiPropertyOptional({ description: 'first day, YYYY-MM-DD (default: yesterday)' })
  @IsOptional()
  @Matches(LOCAL_DATE, { message: 'startDate must be a date as YYYY-MM-DD' })
  startDate?: string;

  @ApiPropertyOptional({ description: 'last day, YYYY-MM-DD (default: today)' })
  @IsOptional()
  @Matches(LOCAL_DATE, { message: 'endDate must be a date as YYYY-MM-DD' })
  endDate?: string;
}

/** GET /timesheet/hideException (review): what identifies the exception, as its row shows it. */
export class HideExceptionQuery {
  @ApiProperty({ description: 'the employee id' })
  @IsUUID('all', { message: 'id must be an employee id' })
  id!: string;

  @ApiProperty({ description: 'the day, YYYY-MM-DD' })
  @Matches(LOCAL_DATE, { message: 'fromT must be a date as YYYY-MM-DD' })
  fromT!: string;

  @ApiProperty({ enum: EXCEPTION_TYPES })
  @IsIn(EXCEPTION_TYPES, { message: `exceptionType must be one of ${EXCEPTION_TYPES.join(', ')}` })
  exceptionType!: string;

  @ApiPropertyOptional({ description: 'HH:mm, or blank when the row has none' })
  @IsOptional()
  @Matches(HH_MM_OR_BLANK, { message: 'scheduleIn must be a time as HH:mm' })
  scheduleIn?: string;

  @ApiPropertyOptional({ description: 'HH:mm, or blank' })
  @IsOptional()
  @Matches(HH_MM_OR_BLANK, { message: 'scheduleOut must be a time as HH:mm' })
  scheduleOut?: string;

  @ApiPropertyOptional({ description: 'HH:mm, or blank' })
  @IsOptional()
  @Matches(HH_MM_OR_BLANK, { message: 'actuaIn must be a time as HH:mm' })
  actuaIn?: string;

  @ApiPropertyOptional({ description: 'HH:mm, or blank' })
  @IsOptional()
  @Matches(HH_MM_OR_BLANK, { message: 'actuaOut must be a time as HH:mm' })
  actuaOut?: string;
}

/** GET /timesheet/showException (revert): the reviewed exception's id. */
export class ShowExceptionQuery {
  @ApiProperty({ description: 'the reviewed exception’s id (its row’s id in the All Reviewed list)' })
  @IsUUID('all', { message: 'id must be a reviewed exception’s id' })
  id!: string;
}

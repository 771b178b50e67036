import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { PAYROLL_TEMPLATE_CODES } from '@rollcall/contracts';
import { PageQuery, toStringList } from '@rollcall/platform';

/** The most periods one call opens, closes, recalculates or exports. */
export const PERIODS_LIMIT = 100;
/** 100 years: further back than any pay period. */
export const MAX_DAYS_BACK = 36_600;

/** `days` of the period filter: a whole number of days back, `advance` (periods still to come), missing: all. */
function toDays({ value }: { value: unknown }): unknown {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '' || text.toLowerCase() === 'all') return undefined;
  if (text.toLowerCase() === 'advance') return 'advance';
  return /^\d+$/.test(text) ? Number(text) : text;
}

function isDaysFilter(value: unknown): boolean {
  return (
    value === 'advance' || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DAYS_BACK)
  );
}

const IsDaysFilter = () =>
  ValidateBy({
    name: 'daysFilter',
    validator: {
      validate: isDaysFilter,
      defaultMessage: () => `days must be a whole number of days from 0 to ${MAX_DAYS_BACK}, advance or all`,
    },
  });

/**
 * The Payroll Transfer table's query (POST /payrolltransfer/searchlist body, GET /api/payroll-transfers/search
 * query): a page of periods, searched and sorted, by `days`.
 */
export class PayrollTransferSearch extends PageQuery {
  @ApiPropertyOptional({
    type: String,
    example: '90',
    description:
      "periods ending at most this many days before today (90 'Recent 3 months', 365 'Recent year', 730 'Recent 2 years'); 'advance': the current period and those starting in the next 90 days ('Advance pay periods'); missing or 'all': every period",
  })
  @IsOptional()
  @Transform(toDays)
  @IsDaysFilter()
  days?: number | 'advance' | undefined;
}

/** Period ids: a JSON list, repeated form fields or one comma-joined value (the legacy `id` / `ids`). */
export class PeriodIdsRequest {
  @ApiProperty({ type: String, isArray: true, description: `pay period ids (at most ${PERIODS_LIMIT})` })
  @Transform(toStringList)
  @IsArray({ message: 'ids must be a list of pay period ids' })
  @ArrayNotEmpty({ message: 'ids must name at least one pay period' })
  @ArrayMaxSize(PERIODS_LIMIT, { message: `ids may name at most ${PERIODS_LIMIT} pay periods` })
  @IsUUID('all', { each: true, message: 'ids must be pay period ids' })
  ids!: string[];
}

/** `?ids=a,b`: pay period ids, comma-joined. */
export class PeriodIdsQuery {
  @ApiProperty({ type: String, description: `pay period ids, comma-joined (at most ${PERIODS_LIMIT})` })
  @Transform(toStringList)
  @IsArray({ message: 'ids must be pay period ids' })
  @ArrayNotEmpty({ message: 'ids must name at least one pay period' })
  @ArrayMaxSize(PERIODS_LIMIT, { message: `ids may name at most ${PERIODS_LIMIT} pay periods` })
  @IsUUID('all', { each: true, message: 'ids must be pay period ids, comma-joined' })
  ids!: string[];
}

export class PeriodOpenRequest extends PeriodIdsRequest {
  @ApiPropertyOptional({ description: 'why the periods are reopened (kept on their close and in their history)' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason?: string;
}

/** GET /payrolltransfer/exportCSV and exportAllowance: the legacy query, ids comma-joined. */
export class PayrollExportQuery {
  @ApiProperty({ type: String, description: `pay period ids, comma-joined (at most ${PERIODS_LIMIT})` })
  @Transform(toStringList)
  @IsArray({ message: 'id must name pay periods' })
  @ArrayNotEmpty({ message: 'id must name at least one pay period' })
  @ArrayMaxSize(PERIODS_LIMIT, { message: `id may name at most ${PERIODS_LIMIT} pay periods` })
  @IsUUID('all', { each: true, message: 'id must be pay period ids, comma-joined' })
  id!: string[];

  @ApiPropertyOptional({
    type: String,
    description: 'structure node ids, comma-joined: only the employees at or below them; missing or empty: everyone',
  })
  @IsOptional()
  @Transform(toStringList)
  @IsArray({ message: 'departmentIds must be structure node ids' })
  @ArrayMaxSize(1000, { message: 'departmentIds may name at most 1000 nodes' })
  @IsUUID('all', { each: true, message: 'departmentIds must be structure node ids, comma-joined' })
  departmentIds?: string[];

  @ApiPropertyOptional({
    enum: PAYROLL_TEMPLATE_CODES,
    description: "the template (one of the company's payrollTemplateExportCodes); missing: the company's first",
  })
  @IsOptional()
  @IsIn(PAYROLL_TEMPLATE_CODES, { message: `template must be one of ${PAYROLL_TEMPLATE_CODES.join(', ')}` })
  template?: string;
}

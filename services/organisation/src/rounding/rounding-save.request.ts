import { FormBoolean, FormList, FormText, OptionalText } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { RequiredText } from './required-text.js';
import type { RoundingRow } from './rounding-rules.js';

const NUMBER = /^-?\d+(\.\d+)?$/;

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMBER.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

/**
 * The rules as rows: from a JSON array, a form's `rules[0][fromTime]=…` (which arrives as an array, or as an
 * object keyed by index past qs's array limit) or a JSON string. Anything else is left for the validator.
 */
function rowsOf(value: unknown): unknown {
  let v = value;
  if (typeof v === 'string') {
    if (v.trim() === '') return [];
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return value;
    }
  }
  if (v === null) return [];
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const entries = Object.entries(v as Record<string, unknown>);
    if (!entries.every(([key]) => /^\d+$/.test(key))) return value;
    v = entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, row]) => row);
  }
  if (!Array.isArray(v)) return value;
  return v.map((row: unknown, index): RoundingRow | unknown => {
    if (!row || typeof row !== 'object') return row;
    const r = row as Record<string, unknown>;
    const order = r.orderNumber === undefined || r.orderNumber === '' ? index + 1 : numberOf(r.orderNumber);
    return { orderNumber: order, fromTime: numberOf(r.fromTime), toT: numberOf(r.toT), value: numberOf(r.value) };
  });
}

const isRow = (row: unknown): boolean =>
  !!row &&
  typeof row === 'object' &&
  ['orderNumber', 'fromTime', 'toT', 'value'].every((key) => Number.isFinite((row as Record<string, number>)[key]));

export class RoundingRowInput {
  @ApiPropertyOptional({ description: 'position in the table; rows are ordered by it (default: as sent)' })
  orderNumber!: number;
  @ApiProperty({ description: 'first minute of the hour, 0–60' }) fromTime!: number;
  @ApiProperty({ description: 'last minute of the hour, 0–60, greater than fromTime' }) toT!: number;
  @ApiProperty({ description: 'the minute the range rounds to, 0–60 (60: the next hour)' }) value!: number;
}

/** POST /roundingrules/save, form-encoded or JSON: without `id` a new rule set, with it that set replaced. */
export class RoundingSaveRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the rule set to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be an id' })
  id?: string | null;

  @ApiProperty({ description: 'required; unique in the company (case-insensitive)' })
  @RequiredText(100)
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500) description?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description: 'default true on create; kept when left out on edit',
  })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean | null;

  @ApiProperty({ type: RoundingRowInput, isArray: true, description: '1 to 20 rows' })
  @Transform(({ value }: { value: unknown }) => rowsOf(value))
  @ValidateBy({
    name: 'roundingRows',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every(isRow),
      defaultMessage: () => 'rules must be a list of rows, each with the numbers fromTime, toT and value',
    },
  })
  rules!: RoundingRow[];
}

export class RoundingDeleteRequest {
  @ApiProperty({ type: String, isArray: true, description: 'the rule sets to delete' })
  @FormList()
  @IsNotEmpty({ message: 'ids is required.' })
  @IsUUID('all', { each: true, message: 'ids must be a list of rounding rule ids' })
  ids!: string[];
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsOptional, IsUUID, Matches } from 'class-validator';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A list from JSON (an array) or a form (repeated fields, `employees[]`, or one comma-joined value). */
function toList({ value }: { value: unknown }): unknown {
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).map(trim);
  if (typeof value === 'string')
    return value
      .split(',')
      .map(trim)
      .filter((v) => v !== '');
  return value;
}

function trim(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** YYYY-MM-DD, also accepting the DD-MM-YYYY the legacy global forms send. */
function toIsoDate({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const legacy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  return legacy ? `${legacy[3]}-${legacy[2]}-${legacy[1]}` : value.trim();
}

function toBoolean({ value }: { value: unknown }): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** The timesheet's Recalculate (spec 001 §7): a pay period and the employee(s) on the timesheet. */
export class RecalculateTimeSheetBody {
  @ApiProperty({ description: 'the pay period id (GET /api/pay-periods)' })
  @IsUUID('all', { message: 'payrollTransferId must be a pay period id' })
  payrollTransferId!: string;

  @ApiProperty({ type: String, isArray: true, description: 'employee ids; a form may repeat or comma-join them' })
  @Transform(toList)
  @IsArray({ message: 'employees must be a list of employee ids' })
  @ArrayNotEmpty({ message: 'employees must name at least one employee' })
  @ArrayMaxSize(10_000, { message: 'employees may name at most 10000 employees' })
  @IsUUID('all', { each: true, message: 'employees must be a list of employee ids' })
  employees!: string[];
}

/**
 * The global Recalculate (spec 002 §3, §5): employees or departments, and a date range (or a pay period's dates).
 */
export class RecalculateBody {
  @ApiPropertyOptional({ description: 'a pay period id: its dates are the range when no startDate/endDate is given' })
  @IsOptional()
  @IsUUID('all', { message: 'payrollTransferId must be a pay period id' })
  payrollTransferId?: string;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'employee ids' })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'employees must be a list of employee ids' })
  @ArrayMaxSize(10_000, { message: 'employees may name at most 10000 employees' })
  @IsUUID('all', { each: true, message: 'employees must be a list of employee ids' })
  employees?: string[];

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    description: 'structure node ids: every active employee at or below them',
  })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'departments must be a list of structure node ids' })
  @ArrayMaxSize(1000, { message: 'departments may name at most 1000 nodes' })
  @IsUUID('all', { each: true, message: 'departments must be a list of structure node ids' })
  departments?: string[];

  @ApiPropertyOptional({ description: 'first day, YYYY-MM-DD (DD-MM-YYYY accepted)' })
  @IsOptional()
  @Transform(toIsoDate)
  @Matches(LOCAL_DATE, { message: 'startDate must be a date as YYYY-MM-DD' })
  startDate?: string;

  @ApiPropertyOptional({ description: 'last day, YYYY-MM-DD (DD-MM-YYYY accepted)' })
  @IsOptional()
  @Transform(toIsoDate)
  @Matches(LOCAL_DATE, { message: 'endDate must be a date as YYYY-MM-DD' })
  endDate?: string;

  @ApiPropertyOptional({ description: 'sent by the legacy form; which of employees or departments is used' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'byEmployee must be true or false' })
  byEmployee?: boolean;
}

export class RecalculateAnswer {
  @ApiProperty({
    description: "'Recalculate completed.' (done now) or 'Request submitted. It can take a while' (queued, 202)",
  })
  message!: string;
}

/** GET /api/timesheet/recalculate/today: one employee, or (none given) every Active employee the caller reaches. */
export class RecalculateTodayQuery {
  @ApiPropertyOptional({ description: 'the employee (absent: every Active employee the caller reaches)' })
  @IsOptional()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

/** A payroll transfer row (spec 002 §3): one pay period of one pay group. */
export class PayPeriodAnswer {
  @ApiProperty({ description: 'the pay period id; the payrollTransferId of recalculate calls' }) id!: string;
  @ApiProperty() periodCode!: string;
  @ApiProperty({ description: 'first day, YYYY-MM-DD' }) fromDate!: string;
  @ApiProperty({ description: 'last day, YYYY-MM-DD' }) toDate!: string;
  @ApiProperty() isClosed!: boolean;
  @ApiProperty() isExported!: boolean;
  @ApiProperty() paygroupId!: string;
  @ApiProperty() paygroupName!: string;
}

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

export class PayPeriodIdParams {
  @ApiProperty() @IsUUID('all', { message: 'id must be a pay period id' }) id!: string;
}

export class PayPeriodChangeBody {
  @ApiPropertyOptional({ description: 'why the period is closed or reopened (kept in its history)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsLocalDate } from '@rollcall/platform';
import { IsIn, IsOptional } from 'class-validator';

/** ?dryRun=true: read and check the file, answer what it would do, write nothing; ?balanceDate: the balances' day. */
export class LeaveBalanceImportQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: nothing is written' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';

  @ApiPropertyOptional({
    example: '2026-11-22',
    description: 'the day the balances stand on (YYYY-MM-DD); default today in the company’s zone',
  })
  @IsOptional()
  @IsLocalDate({ message: 'balanceDate must be a date written YYYY-MM-DD' })
  balanceDate?: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { PageQuery } from '@rollcall/platform';
import { IsIn, IsOptional, Matches } from 'class-validator';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The time approvals list (spec 001 §2): status, a date range or a period, and the table's paging. */
export class TimeApprovalListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['Approved', 'Unapproved'], description: 'absent: both' })
  @IsOptional()
  @IsIn(['Approved', 'Unapproved'], { message: 'status must be Approved or Unapproved' })
  status?: 'Approved' | 'Unapproved';

  @ApiPropertyOptional({ description: 'first day, YYYY-MM-DD (default: yesterday)' })
  @IsOptional()
  @Matches(LOCAL_DATE, { message: 'startDate must be a date as YYYY-MM-DD' })
  startDate?: string;

  @ApiPropertyOptional({ description: 'last day, YYYY-MM-DD (default: today)' })
  @IsOptional()
  @Matches(LOCAL_DATE, { message: 'endDate must be a date as YYYY-MM-DD' })
  endDate?: string;

  @ApiPropertyOptional({
    enum: ['Current', 'Previous'],
    description: 'each employee’s pay period around today, or the one before; overrides the dates',
  })
  @IsOptional()
  @IsIn(['Current', 'Previous'], { message: 'period must be Current or Previous' })
  period?: 'Current' | 'Previous';
}

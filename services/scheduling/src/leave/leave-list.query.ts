import { ApiPropertyOptional } from '@nestjs/swagger';
import { FormText, IsLocalDate, PageQuery } from '@rollcall/platform';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

/** GET /api/leaves: the leaves list's search (spec 001 §2: date range and status) and its page. */
export class LeaveListQuery extends PageQuery {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: ['Pending', 'Approved', 'Declined', 'Cancelled'],
    description: 'default all',
  })
  @FormText()
  @IsOptional()
  @IsIn(['Pending', 'Approved', 'Declined', 'Cancelled'], {
    message: 'status must be Pending, Approved, Declined or Cancelled',
  })
  status?: 'Pending' | 'Approved' | 'Declined' | 'Cancelled' | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'leave ending on or after this day (YYYY-MM-DD)' })
  @FormText()
  @IsOptional()
  @IsLocalDate()
  startDate?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'leave starting on or before this day (YYYY-MM-DD)',
  })
  @FormText()
  @IsOptional()
  @IsLocalDate()
  endDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'one employee’s leave' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId?: string | null;
}

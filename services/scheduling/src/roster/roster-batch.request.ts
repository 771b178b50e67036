import { FormList, FormText, IsLocalDate } from '@rollcall/platform';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';

/** The most employees one Add Shift to Employees takes. */
export const BATCH_EMPLOYEES_MAX = 1000;

/** POST /standardshifts/batchScheduleRule: Add Shift to Employees (spec 001 §5: Date and Employees required). */
export class RosterBatchRequest {
  @ApiProperty({ description: 'the shift definition' })
  @FormText()
  @IsUUID('all', { message: 'id must be a shift id' })
  id!: string;

  @ApiProperty({ type: [String], description: 'JSON array, repeated form keys or comma-joined' })
  @FormList()
  @IsArray({ message: 'Please select employees.' })
  @ArrayMinSize(1, { message: 'Please select employees.' })
  @ArrayMaxSize(BATCH_EMPLOYEES_MAX, { message: `at most ${BATCH_EMPLOYEES_MAX} employees at once` })
  @IsUUID('all', { each: true, message: 'employeeIds must be employee ids' })
  employeeIds!: string[];

  @ApiProperty({ example: '2026-11-25' })
  @FormText()
  @IsLocalDate({ message: 'Please select a date.' })
  batchStartDate!: string;
}

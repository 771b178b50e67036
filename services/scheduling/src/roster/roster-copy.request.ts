import { FormList, FormText, IsLocalDate } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsUUID } from 'class-validator';

/** POST /standardshifts/copyScheduleRule: Copy Roster (spec 001 §5 window rule). */
export class RosterCopyRequest {
  @ApiPropertyOptional({ type: [String], description: 'structure nodes, comma-joined; none: every position' })
  @FormList()
  @IsOptional()
  @IsArray({ message: 'departments must be structure node ids' })
  @IsUUID('all', { each: true, message: 'departments must be structure node ids' })
  departments?: string[];

  @ApiProperty({ example: '2026-11-23', description: 'first day copied' })
  @FormText()
  @IsLocalDate({ message: 'Please select the dates to copy from.' })
  fromDate!: string;

  @ApiProperty({ example: '2026-11-29', description: 'last day copied' })
  @FormText()
  @IsLocalDate({ message: 'Please select the dates to copy from.' })
  endDate!: string;

  @ApiProperty({ example: '2026-11-30', description: 'the paste-to date: the first copied day lands here' })
  @FormText()
  @IsLocalDate({ message: 'Please select the date to paste to.' })
  beginDate!: string;
}

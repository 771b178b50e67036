import { FormText } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, Matches } from 'class-validator';
import { ShiftBreak, ShiftColour, ShiftLabel } from './shift-fields.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST /standardshifts/newShift, JSON or form-encoded (spec 001 §7 "Create shift"). */
export class ShiftCreateRequest {
  @ApiProperty({ description: 'the position (structure node) the shift is for' })
  @FormText()
  @IsUUID('all', { message: 'Position is required.' })
  departmentId!: string;

  @ApiProperty({ example: '09:00' })
  @FormText()
  @Matches(HH_MM, { message: 'Start Time is required (HH:mm).' })
  startTime!: string;

  @ApiProperty({ example: '17:00' })
  @FormText()
  @Matches(HH_MM, { message: 'End Time is required (HH:mm).' })
  endTime!: string;

  @ApiPropertyOptional({ enum: ['Previous', 'Today'], nullable: true, description: 'default Today' })
  @FormText()
  @IsOptional()
  @IsIn(['Previous', 'Today'], { message: 'startTimeType must be Previous or Today' })
  startTimeType?: 'Previous' | 'Today' | null;

  @ApiPropertyOptional({ enum: ['Today', 'NextDay'], nullable: true, description: 'default Today' })
  @FormText()
  @IsOptional()
  @IsIn(['Today', 'NextDay'], { message: 'endTimeType must be Today or NextDay' })
  endTimeType?: 'Today' | 'NextDay' | null;

  @ShiftColour() colorCode?: string | null;
  @ShiftLabel() labelName?: string | null;
  @ShiftBreak() breakTime?: number | null;
}

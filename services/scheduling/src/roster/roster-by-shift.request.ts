import { FormText, IsLocalDate } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

/** What handleScheduleByShift does to the days a shift definition was placed on. */
export const BY_SHIFT_ACTIONS = ['update', 'delete'] as const;
export type ByShiftAction = (typeof BY_SHIFT_ACTIONS)[number];

/**
 * POST /standardshifts/handleScheduleByShift (spec 001 §7: path only; designed here): after a shift definition is
 * edited or deleted, brings the roster's days it was placed on in line with it.
 */
export class RosterByShiftRequest {
  @ApiProperty({ description: 'the shift definition (for delete it may be deleted already)' })
  @FormText()
  @IsUUID('all', { message: 'id must be a shift id' })
  id!: string;

  @ApiPropertyOptional({
    enum: BY_SHIFT_ACTIONS,
    nullable: true,
    description:
      'update (default): its sections take the shift’s colour, label and break; delete: its sections are taken off the days',
  })
  @FormText()
  @IsOptional()
  @IsIn(BY_SHIFT_ACTIONS, { message: 'action must be update or delete' })
  action?: ByShiftAction | null;

  @ApiPropertyOptional({ example: '2026-11-23', description: 'first day changed; default: each employee’s today' })
  @FormText()
  @IsOptional()
  @IsLocalDate({ message: 'fromDate must be a date written YYYY-MM-DD' })
  fromDate?: string | null;

  @ApiPropertyOptional({ example: '2027-01-17', description: 'last day changed; default: every later day' })
  @FormText()
  @IsOptional()
  @IsLocalDate({ message: 'toDate must be a date written YYYY-MM-DD' })
  toDate?: string | null;
}

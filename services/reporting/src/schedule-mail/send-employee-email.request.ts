import { ApiPropertyOptional } from '@nestjs/swagger';
import { FormList, FormText } from '@rollcall/platform';
import { ScheduleRange } from '../weekly-schedule/schedule-range.js';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';

/**
 * POST /standardshifts/sendEmployeeEmail, JSON or form-encoded (spec 001 §7): one employee (`employeeId`), or all
 * the caller reaches, of the chosen structure nodes when `departmentId` names some.
 */
export class SendEmployeeEmailRequest extends ScheduleRange {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'one employee: only they get their week' })
  @IsOptional()
  @FormText()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId?: string | null;

  @ApiPropertyOptional({
    type: [String],
    description: 'Send All: structure nodes (comma-joined or a list; those beneath them count too); none: everyone',
  })
  @IsOptional()
  @FormList()
  @IsArray({ message: 'departmentId must be a list of structure node ids' })
  @ArrayMaxSize(500, { message: 'departmentId may name at most 500 structure nodes' })
  @IsUUID('all', { each: true, message: 'departmentId must be structure node ids' })
  departmentId?: string[];
}

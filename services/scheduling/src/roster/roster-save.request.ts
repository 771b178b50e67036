import { FormBoolean, FormText, IsLocalDate } from '@rollcall/platform';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { RosterDayRequest } from './roster-day.request.js';

/**
 * POST /standardshifts/newSave: one change to one roster day (the target `employeeId` and `ruleDate`):
 * - `baseShiftWorksectionId`: add that shift definition;
 * - `workSectionId` with `sourceEmployeeId` and `sourceRuleDate`: move that section there (with `copy`: copy it);
 * - `delFlag` with `workSectionId`: delete that section of the day.
 */
export class RosterSaveRequest extends RosterDayRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the shift definition to add' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'baseShiftWorksectionId must be a shift id' })
  baseShiftWorksectionId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the section to move, copy or delete' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'workSectionId must be a section id' })
  workSectionId?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'true: delete workSectionId from the day' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'delFlag must be true or false' })
  delFlag?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the employee the moved section is on' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'sourceEmployeeId must be an employee id' })
  sourceEmployeeId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the date the moved section is on' })
  @FormText()
  @IsOptional()
  @IsLocalDate({ message: 'sourceRuleDate must be a date written YYYY-MM-DD' })
  sourceRuleDate?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'with a source: copy instead of move' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'copy must be true or false' })
  copy?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'legacy flag of an unsaved day; ignored' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'virtual must be true or false' })
  virtual?: boolean | null;
}

import { FormBoolean, FormText } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ALLOWANCE_CALCULATION_TYPES, SKILL_NAME_MAX } from './skill-rules.js';
import type { SkillAllowanceCalculation } from '@rollcall/contracts';

/** POST /api/skills/save, JSON or form-encoded: `id` edits that skill, else a new one is created. */
export class SkillSaveRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the skill to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be a skill id' })
  id?: string | null;

  @ApiProperty()
  @FormText()
  @IsString({ message: 'name is required.' })
  @MaxLength(SKILL_NAME_MAX, { message: `name must be at most ${SKILL_NAME_MAX} characters` })
  name!: string;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'edit only: a new skill always starts active' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'an allowance pay type (isAllowance); blank: none',
  })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'payTypeId must be a pay type id' })
  payTypeId?: string | null;

  @ApiProperty({ enum: ALLOWANCE_CALCULATION_TYPES })
  @FormText()
  @IsIn(ALLOWANCE_CALCULATION_TYPES, {
    message: 'allowanceCalculationType is required: one of eitherOnePerShift, hoursWorkedForDay, hoursWorkedForShift.',
  })
  allowanceCalculationType!: SkillAllowanceCalculation;
}

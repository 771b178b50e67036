import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';
import { ALLOWANCE_CALCULATION_TYPES } from './skill-rules.js';

/** The skills area's refusals: `message` is the code, `detail` the text. */
export const SKILL_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: 'Warning: Name has existed.' },
  invalidPayType: {
    status: HttpStatus.BAD_REQUEST,
    text: 'The allowance must be one of the company’s active pay types flagged as an allowance.',
  },
} as const;

export class SkillPayType {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

/** One skill of GET /api/skills and GET /api/skills/{id}. */
export class SkillAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() active!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) payTypeId!: string | null;
  @ApiPropertyOptional({ type: SkillPayType, nullable: true }) payType!: SkillPayType | null;
  @ApiProperty({ enum: ALLOWANCE_CALCULATION_TYPES }) allowanceCalculationType!: string;
}

export class SkillPage extends PageAnswer(SkillAnswer, 'SkillPage') {}

export class SkillSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the saved skill’s id' }) id!: string;
}

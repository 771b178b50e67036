import { PageAnswer } from '@rollcall/platform';
import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RoundingRowInput } from './rounding-save.request.js';

/** The rounding answer codes (spec 002 §8): `message` is the code, `detail` the spec's text. */
export const ROUNDING_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: 'Warning: Name has existed.' },
  noRules: { status: HttpStatus.BAD_REQUEST, text: 'Warning: Please set the Rounding Rules.' },
  tooManyRules: { status: HttpStatus.BAD_REQUEST, text: 'Warning: Rounding Rules cannot exceed 20.' },
  toNotAfterFrom: { status: HttpStatus.BAD_REQUEST, text: 'Warning: Rounding rules "To" must be greater than "From".' },
  outOfRange: { status: HttpStatus.BAD_REQUEST, text: 'Warning: Rounding Rule must be between 0 and 60.' },
  overlap: { status: HttpStatus.BAD_REQUEST, text: 'Warning: Rounding rules cannot overlap.' },
  notFound: { status: HttpStatus.NOT_FOUND, text: 'Warning: The rounding rule does not exist.' },
} as const;

/** One row of GET /api/time-roundings. */
export class RoundingListRow {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() active!: boolean;
}

/** GET /api/time-roundings/{id}: the form's fields. */
export class RoundingDetail extends RoundingListRow {
  @ApiProperty({ type: RoundingRowInput, isArray: true, description: 'ordered by orderNumber' })
  rules!: RoundingRowInput[];
}

export class RoundingSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the saved rule set' }) id!: string;
}

/** A refused delete: the rule sets still used by employees, structure nodes or the company. */
export class RoundingInUse {
  @ApiProperty({ example: 'usedRoundings' }) message!: string;
  @ApiProperty({ type: String, isArray: true, description: 'the names of the rule sets in use' })
  usedRoundings!: string[];
}

export class RoundingPage extends PageAnswer(RoundingListRow, 'RoundingPage') {}

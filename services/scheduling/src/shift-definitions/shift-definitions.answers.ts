import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';

/** The shift definitions' refusals: `message` is the code, `detail` the text. */
export const SHIFT_ANSWERS = {
  endNotLater: { status: HttpStatus.BAD_REQUEST, text: 'End Time must be later than Start Time!' },
  breakTooLong: { status: HttpStatus.BAD_REQUEST, text: 'The break must be shorter than the shift.' },
  noPosition: { status: HttpStatus.NOT_FOUND, text: 'The position does not exist.' },
  notFound: { status: HttpStatus.NOT_FOUND, text: 'The shift does not exist.' },
} as const;

export class ShiftDepartment {
  @ApiProperty() id!: string;
  @ApiProperty() departmentName!: string;
}

/** A shift definition (spec 001 §3 ShiftDefinition). */
export class ShiftDefinitionAnswer {
  @ApiProperty() id!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) labelName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) colorCode!: string | null;
  @ApiProperty({ type: ShiftDepartment }) department!: ShiftDepartment;
  @ApiProperty({ example: '09:00' }) startTime!: string;
  @ApiProperty({ example: '17:00' }) endTime!: string;
  @ApiProperty({ enum: ['Previous', 'Today'] }) startTimeType!: 'Previous' | 'Today';
  @ApiProperty({ enum: ['Today', 'NextDay'] }) endTimeType!: 'Today' | 'NextDay';
  @ApiProperty({ description: 'minutes' }) breakTime!: number;
}

export class ShiftDefinitionPage extends PageAnswer(ShiftDefinitionAnswer, 'ShiftDefinitionPage') {}

export class ShiftSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the shift’s id' }) id!: string;
}

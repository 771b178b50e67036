import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AnswerCode } from '@rollcall/platform';

/** The pay card calls' refusals: `message` is the code, `detail` the text (spec 001 §8 "Pay card"). */
export const PAY_CARD_ANSWERS = {
  noEmployee: { status: HttpStatus.NOT_FOUND, text: 'No Employee!' },
  repeatcode: { status: HttpStatus.BAD_REQUEST, text: 'Can Not repeat PayType!' },
  repeatProject: { status: HttpStatus.BAD_REQUEST, text: 'Duplicate pay component, please check again!!' },
  fileWithoutProject: { status: HttpStatus.BAD_REQUEST, text: 'Please select a project for the manual entry!' },
  WrongFileFormat: { status: HttpStatus.BAD_REQUEST, text: 'Only .jpg or .pdf file are supported!' },
  fileTooLarge: { status: HttpStatus.PAYLOAD_TOO_LARGE, text: 'The file is larger than 5 MB.' },
  noFile: { status: HttpStatus.BAD_REQUEST, text: 'Attach one file, in the part named file.' },
  unreadable: { status: HttpStatus.BAD_REQUEST, text: 'The upload could not be read.' },
  noPayCard: { status: HttpStatus.NOT_FOUND, text: 'The pay card does not exist.' },
  noDetail: { status: HttpStatus.NOT_FOUND, text: 'The pay detail does not exist.' },
  notManual: { status: HttpStatus.CONFLICT, text: 'Only a manually added pay detail can be deleted.' },
  periodClosed: {
    status: HttpStatus.CONFLICT,
    text: "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
  },
} as const satisfies Record<string, AnswerCode>;

export type PayCardRefusal = keyof typeof PAY_CARD_ANSWERS;

/** One line of a pay card (spec 001 §3 PayCard Detail). */
export class PayCardDetailAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() payTypeId!: string;
  @ApiProperty() payTypeName!: string;
  @ApiProperty() payTypeCode!: string;
  @ApiProperty({ description: 'hours for a pay type paid by time, a count for one paid by the unit; 2 decimals' })
  units!: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) effUnits!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) notes!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the project (isCalderStewart)' })
  projectId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'who last changed it' })
  modifiedId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) modifiedName!: string | null;
  @ApiProperty({ description: 'added by hand: may be deleted' }) manualAdd!: boolean;
}

/** An employee's pay card for a period (spec 001 §3 PayCard); `id` null while nothing is saved. */
export class PayCardAnswer {
  @ApiPropertyOptional({ type: String, nullable: true }) id!: string | null;
  @ApiProperty() employeeId!: string;
  @ApiProperty() employeeName!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) fromDate!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) toDate!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) description!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the attached file’s name' })
  attachmentName!: string | null;
  @ApiProperty({ description: 'whether a pay period the card touches is closed (then it cannot change)' })
  closed!: boolean;
  @ApiProperty({ type: PayCardDetailAnswer, isArray: true }) details!: PayCardDetailAnswer[];
}

export class PayCardSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ type: PayCardAnswer }) payCard!: PayCardAnswer;
}

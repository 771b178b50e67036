import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormText, IsLocalDate, OptionalText } from '@rollcall/platform';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';

/** The most lines a pay card holds. */
export const PAY_CARD_LINES_MAX = 100;

/**
 * One of save's parallel arrays: a JSON array, repeated form keys (`units=1&units=2`, or `units[]=`), or a single
 * value for a one-line card. Blank items stay (a new line has a blank id), and a value is never split at commas
 * (a note may hold one).
 */
const ParallelList = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return undefined;
    const items = Array.isArray(value) ? (value as unknown[]) : [value];
    return items.map((item) => (typeof item === 'string' ? item.trim() : item));
  });

const parallel = (description: string) =>
  ApiPropertyOptional({ type: [String], description: `${description}; one item per line, in the same order` });

/** The card of an employee and period. */
export class PayCardRequest {
  @ApiProperty({ type: String, description: 'the employee (none, or not the company’s: noEmployee)' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId?: string | null;

  @ApiProperty({ example: '2026-11-16', description: 'the period’s first day' })
  @FormText()
  @IsLocalDate({ message: 'fromDate must be a date written YYYY-MM-DD' })
  fromDate!: string;

  @ApiProperty({ example: '2026-11-22', description: 'the period’s last day' })
  @FormText()
  @IsLocalDate({ message: 'toDate must be a date written YYYY-MM-DD' })
  toDate!: string;
}

/**
 * POST /paycard/save (spec 001 §7): the card's description and its lines as parallel arrays; a line with a blank
 * id is new, one with an id is changed; lines left out stay as they are (deletePayCardDetails deletes one). JSON,
 * form-encoded, or multipart with an attachment in the part `file` (.jpg or .pdf, at most 5 MB).
 */
export class PayCardSaveRequest extends PayCardRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the card’s id (blank: the period’s card)' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be a pay card id' })
  id?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText(500)
  description?: string | null;

  @parallel('the lines’ ids (blank for a new line)')
  @ParallelList()
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PAY_CARD_LINES_MAX, { message: `a pay card holds at most ${PAY_CARD_LINES_MAX} lines` })
  payCardDetailIdIds?: unknown[];

  @parallel('pay type ids')
  @ParallelList()
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PAY_CARD_LINES_MAX, { message: `a pay card holds at most ${PAY_CARD_LINES_MAX} lines` })
  payTypeIds?: unknown[];

  @parallel('units, at most 2 decimals (hours for a pay type paid by time)')
  @ParallelList()
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PAY_CARD_LINES_MAX, { message: `a pay card holds at most ${PAY_CARD_LINES_MAX} lines` })
  units?: unknown[];

  @parallel('effective units (blank: none)')
  @ParallelList()
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PAY_CARD_LINES_MAX, { message: `a pay card holds at most ${PAY_CARD_LINES_MAX} lines` })
  effUnits?: unknown[];

  @parallel('notes')
  @ParallelList()
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PAY_CARD_LINES_MAX, { message: `a pay card holds at most ${PAY_CARD_LINES_MAX} lines` })
  notes?: unknown[];

  @parallel('projects, with isCalderStewart (blank: none)')
  @ParallelList()
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PAY_CARD_LINES_MAX, { message: `a pay card holds at most ${PAY_CARD_LINES_MAX} lines` })
  projectIds?: unknown[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'why the card is changed (kept in its history)' })
  @OptionalText(500)
  reason?: string | null;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'an attachment: .jpg or .pdf' })
  file?: unknown;
}

/** POST /paycard/deletePayCardDetails (spec 001 §7): one manually added line of a card. */
export class PayCardDetailDeleteRequest {
  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'payCardId must be a pay card id' })
  payCardId!: string;

  @ApiProperty({ description: 'the line (spelled so by the spec)' })
  @FormText()
  @IsUUID('all', { message: 'payPayCardDetailId must be a pay detail id' })
  payPayCardDetailId!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'why the line is deleted (kept in its history)' })
  @OptionalText(500)
  reason?: string | null;
}

import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_SHEET_ROWS, MAX_XLS_BYTES, MAX_XLSX_BYTES } from './schedule-workbook.js';

const MB = 1024 * 1024;

/** The schedule import's refusals (spec 002 §8 "Imports"): `message` is the code, `detail` the text. */
export const SCHEDULE_IMPORT_ANSWERS = {
  noFile: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Please choose an .xls or .xlsx file (multipart part "uploadFile").',
  },
  badFileType: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, text: 'The schedule file must be an .xls or .xlsx file.' },
  modelerror: { status: HttpStatus.BAD_REQUEST, text: 'Template format error.' },
  oversizedFile: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    text: `The schedule file is too large: an .xlsx of at most ${MAX_XLSX_BYTES / MB} MB that unpacks to at most 50 MB in 500 parts, an .xls of at most ${MAX_XLS_BYTES / MB} MB, at most ${MAX_SHEET_ROWS - 1} rows.`,
  },
} as const;

export class RefusedScheduleRow {
  @ApiProperty({ description: 'the sheet’s row number' }) row!: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) clockId!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) date!: string | null;
  @ApiProperty() reason!: string;
}

/** POST /schedule/uploadExl: what the file did (or, with dryRun, would do). */
export class ScheduleImportAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'true: nothing was written' }) dryRun!: boolean;
  @ApiProperty({ description: 'rows whose day was written (or would be, on a dry run)' }) imported!: number;
  @ApiProperty({ description: 'rows whose day already stood as the file says: not written again' })
  unchanged!: number;
  @ApiProperty({ description: 'employee-days written (or would be)' }) days!: number;
  @ApiProperty({ type: RefusedScheduleRow, isArray: true }) refused!: RefusedScheduleRow[];
}

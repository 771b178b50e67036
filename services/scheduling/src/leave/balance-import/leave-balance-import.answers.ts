import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_SHEET_ROWS, MAX_XLS_BYTES, MAX_XLSX_BYTES } from '../../schedule-import/schedule-workbook.js';

const MB = 1024 * 1024;

/** The leave balance import's and settings' answers (spec 002 §8): `message` is the code, `detail` the text. */
export const LEAVE_BALANCE_IMPORT_ANSWERS = {
  noSetting: {
    status: HttpStatus.CONFLICT,
    text: 'The import format has NOT been set up. Please contact our support team.',
  },
  noFile: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Please choose an .xls, .xlsx or .csv file (multipart part "leavebalanceExcelFile").',
  },
  badFileType: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    text: 'The leave balance file must be an .xls, .xlsx or .csv file.',
  },
  unreadable: { status: HttpStatus.BAD_REQUEST, text: 'Failed to import Leave Balance.' },
  oversizedFile: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    text: `The leave balance file is too large: an .xlsx or .csv of at most ${MAX_XLSX_BYTES / MB} MB (an .xlsx unpacking to at most 50 MB in 500 parts), an .xls of at most ${MAX_XLS_BYTES / MB} MB, at most ${MAX_SHEET_ROWS - 1} rows.`,
  },
  payTypeNotFound: { status: HttpStatus.NOT_FOUND, text: 'The pay type does not exist.' },
  notLeaveType: { status: HttpStatus.BAD_REQUEST, text: 'Only leave pay types can be mapped: {type}.' },
  repeatedType: { status: HttpStatus.BAD_REQUEST, text: 'A pay type can be chosen once per setting: {type}.' },
  noPayType: { status: HttpStatus.BAD_REQUEST, text: 'Choose at least one leave pay type.' },
} as const;

export const LEAVE_BALANCE_UPLOADED = 'Leave Balance upload successfully.';
export const LEAVE_BALANCE_SETTINGS_SAVED = 'Leave balance settings are updated successfully.';
export const LEAVE_BALANCE_SETTINGS_TIP = "Columns start from 0 and combined columns are separated by '#'.";

/** The persistent warning of an upload whose pay IDs match no employee. */
export const unmatchedWarning = (payIds: readonly string[]): string =>
  `The file is uploaded, but these PAYIDs cannot be loaded: ${payIds.join(', ')}. Please check the file format or contact our support team.`;

export class RefusedBalanceRowAnswer {
  @ApiProperty({ description: 'the sheet’s row number (from 1)' }) row!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) payId!: string | null;
  @ApiProperty() reason!: string;
}

/** POST /api/leave-balance/upload: what the file did (or, with dryRun, would do). */
export class LeaveBalanceUploadAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ example: LEAVE_BALANCE_UPLOADED }) detail!: string;
  @ApiProperty({ description: 'true: nothing was written' }) dryRun!: boolean;
  @ApiProperty({ description: 'the day the balances stand on (YYYY-MM-DD)' }) balanceDate!: string;
  @ApiProperty({ description: 'balances written (or that would be): new or changed' }) imported!: number;
  @ApiProperty({ description: 'balances already as the file says: not written again' }) unchanged!: number;
  @ApiProperty({ type: String, isArray: true, description: 'pay IDs of the file no employee of the company has' })
  unmatchPayid!: string[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the warning to keep on screen, when any' })
  warning!: string | null;
  @ApiProperty({ type: RefusedBalanceRowAnswer, isArray: true }) refused!: RefusedBalanceRowAnswer[];
}

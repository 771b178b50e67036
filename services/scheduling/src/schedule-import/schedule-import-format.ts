import { isLocalDate, minutesOfDay, type ScheduleSection, sectionSpan, sectionsOverlap } from '@rollcall/contracts';
import type { SheetCell } from './schedule-workbook.js';

/**
 * The schedule import template (docs/api.md "Schedule import"): the first worksheet, a header row, then one row per
 * work section. Rows of the same Clock ID and Date are that day's sections; a day in the file replaces the
 * employee's schedule of that date. Headers are matched ignoring case, spaces and order.
 */
export const SCHEDULE_IMPORT_COLUMNS = [
  { key: 'clockId', header: 'Clock ID', required: true, example: 1001 },
  { key: 'employee', header: 'Employee', required: false, example: 'Ana Lopez' },
  { key: 'date', header: 'Date', required: true, example: '2026-12-01' },
  { key: 'offDay', header: 'Off Day', required: false, example: 'No' },
  { key: 'schIn', header: 'Sch In', required: true, example: '09:00' },
  { key: 'schOut', header: 'Sch Out', required: true, example: '17:00' },
  { key: 'previousDay', header: 'Previous Day', required: false, example: 'No' },
  { key: 'nextDay', header: 'Next Day', required: false, example: 'No' },
  { key: 'break', header: 'Break', required: false, example: 30 },
] as const;

type ColumnKey = (typeof SCHEDULE_IMPORT_COLUMNS)[number]['key'];

/** Rows of the example file served beside the template (besides the header). */
export const SCHEDULE_IMPORT_EXAMPLE_ROWS: SheetCell[][] = [
  [1001, 'Ana Lopez', '2026-12-01', 'No', '09:00', '13:00', 'No', 'No', 0],
  [1001, 'Ana Lopez', '2026-12-01', 'No', '14:00', '18:00', 'No', 'No', 0],
  [1002, 'Ben Ngata', '2026-12-01', 'No', '22:00', '06:00', 'No', 'Yes', 30],
  [1002, 'Ben Ngata', '2026-12-02', 'Yes', '', '', '', '', ''],
];

export const IMPORT_ROW_TEXTS = {
  clockId: 'Clock ID must be a whole number.',
  date: 'Date must be a date written YYYY-MM-DD.',
  flag: (header: string) => `${header} must be Yes or No.`,
  schIn: 'Sch In must be a time written HH:mm.',
  schOut: 'Sch Out must be a time written HH:mm.',
  schOutNotLater: 'Sch Out must be later than Sch In!',
  break: 'Break must be a number of minutes shorter than the section.',
  offDayHasTimes: 'This is offday, cannot create rule!',
  offDayMixed: 'The day is an off day on one row and has sections on another.',
  timeclash: 'Warning: Scheduling conflicts!',
  unknownClockId: (clockId: number) => `No employee of the company has Clock ID ${clockId}.`,
} as const;

/** One sheet row as read: a section, or the day off, of one employee's date. */
export interface ScheduleImportRow {
  row: number;
  clockId: number;
  date: string;
  offDay: boolean;
  section: ScheduleSection | null;
}

export interface RefusedImportRow {
  row: number;
  clockId: number | null;
  date: string | null;
  reason: string;
}

export type ScheduleSheet =
  { ok: true; rows: ScheduleImportRow[]; refused: RefusedImportRow[] } | { ok: false; problem: string };

/** Where the template's columns are in the sheet: the first non-blank row is the header. */
export interface ScheduleSheetHeader {
  row: number;
  columns: Map<ColumnKey, number>;
}

/**
 * The sheet's header, or the problem that makes the file not the template (no header row holding every required
 * column): such a file imports nothing.
 */
export function readScheduleHeader(table: readonly SheetCell[][]): ScheduleSheetHeader | { problem: string } {
  const headerIndex = table.findIndex((row) => row.some((cell) => text(cell) !== ''));
  if (headerIndex < 0) return { problem: 'the sheet is empty' };
  const columns = columnsOf(table[headerIndex] ?? []);
  const missing = SCHEDULE_IMPORT_COLUMNS.filter((c) => c.required && columns.get(c.key) === undefined);
  if (missing.length) return { problem: `missing columns: ${missing.map((c) => c.header).join(', ')}` };
  return { row: headerIndex + 1, columns };
}

/**
 * The data rows of table[from, to) read by the template: each a section, an off day, or refused with its reason.
 * Blank rows are skipped. The caller reads a long sheet in slices.
 */
export function readScheduleRows(
  table: readonly SheetCell[][],
  header: ScheduleSheetHeader,
  from: number,
  to: number,
): { rows: ScheduleImportRow[]; refused: RefusedImportRow[] } {
  const rows: ScheduleImportRow[] = [];
  const refused: RefusedImportRow[] = [];
  for (let i = Math.max(from, header.row); i < Math.min(to, table.length); i++) {
    const cells = table[i] ?? [];
    const cell = (key: ColumnKey): SheetCell => {
      const at = header.columns.get(key);
      return at === undefined ? null : (cells[at] ?? null);
    };
    if (SCHEDULE_IMPORT_COLUMNS.every((c) => text(cell(c.key)) === '')) continue;
    const read = readRow(i + 1, cell);
    if ('reason' in read) refused.push(read);
    else rows.push(read);
  }
  return { rows, refused };
}

/** The whole sheet read by the template (ok false: not the template). */
export function parseScheduleSheet(table: readonly SheetCell[][]): ScheduleSheet {
  const header = readScheduleHeader(table);
  if ('problem' in header) return { ok: false, problem: header.problem };
  return { ok: true, ...readScheduleRows(table, header, 0, table.length) };
}

function columnsOf(header: readonly SheetCell[]): Map<ColumnKey, number> {
  const byName = new Map(SCHEDULE_IMPORT_COLUMNS.map((c) => [squash(c.header), c.key]));
  const columns = new Map<ColumnKey, number>();
  header.forEach((cell, at) => {
    const key = byName.get(squash(text(cell)));
    if (key && !columns.has(key)) columns.set(key, at);
  });
  return columns;
}

function readRow(row: number, cell: (key: ColumnKey) => SheetCell): ScheduleImportRow | RefusedImportRow {
  const clockId = wholeNumber(cell('clockId'));
  const date = dateOf(cell('date'));
  const refuse = (reason: string): RefusedImportRow => ({ row, clockId, date, reason });
  if (clockId === null) return refuse(IMPORT_ROW_TEXTS.clockId);
  if (date === null) return refuse(IMPORT_ROW_TEXTS.date);
  const offDay = flagOf(cell('offDay'));
  const previousDay = flagOf(cell('previousDay'));
  const nextDay = flagOf(cell('nextDay'));
  if (offDay === null) return refuse(IMPORT_ROW_TEXTS.flag('Off Day'));
  if (previousDay === null) return refuse(IMPORT_ROW_TEXTS.flag('Previous Day'));
  if (nextDay === null) return refuse(IMPORT_ROW_TEXTS.flag('Next Day'));
  const schIn = cell('schIn');
  const schOut = cell('schOut');
  if (offDay) {
    if (text(schIn) !== '' || text(schOut) !== '') return refuse(IMPORT_ROW_TEXTS.offDayHasTimes);
    return { row, clockId, date, offDay, section: null };
  }
  const start = timeOf(schIn);
  const end = timeOf(schOut);
  if (start === null) return refuse(IMPORT_ROW_TEXTS.schIn);
  if (end === null) return refuse(IMPORT_ROW_TEXTS.schOut);
  const section: ScheduleSection = {
    start,
    end,
    startType: previousDay ? 'Previous' : 'Today',
    endType: nextDay ? 'NextDay' : 'Today',
  };
  const span = sectionSpan(section);
  if (!span || span.end <= span.start) return refuse(IMPORT_ROW_TEXTS.schOutNotLater);
  const breakCell = cell('break');
  if (text(breakCell) !== '') {
    const minutes = wholeNumber(breakCell);
    if (minutes === null || minutes >= span.end - span.start) return refuse(IMPORT_ROW_TEXTS.break);
    if (minutes > 0) section.breakMinutes = minutes;
  }
  return { row, clockId, date, offDay, section };
}

/** One employee's date as the file sets it, with the sheet rows it came from. */
export interface ImportedDay {
  clockId: number;
  date: string;
  offDay: boolean;
  sections: ScheduleSection[];
  rows: number[];
}

/**
 * The rows gathered into days (by Clock ID and date, in the file's order). A day is refused whole, every one of its
 * rows with the reason, when it is an off day on one row and worked on another, or its sections overlap.
 */
export function daysOfRows(rows: readonly ScheduleImportRow[]): { days: ImportedDay[]; refused: RefusedImportRow[] } {
  const byDay = new Map<string, ScheduleImportRow[]>();
  for (const row of rows) {
    const key = `${row.clockId} ${row.date}`;
    const list = byDay.get(key);
    if (list) list.push(row);
    else byDay.set(key, [row]);
  }
  const days: ImportedDay[] = [];
  const refused: RefusedImportRow[] = [];
  for (const dayRows of byDay.values()) {
    const first = dayRows[0] as ScheduleImportRow;
    const sections = dayRows.flatMap((r) => (r.section ? [r.section] : []));
    const offDay = dayRows.some((r) => r.offDay);
    const reason =
      offDay && sections.length
        ? IMPORT_ROW_TEXTS.offDayMixed
        : sections.some((a, i) => sections.some((b, j) => j > i && sectionsOverlap(a, b)))
          ? IMPORT_ROW_TEXTS.timeclash
          : null;
    if (reason) {
      refused.push(...dayRows.map((r) => ({ row: r.row, clockId: r.clockId, date: r.date, reason })));
      continue;
    }
    sections.sort((a, b) => (sectionSpan(a)?.start ?? 0) - (sectionSpan(b)?.start ?? 0));
    days.push({ clockId: first.clockId, date: first.date, offDay, sections, rows: dayRows.map((r) => r.row) });
  }
  return { days, refused };
}

const squash = (value: string) => value.toLowerCase().replace(/[\s_]+/g, '');

function text(cell: SheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

function wholeNumber(cell: SheetCell): number | null {
  const value = typeof cell === 'number' ? cell : /^\d+$/.test(text(cell)) ? Number(text(cell)) : NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

// Excel counts days from 1899-12-30 and keeps a time of day as the fraction of a day.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function dateOf(cell: SheetCell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 1 || cell > 2_958_465) return null;
    return new Date(EXCEL_EPOCH_MS + cell * DAY_MS).toISOString().slice(0, 10);
  }
  const value = text(cell);
  return isLocalDate(value) ? value : null;
}

function timeOf(cell: SheetCell): string | null {
  let minutes: number | null = null;
  if (cell instanceof Date) minutes = cell.getUTCHours() * 60 + cell.getUTCMinutes();
  else if (typeof cell === 'number') minutes = cell >= 0 && cell < 1 ? Math.round(cell * 1440) : null;
  else {
    const match = /^(\d{1,2}):(\d{2})$/.exec(text(cell));
    minutes = match ? minutesOfDay(`${(match[1] as string).padStart(2, '0')}:${match[2] as string}`) : null;
  }
  if (minutes === null || minutes >= 1440) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function flagOf(cell: SheetCell): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const value = text(cell).toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(value)) return false;
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  return null;
}

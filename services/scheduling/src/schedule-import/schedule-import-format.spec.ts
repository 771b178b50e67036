import {
  daysOfRows,
  IMPORT_ROW_TEXTS,
  parseScheduleSheet,
  SCHEDULE_IMPORT_COLUMNS,
  SCHEDULE_IMPORT_EXAMPLE_ROWS,
} from './schedule-import-format.js';
import type { SheetCell } from './schedule-workbook.js';

const HEADER = SCHEDULE_IMPORT_COLUMNS.map((c) => c.header);
const sheet = (...rows: SheetCell[][]) => parseScheduleSheet([HEADER, ...rows]);
const row = (clockId: SheetCell, date: SheetCell, schIn: SheetCell, schOut: SheetCell, more: SheetCell[] = []) => [
  clockId,
  'Someone',
  date,
  more[0] ?? 'No',
  schIn,
  schOut,
  more[1] ?? '',
  more[2] ?? '',
  more[3] ?? '',
];

describe('the schedule import template', () => {
  it('reads the example file’s rows', () => {
    const read = parseScheduleSheet([HEADER, ...SCHEDULE_IMPORT_EXAMPLE_ROWS]);
    expect(read.ok && read.refused).toEqual([]);
    expect(read.ok && daysOfRows(read.rows).days).toEqual([
      {
        clockId: 1001,
        date: '2026-12-01',
        offDay: false,
        rows: [2, 3],
        sections: [
          { start: '09:00', end: '13:00', startType: 'Today', endType: 'Today' },
          { start: '14:00', end: '18:00', startType: 'Today', endType: 'Today' },
        ],
      },
      {
        clockId: 1002,
        date: '2026-12-01',
        offDay: false,
        rows: [4],
        sections: [{ start: '22:00', end: '06:00', startType: 'Today', endType: 'NextDay', breakMinutes: 30 }],
      },
      { clockId: 1002, date: '2026-12-02', offDay: true, rows: [5], sections: [] },
    ]);
  });

  it('is not the template without a header row holding every required column (modelerror)', () => {
    expect(parseScheduleSheet([])).toEqual({ ok: false, problem: 'the sheet is empty' });
    expect(
      parseScheduleSheet([
        ['Name', 'When'],
        ['a', 'b'],
      ]),
    ).toEqual({
      ok: false,
      problem: 'missing columns: Clock ID, Date, Sch In, Sch Out',
    });
  });

  it('matches headers ignoring case, spaces and order, after blank rows', () => {
    const read = parseScheduleSheet([
      [],
      ['sch out', 'SCHIN', 'date', 'clock id'],
      ['17:00', '09:00', '2026-12-01', 7],
    ]);
    expect(read.ok && read.rows).toEqual([
      {
        row: 3,
        clockId: 7,
        date: '2026-12-01',
        offDay: false,
        section: { start: '09:00', end: '17:00', startType: 'Today', endType: 'Today' },
      },
    ]);
  });

  it('reads Excel dates and times kept as numbers or as dates', () => {
    // 46357 is 2026-12-01; 0.375 of a day is 09:00
    const read = sheet(
      row(1, 46357, 0.375, new Date(Date.UTC(1899, 11, 30, 17, 30))),
      row('2', new Date('2026-12-02'), '9:05', '10:00'),
    );
    expect(read.ok && read.rows.map((r) => [r.date, r.section?.start, r.section?.end])).toEqual([
      ['2026-12-01', '09:00', '17:30'],
      ['2026-12-02', '09:05', '10:00'],
    ]);
  });

  it('refuses each bad row with its reason and keeps the rest', () => {
    const read = sheet(
      row('A1', '2026-12-01', '09:00', '17:00'),
      row(1, '01/12/2026', '09:00', '17:00'),
      row(1, '2026-12-01', '9', '17:00'),
      row(1, '2026-12-01', '09:00', '25:00'),
      row(1, '2026-12-01', '17:00', '09:00'),
      row(1, '2026-12-01', '09:00', '10:00', ['No', '', '', 60]),
      row(1, '2026-12-01', '09:00', '17:00', ['Yes']),
      row(1, '2026-12-01', '09:00', '17:00', ['Maybe']),
      row(1, '2026-12-01', '17:00', '09:00', ['No', '', 'Yes']),
    );
    expect(read.ok && read.refused.map((r) => [r.row, r.reason])).toEqual([
      [2, IMPORT_ROW_TEXTS.clockId],
      [3, IMPORT_ROW_TEXTS.date],
      [4, IMPORT_ROW_TEXTS.schIn],
      [5, IMPORT_ROW_TEXTS.schOut],
      [6, 'Sch Out must be later than Sch In!'],
      [7, IMPORT_ROW_TEXTS.break],
      [8, 'This is offday, cannot create rule!'],
      [9, 'Off Day must be Yes or No.'],
    ]);
    expect(read.ok && read.rows.map((r) => r.row)).toEqual([10]);
  });

  it('refuses a whole day whose sections overlap or that is both off and worked', () => {
    const read = sheet(
      row(1, '2026-12-01', '09:00', '13:00'),
      row(1, '2026-12-01', '12:00', '17:00'),
      row(2, '2026-12-01', '', '', ['Yes']),
      row(2, '2026-12-01', '09:00', '17:00'),
      row(3, '2026-12-01', '13:00', '17:00'),
      row(3, '2026-12-01', '09:00', '13:00'),
    );
    const { days, refused } = daysOfRows(read.ok ? read.rows : []);
    expect(refused.map((r) => [r.row, r.reason])).toEqual([
      [2, 'Warning: Scheduling conflicts!'],
      [3, 'Warning: Scheduling conflicts!'],
      [4, IMPORT_ROW_TEXTS.offDayMixed],
      [5, IMPORT_ROW_TEXTS.offDayMixed],
    ]);
    expect(days.map((d) => [d.clockId, d.sections.map((s) => s.start)])).toEqual([[3, ['09:00', '13:00']]]);
  });
});

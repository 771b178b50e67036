import { formatScheduleReport, uploadLine } from '../src/commands/schedule-import-report.js';

describe('rollcall schedule import output', () => {
  it('shows how much of the file has gone, then that the server is importing it', () => {
    expect(uploadLine(0, 4096)).toBe(`Uploading ${'░'.repeat(30)} 0 kB of 4 kB`);
    expect(uploadLine(2048, 4096)).toBe(`Uploading ${'█'.repeat(15)}${'░'.repeat(15)} 2 kB of 4 kB`);
    expect(uploadLine(4096, 4096)).toBe('Uploaded 4 kB; the server is importing the rows…');
  });

  it('reports the counts and every refused row with its reason', () => {
    const refused = [
      { row: 4, clockId: 9999, date: '2026-12-14', reason: 'No employee of the company has Clock ID 9999.' },
    ];
    expect(
      formatScheduleReport({ message: 'success', dryRun: false, imported: 3, unchanged: 0, days: 2, refused }),
    ).toBe(
      [
        'Imported 3 rows (2 employee-days), 0 rows already as the file says, 1 row refused.',
        'Refused rows:',
        '  row 4 (Clock ID 9999, 2026-12-14): No employee of the company has Clock ID 9999.',
        '',
      ].join('\n'),
    );
    expect(
      formatScheduleReport({ message: 'success', dryRun: true, imported: 1, unchanged: 2, days: 1, refused: [] }),
    ).toBe(
      'Dry run: nothing was written.\nWould import 1 row (1 employee-day), 2 rows already as the file says, 0 rows refused.\n',
    );
  });
});

import { importSummary, refusedScheduleLines } from './schedule-import-result';

describe('the schedule import result', () => {
  const answer = {
    message: 'success',
    dryRun: false,
    imported: 3,
    unchanged: 1,
    days: 2,
    refused: [
      { row: 5, clockId: 9999, date: '2026-12-14', reason: 'No employee of the company has Clock ID 9999.' },
      { row: 7, clockId: null, date: null, reason: 'Clock ID must be a whole number.' },
    ],
  };

  it('counts the rows imported, unchanged and refused', () => {
    expect(importSummary(answer)).toBe('3 rows imported, 1 row already as the file says, 2 rows refused.');
  });

  it('names each refused row with what it is about and why', () => {
    expect(refusedScheduleLines(answer)).toEqual([
      'Row 5 (Clock ID 9999, 2026-12-14): No employee of the company has Clock ID 9999.',
      'Row 7: Clock ID must be a whole number.',
    ]);
  });
});

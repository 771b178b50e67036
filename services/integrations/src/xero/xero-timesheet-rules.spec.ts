import { hoursHundredths, timesheetIdempotencyKey, timesheetLines } from './xero-timesheet-rules.js';

const ORD = 'ord';
const OT = 'ot';
const ALW = 'alw';
const rates: Record<string, string> = { [ORD]: 'rate-ordinary', [OT]: 'rate-overtime' };
const rateOf = (id: string) => rates[id] ?? null;

describe('a Xero timesheet’s lines', () => {
  it('gives one line per date and earnings rate, in hours to two places, ordered by date', () => {
    const { lines, withoutRate } = timesheetLines(
      [
        { date: '2026-11-17', payTypes: [{ payTypeId: ORD, minutes: 390 }] },
        {
          date: '2026-11-16',
          payTypes: [
            { payTypeId: ORD, minutes: 450 },
            { payTypeId: OT, minutes: 20 },
          ],
        },
      ],
      rateOf,
    );
    expect(lines).toEqual([
      { date: '2026-11-16', earningsRateID: 'rate-ordinary', numberOfUnits: 7.5 },
      { date: '2026-11-16', earningsRateID: 'rate-overtime', numberOfUnits: 0.33 },
      { date: '2026-11-17', earningsRateID: 'rate-ordinary', numberOfUnits: 6.5 },
    ]);
    expect(withoutRate).toEqual([]);
  });

  it('sums the pay types one rate pays on a date before rounding, and adds their units', () => {
    const shared = (id: string) => (id === ALW ? 'rate-ordinary' : rateOf(id));
    const { lines } = timesheetLines(
      [
        {
          date: '2026-11-16',
          payTypes: [
            { payTypeId: ORD, minutes: 10 },
            { payTypeId: ORD, minutes: 10 },
            { payTypeId: ALW, units: 1 },
          ],
        },
      ],
      shared,
    );
    // 20 minutes are 0.33 h (two 10-minute amounts rounded apart would make 0.34)
    expect(lines).toEqual([{ date: '2026-11-16', earningsRateID: 'rate-ordinary', numberOfUnits: 1.33 }]);
  });

  it('names the pay types without an earnings rate and sends nothing of them, nor empty amounts', () => {
    const { lines, withoutRate } = timesheetLines(
      [
        {
          date: '2026-11-16',
          payTypes: [
            { payTypeId: ALW, units: 2 },
            { payTypeId: 'unpaid', minutes: 0 },
            { payTypeId: ORD, minutes: 0 },
          ],
        },
      ],
      rateOf,
    );
    expect(lines).toEqual([]);
    expect(withoutRate).toEqual([ALW]);
  });

  it('rounds minutes to hundredths of an hour half away from zero', () => {
    expect([1, 20, 30, 450, -20].map(hoursHundredths)).toEqual([2, 33, 50, 750, -33]);
  });

  it('keys a POST the same on a retry, and apart for another export, period or employee', () => {
    const key = timesheetIdempotencyKey('x1', 'p1', 'e1');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(timesheetIdempotencyKey('x1', 'p1', 'e1')).toBe(key);
    expect(
      new Set([
        key,
        timesheetIdempotencyKey('x2', 'p1', 'e1'),
        timesheetIdempotencyKey('x1', 'p2', 'e1'),
        timesheetIdempotencyKey('x1', 'p1', 'e2'),
      ]).size,
    ).toBe(4);
  });
});

// Regression: grace could move a pair's paid time over the previous pair's, paying the same minutes twice
// (found by scenario core-grace-overlapping-pairs). A minute is paid once.
import { calculate } from '@rollcall/calc-engine';
import { day, input, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const at = (hhmm: string) => `${D}T${hhmm}:00+13:00`;
const run = (...times: string[]) =>
  calculate(
    input({
      payGroup: payGroup({ graceTimeIn: 5, graceTimeOut: 5 }),
      schedule: [day(D, [section('09:00', '17:00', { breakMinutes: 0 })])],
      punches: punches(...times.map(at)),
    }),
  ).days[0]!;
const paid = (d: ReturnType<typeof run>) => d.shifts[0]!.pairs.map((p) => [p.paidFrom, p.paidTo, p.minutes]);

describe('a minute is paid once', () => {
  test('an out punch within grace out, then back in before the end: the second pair starts at the paid end', () => {
    const d = run('09:00', '16:56', '16:58', '17:30');
    expect(paid(d)).toEqual([
      [at('09:00'), at('17:00'), 480],
      [at('17:00'), at('17:30'), 30],
    ]);
    expect(d.shifts[0]!.paidMinutes).toBe(510); // 09:00 → 17:30, never more than elapsed
    expect(d.explain).toContain('Paid from 17:00, not 16:58: the time before is already paid on the previous pair.');
  });

  test('an in punch within grace in after an earlier pair that ran past the start', () => {
    const d = run('08:30', '09:02', '09:04', '17:00');
    expect(paid(d)).toEqual([
      [at('08:30'), at('09:02'), 32],
      [at('09:02'), at('17:00'), 478],
    ]);
    expect(d.shifts[0]!.paidMinutes).toBe(510);
  });

  test('pairs that do not touch are unchanged', () => {
    const d = run('09:00', '12:00', '12:30', '17:00');
    expect(paid(d)).toEqual([
      [at('09:00'), at('12:00'), 180],
      [at('12:30'), at('17:00'), 270],
    ]);
  });
});

describe('a minute is paid once across back-to-back sections', () => {
  // Sections 09:00–12:00 and 12:00–17:00, late departure accepted within 5 min, grace in 10 min: out 12:04 is paid
  // to 12:04 on the morning section, and back in 12:06 would be paid from 12:00 by grace on the afternoon one.
  const runSplit = () =>
    calculate(
      input({
        payGroup: payGroup({ graceTimeIn: 10, lateDepartureThreshold: 5, acceptLD: true }),
        schedule: [
          day(D, [section('09:00', '12:00', { breakMinutes: 0 }), section('12:00', '17:00', { breakMinutes: 0 })]),
        ],
        punches: punches(at('09:00'), at('12:04'), at('12:06'), at('17:00')),
      }),
    ).days[0]!;

  test('the afternoon section is paid from where the morning section’s pay ended', () => {
    const d = runSplit();
    expect(d.shifts.map((s) => s.paidMinutes)).toEqual([184, 296]);
    expect(d.shifts[1]!.pairs[0]!.paidFrom).toBe(at('12:04'));
    expect(d.explain).toContain('Paid from 12:04, not 12:00: the time before is already paid on the previous pair.');
  });
});

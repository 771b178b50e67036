import { calculate } from '@rollcall/calc-engine';
import { day, input, payGroup, punches, section } from './fixtures.js';

// Pacific/Auckland: daylight time ends 2026-04-05 03:00 NZDT (+13) → 02:00 NZST (+12), and starts 2026-09-27
// 02:00 NZST → 03:00 NZDT. Paid minutes are real elapsed minutes.
describe('overnight sections across daylight-saving changes in Pacific/Auckland', () => {
  test('22:00–06:00 over the night clocks go back pays 9 h', () => {
    const r = calculate(
      input({
        range: { from: '2026-04-04', to: '2026-04-05' },
        schedule: [day('2026-04-04', [section('22:00', '06:00', { endType: 'NextDay', breakMinutes: 0 })])],
        punches: punches('2026-04-04T22:00:00+13:00', '2026-04-05T06:00:00+12:00'),
      }),
    );
    const shift = r.days[0]!.shifts[0]!;
    expect(shift.scheduled).toEqual({ start: '2026-04-04T22:00:00+13:00', end: '2026-04-05T06:00:00+12:00' });
    expect(shift.pairs[0]!.minutes).toBe(540);
    expect(r.totals).toEqual([{ payTypeId: 'pt-ord', minutes: 540 }]);
  });

  test('22:00–06:00 over the night clocks go forward pays 7 h', () => {
    const r = calculate(
      input({
        range: { from: '2026-09-26', to: '2026-09-27' },
        schedule: [day('2026-09-26', [section('22:00', '06:00', { endType: 'NextDay', breakMinutes: 0 })])],
        punches: punches('2026-09-26T10:00:00Z', '2026-09-26T17:00:00Z'),
      }),
    );
    const shift = r.days[0]!.shifts[0]!;
    expect(shift.scheduled).toEqual({ start: '2026-09-26T22:00:00+12:00', end: '2026-09-27T06:00:00+13:00' });
    expect(shift.pairs[0]).toEqual({
      inPunchId: 'p1',
      outPunchId: 'p2',
      paidFrom: '2026-09-26T22:00:00+12:00',
      paidTo: '2026-09-27T06:00:00+13:00',
      minutes: 420,
    });
  });

  test('with payOnFinishDay the overnight shift is reported on the day it finishes', () => {
    const r = calculate(
      input({
        payGroup: payGroup({ payOnFinishDay: true }),
        range: { from: '2026-04-04', to: '2026-04-05' },
        schedule: [day('2026-04-04', [section('22:00', '06:00', { endType: 'NextDay' })])],
        punches: punches('2026-04-04T21:55:00+13:00', '2026-04-05T06:10:00+12:00'),
      }),
    );
    expect(r.days.map((d) => [d.date, d.status, d.shifts.map((s) => s.key), d.payTypes])).toEqual([
      ['2026-04-04', 'Working', [], []],
      ['2026-04-05', 'NoData', ['2026-04-04#0'], [{ payTypeId: 'pt-ord', minutes: 525 }]],
    ]);
    expect(r.days[1]!.explain).toContain(
      'Paired in Sat 04/04 21:55 with out 06:10 on shift Sat 04/04 22:00–06:00: 555 min (9.25 h).',
    );
  });

  test('a late departure threshold and a window that straddles the change use real minutes', () => {
    // The section ends 06:00 NZST; the window ends 60 real minutes later, at 07:00 NZST.
    const r = calculate(
      input({
        payGroup: payGroup({ acceptLD: false }),
        range: { from: '2026-04-04', to: '2026-04-04' },
        schedule: [day('2026-04-04', [section('22:00', '06:00', { endType: 'NextDay', breakMinutes: 30 })])],
        punches: punches('2026-04-04T22:00:00+13:00', '2026-04-05T07:00:00+12:00'),
      }),
    );
    const shift = r.days[0]!.shifts[0]!;
    expect(shift.pairs[0]!.paidTo).toBe('2026-04-05T06:00:00+12:00');
    expect(shift.paidMinutes).toBe(510);
  });
});

describe('explanations across daylight-time changes (local times; the repeated hour with its offset)', () => {
  const night = (date: string) => [day(date, [section('22:00', '06:00', { endType: 'NextDay', breakMinutes: 0 })])];

  test('a shift across the change says so: "clocks went back at 03:00: 9 h paid for 21:58–06:07"', () => {
    const r = calculate(
      input({
        range: { from: '2026-04-04', to: '2026-04-04' },
        payGroup: payGroup({ acceptEA: false, acceptLD: false }),
        schedule: night('2026-04-04'),
        punches: punches('2026-04-04T21:58:00+13:00', '2026-04-05T06:07:00+12:00'),
      }),
    );
    expect(r.days[0]!.explain).toContain('Clocks went back at 03:00 on Sun 05/04: 9 h paid for 21:58–06:07.');
  });

  test('and when clocks go forward', () => {
    const r = calculate(
      input({
        range: { from: '2026-09-26', to: '2026-09-26' },
        schedule: night('2026-09-26'),
        punches: punches('2026-09-26T22:00:00+12:00', '2026-09-27T06:00:00+13:00'),
      }),
    );
    expect(r.days[0]!.explain).toContain('Clocks went forward at 02:00 on Sun 27/09: 7 h paid for 22:00–06:00.');
  });

  test('a time in the repeated hour carries its offset; other times do not; a shift not across a change says nothing', () => {
    const r = calculate(
      input({
        range: { from: '2026-04-05', to: '2026-04-05' },
        payGroup: payGroup({ approvedUnscheduledWork: true }),
        // 02:30 NZDT (the first 02:30) to 02:45 NZST (the second 02:45): 75 real minutes.
        punches: punches('2026-04-05T02:30:00+13:00', '2026-04-05T02:45:00+12:00', '2026-04-05T10:00:00+12:00'),
      }),
    );
    const explain = r.days[0]!.explain;
    expect(explain[0]).toBe(
      'Paired in 02:30+13:00 with out 02:45+12:00 on shift Sun 05/04 from 02:30+13:00: 75 min (1.25 h).',
    );
    expect(explain).toContain('Clocks went back at 03:00 on Sun 05/04: 1.25 h paid for 02:30+13:00–02:45+12:00.');
    const day = calculate(
      input({
        range: { from: '2026-04-06', to: '2026-04-06' },
        payGroup: payGroup({ approvedUnscheduledWork: true }),
        punches: punches('2026-04-06T02:30:00+12:00', '2026-04-06T10:00:00+12:00'),
      }),
    ).days[0]!;
    expect(day.explain[0]).toBe('Paired in 02:30 with out 10:00 on shift Mon 06/04 from 02:30: 450 min (7.50 h).');
    expect(day.explain.join(' ')).not.toMatch(/Clocks went/);
  });
});

import { calculate } from '@rollcall/calc-engine';
import type { EngineInput, ScheduleSection } from '@rollcall/contracts';
import { day, input, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const at = (hhmm: string) => `${D}T${hhmm}:00+13:00`;
const run = (overrides: Partial<EngineInput>, extra: Partial<ScheduleSection> = {}) =>
  calculate(input({ schedule: [day(D, [section('09:00', '17:00', { breakMinutes: 0, ...extra })])], ...overrides }));
const pair = (r: ReturnType<typeof calculate>) => r.days[0]!.shifts[0]!.pairs[0]!;

describe('rounding', () => {
  const rounding = {
    rules: [
      { from: 0, to: 7, value: 0 },
      { from: 53, to: 59, value: 60 },
      { from: 23, to: 37, value: 30 },
    ],
  };

  test('each punch minute is replaced by its rule value; 60 is the next hour', () => {
    const r = run({ rounding, punches: punches(at('08:53'), at('17:07')) });
    expect([pair(r).paidFrom, pair(r).paidTo, pair(r).minutes]).toEqual([at('09:00'), at('17:00'), 480]);
    expect(r.days[0]!.explain.slice(0, 2)).toEqual([
      'Rounded in punch 08:53 to 09:00 (rule 53–59 → 60).',
      'Rounded out punch 17:07 to 17:00 (rule 0–7 → 0).',
    ]);
  });

  test('a minute no rule covers is left as it is', () => {
    const r = run({ rounding, punches: punches(at('08:50'), at('17:10')) });
    expect(pair(r).minutes).toBe(500);
  });
});

describe('grace', () => {
  test('an in punch within graceTimeIn after the start pays from the start; one minute more does not', () => {
    const pg = payGroup({ graceTimeIn: 5, graceTimeOut: 5 });
    expect(pair(run({ payGroup: pg, punches: punches(at('09:05'), at('16:55')) })).minutes).toBe(480);
    expect(pair(run({ payGroup: pg, punches: punches(at('09:06'), at('16:54')) })).minutes).toBe(468);
  });
});

describe('early arrival and late departure', () => {
  test('not accepted: pay is clamped to the scheduled start and end', () => {
    const r = run({
      payGroup: payGroup({ acceptEA: false, acceptLD: false }),
      punches: punches(at('08:30'), at('17:45')),
    });
    expect([pair(r).paidFrom, pair(r).paidTo, pair(r).minutes]).toEqual([at('09:00'), at('17:00'), 480]);
    expect(r.days[0]!.explain).toContain(
      'Paid from the scheduled start 09:00, not 08:30: early arrival is not accepted.',
    );
  });

  test('accepted: pay follows the punches', () => {
    expect(pair(run({ punches: punches(at('08:30'), at('17:45')) })).minutes).toBe(555);
  });

  test('a section that overrides the pay group uses its allowEA / allowLD', () => {
    const r = run(
      { payGroup: payGroup({ acceptEA: false, acceptLD: false }), punches: punches(at('08:30'), at('17:45')) },
      { overridePayGroup: true, allowEA: true, allowLD: false },
    );
    expect(pair(r).minutes).toBe(510);
  });

  test('unscheduled shifts have no schedule to clamp to', () => {
    const r = calculate(
      input({
        payGroup: payGroup({ acceptEA: false, acceptLD: false, approvedUnscheduledWork: true }),
        punches: punches(at('06:00'), at('08:00')),
      }),
    );
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 120 }]);
  });
});

describe('attendance exceptions', () => {
  const all = {
    earlyArrivalMinutes: 15,
    lateDepartureMinutes: 15,
    enabled: { LateArrival: true, EarlyDeparture: true, EarlyArrival: true, LateDeparture: true },
  };

  test('late arrival after start + grace and early departure before end − grace', () => {
    const r = run({
      payGroup: payGroup({ graceTimeIn: 5, graceTimeOut: 5 }),
      exceptionSettings: all,
      punches: punches(at('09:06'), at('16:54')),
    });
    expect(r.days[0]!.exceptions).toEqual([
      { type: 'EarlyDeparture', shiftKey: `${D}#0`, punchId: 'p2', minutes: 6 },
      { type: 'LateArrival', shiftKey: `${D}#0`, punchId: 'p1', minutes: 6 },
    ]);
  });

  test('early arrival and late departure beyond the exception settings minutes, not at them', () => {
    const r = run({ exceptionSettings: all, punches: punches(at('08:44'), at('17:16')) });
    expect(r.days[0]!.exceptions).toEqual([
      { type: 'EarlyArrival', shiftKey: `${D}#0`, punchId: 'p1', minutes: 16 },
      { type: 'LateDeparture', shiftKey: `${D}#0`, punchId: 'p2', minutes: 16 },
    ]);
    expect(run({ exceptionSettings: all, punches: punches(at('08:45'), at('17:15')) }).days[0]!.exceptions).toEqual([]);
  });
});

import { calculate } from '@rollcall/calc-engine';
import type { EngineInput } from '@rollcall/contracts';
import { day, input, leaveByTime, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const scheduled = [day(D, [section('09:00', '17:00')])];
const statusOf = (overrides: Partial<EngineInput>) => calculate(input(overrides)).days[0]!.status;

describe('day status', () => {
  test('Working when anything is paid', () => {
    expect(statusOf({ schedule: scheduled, punches: punches(`${D}T09:00:00+13:00`, `${D}T17:00:00+13:00`) })).toBe(
      'Working',
    );
  });

  test('Absent: a scheduled day over by asOf with no punch raises Absent with its scheduled minutes', () => {
    const r = calculate(input({ schedule: scheduled, asOf: `${D}T17:00:00+13:00` }));
    expect(r.days[0]!.status).toBe('Absent');
    expect(r.days[0]!.exceptions).toEqual([{ type: 'Absent', minutes: 450 }]);
    expect(r.days[0]!.shifts).toEqual([
      {
        key: `${D}#0`,
        scheduled: { start: `${D}T09:00:00+13:00`, end: `${D}T17:00:00+13:00` },
        pairs: [],
        breakDeductedMinutes: 0,
        paidMinutes: 0,
      },
    ]);
  });

  test('an absent day is the same whenever it is recalculated after it is over: its explanation names no asOf', () => {
    const week = [day(D, [section('09:00', '17:00')]), day('2026-03-03', [section('09:00', '17:00')])];
    const on = (asOf: string) =>
      calculate(
        input({
          range: { from: D, to: '2026-03-03' },
          schedule: week,
          // Tuesday: a lone in punch, missing once 12 h have passed.
          punches: punches('2026-03-03T09:00:00+13:00'),
          asOf,
        }),
      ).days;
    const first = on('2026-03-04T00:00:00+13:00');
    expect(first.map((d) => [d.status, d.exceptions.map((e) => e.type)])).toEqual([
      ['Absent', ['Absent']],
      [expect.any(String), ['MissingPunch']],
    ]);
    expect(first[0]!.explain).toEqual(['Absent: scheduled 450 min (7.50 h) and no punch.']);
    expect(JSON.stringify(on('2026-06-30T12:34:00+12:00'))).toBe(JSON.stringify(first));
  });

  test('not Absent while the day is not over, nor when Absent is not enabled', () => {
    expect(statusOf({ schedule: scheduled, asOf: `${D}T16:59:00+13:00` })).toBe('NoData');
    expect(
      statusOf({
        schedule: scheduled,
        exceptionSettings: { earlyArrivalMinutes: 0, lateDepartureMinutes: 0, enabled: {} },
      }),
    ).toBe('NoData');
  });

  test('not Absent on a public holiday (status HOL) nor on approved leave', () => {
    expect(statusOf({ schedule: scheduled, holidays: [{ date: D, name: 'Test Day' }] })).toBe('HOL');
    const leave = { id: 'l1', payTypeId: 'pt-al', status: 'Approved' as const, fromDate: D, toDate: D };
    const r = calculate(input({ schedule: scheduled, leaves: [leave] }));
    expect(r.days[0]!.exceptions).toEqual([]);
    const pending = calculate(input({ schedule: scheduled, leaves: [{ ...leave, status: 'Pending' }] }));
    expect(pending.days[0]!.status).toBe('Absent');
  });

  test('Working for any punch of a shift that belongs to the day, paid or not', () => {
    // A lone in punch past the completion time, and unapproved unscheduled work on a day with no schedule.
    expect(statusOf({ schedule: scheduled, punches: punches(`${D}T09:00:00+13:00`) })).toBe('Working');
    expect(statusOf({ punches: punches(`${D}T09:00:00+13:00`, `${D}T12:00:00+13:00`) })).toBe('Working');
    expect(statusOf({ schedule: [day(D, [], true)], punches: punches(`${D}T09:00:00+13:00`) })).toBe('Working');
  });

  test('the morning after an overnight shift keeps its own status; the start day says where its minutes went', () => {
    const T = '2026-03-03';
    const r = calculate(
      input({
        range: { from: D, to: T },
        payGroup: payGroup({ payOnFinishDay: true }),
        // Monday night 22:00–06:00; Tuesday's own day shift 09:00–17:00 is not worked.
        schedule: [day(D, [section('22:00', '06:00', { endType: 'NextDay' })]), day(T, [section('09:00', '17:00')])],
        punches: punches(`${D}T22:00:00+13:00`, `${T}T06:00:00+13:00`),
      }),
    );
    expect(r.days.map((d) => [d.date, d.status, d.payTypes, d.exceptions])).toEqual([
      [D, 'Working', [], []],
      [T, 'Absent', [{ payTypeId: 'pt-ord', minutes: 450 }], [{ type: 'Absent', minutes: 450 }]],
    ]);
    expect(r.days[0]!.explain).toEqual([
      'Shift Mon 02/03 22:00–06:00 is paid on Tue 03/03, the day it finished (payOnFinishDay): 450 min (7.50 h).',
    ]);
  });

  test('Leave only when approved leave covers every scheduled minute; otherwise the rest is absent', () => {
    const byTime = (fromTime: string, toTime: string) => leaveByTime(D, fromTime, toTime);
    const whole = calculate(input({ schedule: scheduled, leaves: [byTime('09:00', '17:00')] })).days[0]!;
    expect([whole.status, whole.exceptions]).toEqual(['Leave', []]);
    const morning = calculate(input({ schedule: scheduled, leaves: [byTime('09:00', '13:00')] })).days[0]!;
    expect([morning.status, morning.exceptions]).toEqual(['Absent', [{ type: 'Absent', minutes: 210 }]]);
    expect(morning.explain).toContain(
      'Absent 210 min (3.50 h): scheduled 450 min (7.50 h), 240 min of it on leave, and no punch.',
    );
    // An off day charged leave is Leave too.
    const off = { id: 'l2', payTypeId: 'pt-al', status: 'Approved' as const, fromDate: D, toDate: D, hoursPerDay: 8 };
    expect(statusOf({ schedule: [day(D, [], true)], leaves: [off] })).toBe('Leave');
  });

  test('a holiday on a day that is not a working day falls on its alterdate', () => {
    const r = calculate(
      input({
        range: { from: '2026-03-01', to: '2026-03-02' },
        schedule: [day('2026-03-01', [], true), ...scheduled],
        holidays: [{ date: '2026-03-01', alterdate: D, name: 'Mondayised' }],
      }),
    );
    expect(r.days.map((d) => d.status)).toEqual(['OffDay', 'HOL']);
  });

  test('OffDay, and NoData with nothing scheduled or punched', () => {
    expect(statusOf({ schedule: [day(D, [], true)] })).toBe('OffDay');
    expect(statusOf({})).toBe('NoData');
  });

  test('one day per date of the range, sorted, with totals the sum of the days', () => {
    const r = calculate(
      input({
        range: { from: D, to: '2026-03-04' },
        schedule: [day('2026-03-04', [section('09:00', '13:00')]), day(D, [section('09:00', '17:00')])],
        punches: punches(
          '2026-03-04T09:00:00+13:00',
          '2026-03-04T13:00:00+13:00',
          `${D}T09:00:00+13:00`,
          `${D}T17:00:00+13:00`,
        ),
      }),
    );
    expect(r.days.map((d) => [d.date, d.status, d.payTypes])).toEqual([
      [D, 'Working', [{ payTypeId: 'pt-ord', minutes: 450 }]],
      ['2026-03-03', 'NoData', []],
      ['2026-03-04', 'Working', [{ payTypeId: 'pt-ord', minutes: 210 }]],
    ]);
    expect(r.totals).toEqual([{ payTypeId: 'pt-ord', minutes: 660 }]);
  });

  test('paid work with no ordinary pay type is refused with a clear error', () => {
    expect(() =>
      calculate(
        input({ payTypes: [], schedule: scheduled, punches: punches(`${D}T09:00:00+13:00`, `${D}T17:00:00+13:00`) }),
      ),
    ).toThrow('payTypes must include a pay type with role "ordinary" to pay worked minutes');
  });
});

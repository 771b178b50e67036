// Rule "Leave and attendance exceptions": approved leave by time covering a late start (an early finish) stands in
// for the scheduled start (end), grace included. Monday 2026-03-02, Auckland (NZDT, +13:00), 09:00–17:00, no break.
import { calculate } from '@rollcall/calc-engine';
import type { EngineInput, Leave } from '@rollcall/contracts';
import { day, input, leaveByTime, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const at = (hhmm: string) => `${D}T${hhmm}:00+13:00`;
const run = (times: string[], leaves: Leave[], overrides: Partial<EngineInput> = {}) =>
  calculate(
    input({
      payGroup: payGroup({ graceTimeIn: 5, graceTimeOut: 5 }),
      payTypes: [
        { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
        { id: 'pt-al', code: 'AL', isLeave: true },
      ],
      schedule: [day(D, [section('09:00', '17:00', { breakMinutes: 0 })])],
      punches: punches(...times.map(at)),
      leaves,
      exceptionSettings: {
        earlyArrivalMinutes: 15,
        lateDepartureMinutes: 15,
        enabled: { LateArrival: true, EarlyDeparture: true },
      },
      ...overrides,
    }),
  ).days[0]!;
const paid = (d: ReturnType<typeof run>) => d.shifts[0]!.pairs.map((p) => [p.paidFrom, p.paidTo, p.minutes]);

describe('leave by time covering a late start', () => {
  const morning = [leaveByTime(D, '09:00', '11:00')];

  test("in at 11:03 with 5 min grace pays from the leave's end 11:00, with no LateArrival", () => {
    const d = run(['11:03', '17:00'], morning);
    expect(paid(d)).toEqual([[at('11:00'), at('17:00'), 360]]);
    expect(d.exceptions).toEqual([]);
    expect(d.payTypes).toEqual([
      { payTypeId: 'pt-al', minutes: 120 },
      { payTypeId: 'pt-ord', minutes: 360 },
    ]);
    expect(d.explain.slice(0, 2)).toEqual([
      'Leave l1 (09:00–11:00) covers the late start of shift Mon 02/03 09:00–17:00: its end 11:00 stands in for the scheduled start 09:00 (grace time in, late arrival).',
      'Paid from the end of leave l1 11:00, not 11:03: within the 5 min grace time in.',
    ]);
  });

  test('in at 11:20 pays from 11:20 with LateArrival for the 20 minutes the leave does not cover', () => {
    const d = run(['11:20', '17:00'], morning);
    expect(paid(d)).toEqual([[at('11:20'), at('17:00'), 340]]);
    expect(d.exceptions).toEqual([{ type: 'LateArrival', shiftKey: `${D}#0`, punchId: 'p1', minutes: 20 }]);
  });

  test('leaves that follow one another chain; leave that is not approved, or not by time, stands in for nothing', () => {
    const chained = [leaveByTime(D, '09:00', '10:00'), leaveByTime(D, '10:00', '11:00', { id: 'l2' })];
    expect(run(['11:03', '17:00'], chained).exceptions).toEqual([]);
    const pending = [leaveByTime(D, '09:00', '11:00', { status: 'Pending' })];
    expect(run(['11:03', '17:00'], pending).exceptions).toEqual([
      { type: 'LateArrival', shiftKey: `${D}#0`, punchId: 'p1', minutes: 123 },
    ]);
    const notByTime = [leaveByTime(D, '09:00', '11:00', { byWorkHours: false, hoursPerDay: 2 })];
    expect(run(['11:03', '17:00'], notByTime).exceptions).toHaveLength(1);
  });

  test('leave that starts after the scheduled start covers no late start', () => {
    const d = run(['11:03', '17:00'], [leaveByTime(D, '09:30', '11:00')]);
    expect(d.exceptions).toEqual([{ type: 'LateArrival', shiftKey: `${D}#0`, punchId: 'p1', minutes: 123 }]);
  });
});

describe('leave by time covering an early finish', () => {
  const afternoon = [leaveByTime(D, '15:00', '17:00')];

  test("out at 14:57 with 5 min grace pays to the leave's start 15:00, with no EarlyDeparture", () => {
    const d = run(['09:00', '14:57'], afternoon);
    expect(paid(d)).toEqual([[at('09:00'), at('15:00'), 360]]);
    expect(d.exceptions).toEqual([]);
  });

  test('out at 14:30 raises EarlyDeparture for the 30 minutes the leave does not cover', () => {
    const d = run(['09:00', '14:30'], afternoon);
    expect(paid(d)).toEqual([[at('09:00'), at('14:30'), 330]]);
    expect(d.exceptions).toEqual([{ type: 'EarlyDeparture', shiftKey: `${D}#0`, punchId: 'p2', minutes: 30 }]);
  });
});

// Rule "Exceptions": LateArrival, EarlyDeparture, EarlyArrival and LateDeparture judged per section of a split
// shift against its own start and end; Absent for a section with no punch on a day whose other sections were
// punched (the day stays Working). Monday 2026-03-02, Auckland (NZDT, +13:00).
import { calculate } from '@rollcall/calc-engine';
import type { EngineInput } from '@rollcall/contracts';
import { day, input, leaveByTime, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const at = (hhmm: string) => `${D}T${hhmm}:00+13:00`;
const split = [
  day(D, [section('07:00', '12:00', { breakMinutes: 0 }), section('13:00', '19:00', { breakMinutes: 0 })]),
];
const ALL_ON = {
  earlyArrivalMinutes: 15,
  lateDepartureMinutes: 15,
  enabled: {
    Absent: true,
    LateArrival: true,
    EarlyDeparture: true,
    EarlyArrival: true,
    LateDeparture: true,
    MissingPunch: true,
  },
};
const dayOf = (times: string[], overrides: Partial<EngineInput> = {}) =>
  calculate(
    input({
      payGroup: payGroup({ earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }),
      schedule: split,
      punches: punches(...times.map(at)),
      exceptionSettings: ALL_ON,
      ...overrides,
    }),
  ).days[0]!;

describe('attendance exceptions per section of a split shift', () => {
  test("each section is judged against its own start and end: the morning's early departure, the afternoon's late arrival", () => {
    expect(dayOf(['07:00', '11:40', '13:20', '19:00']).exceptions).toEqual([
      { type: 'EarlyDeparture', shiftKey: `${D}#0`, punchId: 'p2', minutes: 20 },
      { type: 'LateArrival', shiftKey: `${D}#1`, punchId: 'p3', minutes: 20 },
    ]);
  });

  test('early arrival and late departure of each section', () => {
    expect(dayOf(['06:30', '12:00', '12:40', '19:30']).exceptions).toEqual([
      { type: 'EarlyArrival', shiftKey: `${D}#0`, punchId: 'p1', minutes: 30 },
      { type: 'EarlyArrival', shiftKey: `${D}#1`, punchId: 'p3', minutes: 20 },
      { type: 'LateDeparture', shiftKey: `${D}#1`, punchId: 'p4', minutes: 30 },
    ]);
  });
});

describe('Absent for a section with no punch', () => {
  test('raised with the section and its scheduled minutes; the day stays Working', () => {
    const d = dayOf(['13:00', '19:00']);
    expect(d.status).toBe('Working');
    expect(d.exceptions).toEqual([{ type: 'Absent', shiftKey: `${D}#0`, minutes: 300 }]);
    expect(d.explain).toContain(
      "Absent from shift Mon 02/03 07:00–12:00 (section 1 of 2): scheduled 300 min (5.00 h) and no punch in it, while the day's other sections were punched.",
    );
    expect(dayOf(['07:00', '12:00']).exceptions).toEqual([{ type: 'Absent', shiftKey: `${D}#1`, minutes: 360 }]);
  });

  test('not before the section is over, nor on a holiday, nor when leave covers it, nor when Absent is off', () => {
    expect(dayOf(['07:00', '12:00'], { asOf: at('18:59') }).exceptions).toEqual([]);
    expect(dayOf(['07:00', '12:00'], { asOf: at('19:00') }).exceptions).toHaveLength(1);
    expect(dayOf(['07:00', '12:00'], { holidays: [{ date: D, name: 'Test Day' }] }).exceptions).toEqual([]);
    const leave = leaveByTime(D, '13:00', '19:00');
    expect(dayOf(['07:00', '12:00'], { leaves: [leave] }).exceptions).toEqual([]);
    // Leave for part of the section: the rest of it is absent.
    expect(dayOf(['07:00', '12:00'], { leaves: [{ ...leave, toTime: '15:00' }] }).exceptions).toEqual([
      { type: 'Absent', shiftKey: `${D}#1`, minutes: 240 },
    ]);
    expect(
      dayOf(['07:00', '12:00'], { exceptionSettings: { ...ALL_ON, enabled: { ...ALL_ON.enabled, Absent: false } } })
        .exceptions,
    ).toEqual([]);
  });

  test('a day with no punch at all is Absent as a day, not per section', () => {
    const d = dayOf([]);
    expect([d.status, d.exceptions]).toEqual(['Absent', [{ type: 'Absent', minutes: 660 }]]);
  });
});

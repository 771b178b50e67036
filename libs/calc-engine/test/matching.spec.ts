import { calculate } from '@rollcall/calc-engine';
import { day, input, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const at = (hhmm: string, date = D) => `${date}T${hhmm}:00+13:00`;
const approveAll = payGroup({ approvedUnscheduledWork: true });

describe('matching punches to sections', () => {
  const schedule = [day(D, [section('09:00', '17:00', { breakMinutes: 0 })])];

  test('the window edges are inside: start − 60 min and end + 60 min', () => {
    const r = calculate(input({ payGroup: approveAll, schedule, punches: punches(at('08:00'), at('18:00')) }));
    const shifts = r.days[0]!.shifts;
    expect(shifts.map((s) => s.key)).toEqual([`${D}#0`]);
    expect(shifts[0]!.paidMinutes).toBe(600);
  });

  test('a minute outside the window makes the punch unscheduled', () => {
    const r = calculate(
      input({ payGroup: approveAll, schedule, punches: punches(at('07:59'), at('08:30'), at('09:00'), at('18:01')) }),
    );
    // 07:59 is before the window: unscheduled; 08:30 and 09:00 pair in the section; 18:01 is after: unscheduled.
    const keys = r.days[0]!.shifts.map((s) => [s.key, s.pairs.map((p) => [p.inPunchId, p.outPunchId])]);
    expect(keys).toEqual([
      [`${D}#u0`, [['p1', null]]],
      [`${D}#0`, [['p2', 'p3']]],
      [`${D}#u1`, [['p4', null]]],
    ]);
  });

  test('seconds are dropped before the window test: 18:00:59 is at 18:00, inside', () => {
    const r = calculate(input({ schedule, punches: punches(at('09:00'), '2026-03-02T18:00:59+13:00') }));
    expect(r.days[0]!.shifts.map((s) => s.key)).toEqual([`${D}#0`]);
  });

  describe('a split shift: a punch in two windows', () => {
    // 07:00–12:00 and 13:00–19:00 with 90-minute windows: [05:30, 13:30] and [11:30, 20:30] overlap.
    const split = [
      day(D, [section('07:00', '12:00', { breakMinutes: 0 }), section('13:00', '19:00', { breakMinutes: 0 })]),
    ];
    const wide = payGroup({ earlyArrivalThreshold: 90, lateDepartureThreshold: 90, acceptEA: false, acceptLD: false });
    const pairsOf = (...times: string[]) =>
      calculate(input({ payGroup: wide, schedule: split, punches: punches(...times.map((t) => at(t))) })).days[0]!
        .shifts;
    const byShift = (shifts: ReturnType<typeof pairsOf>) =>
      shifts.map((s) => [s.key, s.pairs.map((p) => [p.inPunchId, p.outPunchId, p.minutes])]);

    test('12:00 closes the morning and 13:00 opens the afternoon', () => {
      expect(byShift(pairsOf('07:00', '12:00', '13:00', '19:00'))).toEqual([
        [`${D}#0`, [['p1', 'p2', 300]]],
        [`${D}#1`, [['p3', 'p4', 360]]],
      ]);
    });

    test('an out at 12:30 or 12:40 first closes the open morning, paid to 12:00 (late departure not accepted)', () => {
      for (const out of ['12:30', '12:40']) {
        expect(byShift(pairsOf('07:00', out, '13:10', '19:00'))).toEqual([
          [`${D}#0`, [['p1', 'p2', 300]]],
          [`${D}#1`, [['p3', 'p4', 350]]],
        ]);
      }
    });

    test('with the morning closed, the nearest scheduled boundary takes the punch: 12:40 is 20 min from 13:00', () => {
      expect(byShift(pairsOf('07:00', '11:00', '12:40', '19:00'))).toEqual([
        [`${D}#0`, [['p1', 'p2', 240]]],
        [`${D}#1`, [['p3', 'p4', 360]]],
      ]);
      // 12:20 is nearer the morning's end (20 min) than the afternoon's start (40): it opens the morning again.
      expect(byShift(pairsOf('07:00', '11:00', '12:20', '12:50'))).toEqual([
        [
          `${D}#0`,
          [
            ['p1', 'p2', 240],
            ['p3', 'p4', 0],
          ],
        ],
        [`${D}#1`, []],
      ]);
    });

    test('on a tie the later section takes the punch: 12:30 is 30 min from both boundaries', () => {
      expect(byShift(pairsOf('07:00', '12:00', '12:30', '19:00'))).toEqual([
        [`${D}#0`, [['p1', 'p2', 300]]],
        [`${D}#1`, [['p3', 'p4', 360]]],
      ]);
    });
  });

  test('startType Previous starts the section the day before; it belongs to its schedule date', () => {
    const s = [day('2026-03-03', [section('22:00', '06:00', { startType: 'Previous', breakMinutes: 0 })])];
    const r = calculate(
      input({
        range: { from: D, to: '2026-03-03' },
        schedule: s,
        punches: punches(at('22:00'), at('06:00', '2026-03-03')),
      }),
    );
    expect(r.days[0]!.shifts).toEqual([]);
    const shift = r.days[1]!.shifts[0]!;
    expect(shift.key).toBe('2026-03-03#0');
    expect(shift.scheduled).toEqual({ start: at('22:00'), end: at('06:00', '2026-03-03') });
    expect(shift.paidMinutes).toBe(480);
  });

  test('endType NextDay ends the section the next day', () => {
    const s = [day(D, [section('22:00', '06:00', { endType: 'NextDay', breakMinutes: 0 })])];
    const r = calculate(
      input({
        range: { from: D, to: '2026-03-03' },
        schedule: s,
        punches: punches(at('21:58'), at('06:03', '2026-03-03')),
      }),
    );
    expect(r.days[0]!.shifts[0]!.paidMinutes).toBe(485);
    expect(r.days[1]!.status).toBe('NoData');
  });

  test('an off day has no sections to match: its punches are unscheduled', () => {
    const s = [day(D, [section('09:00', '17:00')], true)];
    const r = calculate(input({ payGroup: approveAll, schedule: s, punches: punches(at('09:00'), at('13:00')) }));
    expect(r.days[0]!.shifts.map((x) => [x.key, x.scheduled, x.paidMinutes])).toEqual([[`${D}#u0`, null, 240]]);
    expect(r.days[0]!.status).toBe('Working');
  });
});

describe('unscheduled shifts', () => {
  test('a gap from an out punch to the next punch up to shiftThreshold keeps one shift; more starts another', () => {
    // threshold 240 min: 08:00–10:00, back 14:00 (gap 240) stays; out 16:00, back 20:01 (gap 241) splits.
    const r = calculate(
      input({
        payGroup: approveAll,
        punches: punches(at('08:00'), at('10:00'), at('14:00'), at('16:00'), at('20:01'), at('22:00')),
      }),
    );
    const shifts = r.days[0]!.shifts;
    expect(shifts.map((s) => [s.key, s.pairs.length, s.paidMinutes])).toEqual([
      [`${D}#u0`, 2, 240],
      [`${D}#u1`, 1, 119],
    ]);
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 359 }]);
  });

  test('unscheduled work is unpaid without approval and raises UnscheduleWork', () => {
    const r = calculate(input({ punches: punches(at('08:00'), at('12:00')) }));
    const d = r.days[0]!;
    expect(d.shifts[0]!.pairs).toEqual([
      { inPunchId: 'p1', outPunchId: 'p2', paidFrom: null, paidTo: null, minutes: 0 },
    ]);
    expect(d.exceptions).toEqual([{ type: 'UnscheduleWork', shiftKey: `${D}#u0`, minutes: 240 }]);
    expect(d.payTypes).toEqual([]);
    // Punched, though unpaid: the day is Working.
    expect(d.status).toBe('Working');
  });

  test('an approval of the shift key pays it', () => {
    const r = calculate(
      input({
        punches: punches(at('08:00'), at('12:00')),
        approvals: [{ shiftKey: `${D}#u0`, unscheduledApproved: true }],
      }),
    );
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 240 }]);
    expect(r.days[0]!.explain).toContain('Unscheduled shift Mon 02/03 from 08:00 paid 240 min (4.00 h): approved.');
  });

  test('an approval naming one of its punches pays it, whatever its key, and not the other shifts', () => {
    // two unscheduled shifts (the gap of 300 min is past the 240 min threshold): the second is approved by its in
    // punch, so it keeps its approval when an earlier shift moves the keys
    const r = calculate(
      input({
        punches: punches(at('06:00'), at('07:00'), at('12:00'), at('16:00')),
        approvals: [{ punchId: 'p3', unscheduledApproved: true }],
      }),
    );
    expect(r.days[0]!.shifts.map((s) => [s.key, s.paidMinutes])).toEqual([
      [`${D}#u0`, 0],
      [`${D}#u1`, 240],
    ]);
    expect(r.days[0]!.exceptions).toEqual([{ type: 'UnscheduleWork', shiftKey: `${D}#u0`, minutes: 60 }]);
  });

  test('an approval naming a punch counted once with another (within 60 s) names the shift too', () => {
    const r = calculate(
      input({
        punches: punches(at('08:00'), `${D}T08:00:30+13:00`, at('12:00')),
        approvals: [{ punchId: 'p2', unscheduledApproved: true }],
      }),
    );
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 240 }]);
  });

  test('without punchPairWitoutSchedule, punches on a day with no schedule are not paired', () => {
    const r = calculate(
      input({
        payGroup: payGroup({ punchPairWitoutSchedule: false, approvedUnscheduledWork: true }),
        punches: punches(at('08:00'), at('12:00')),
      }),
    );
    const d = r.days[0]!;
    expect(d.shifts[0]!.pairs.map((p) => [p.inPunchId, p.outPunchId, p.minutes])).toEqual([
      ['p1', null, 0],
      ['p2', null, 0],
    ]);
    expect(d.exceptions).toEqual([]);
    expect(d.explain[0]).toMatch(/not paired: no schedule on Mon 02\/03/);
  });

  test('without punchPairWitoutSchedule, unscheduled punches on a scheduled day are still paired', () => {
    const s = [day(D, [section('09:00', '12:00', { breakMinutes: 0 })])];
    const r = calculate(
      input({
        payGroup: payGroup({ punchPairWitoutSchedule: false, approvedUnscheduledWork: true }),
        schedule: s,
        punches: punches(at('09:00'), at('12:00'), at('18:00'), at('20:00')),
      }),
    );
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 300 }]);
  });

  test('a scheduled punch between two unscheduled punches keeps them in separate shifts', () => {
    const s = [day(D, [section('12:00', '13:00', { breakMinutes: 0 })])];
    const r = calculate(
      input({
        payGroup: approveAll,
        schedule: s,
        punches: punches(at('10:00'), at('12:00'), at('13:00'), at('15:00')),
      }),
    );
    // 10:00 is outside 11:00–14:00 → unscheduled; 12:00, 13:00 pair in the section; 15:00 unscheduled.
    expect(r.days[0]!.shifts.map((x) => [x.key, x.pairs.map((p) => [p.inPunchId, p.outPunchId])])).toEqual([
      [`${D}#u0`, [['p1', null]]],
      [`${D}#0`, [['p2', 'p3']]],
      [`${D}#u1`, [['p4', null]]],
    ]);
  });

  test('unscheduled work belongs to the local date of its first in punch, or of its last out with payOnFinishDay', () => {
    const ps = punches(at('22:00'), at('04:00', '2026-03-03'));
    const range = { from: D, to: '2026-03-03' };
    const r = calculate(input({ payGroup: approveAll, range, punches: ps }));
    expect(r.days.map((d) => [d.date, d.shifts.map((s) => s.key), d.payTypes])).toEqual([
      [D, [`${D}#u0`], [{ payTypeId: 'pt-ord', minutes: 360 }]],
      ['2026-03-03', [], []],
    ]);
    const f = calculate(
      input({ payGroup: payGroup({ approvedUnscheduledWork: true, payOnFinishDay: true }), range, punches: ps }),
    );
    expect(f.days.map((d) => [d.date, d.status, d.shifts.map((s) => s.key), d.payTypes])).toEqual([
      [D, 'Working', [], []],
      // The finish day has no punch of its own: it keeps its own status.
      ['2026-03-03', 'NoData', [`${D}#u0`], [{ payTypeId: 'pt-ord', minutes: 360 }]],
    ]);
    expect(f.days[0]!.explain).toEqual([
      'Shift Mon 02/03 from 22:00 is paid on Tue 03/03, the day it finished (payOnFinishDay): 360 min (6.00 h).',
    ]);
  });
});

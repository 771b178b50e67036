import { calculate } from '@rollcall/calc-engine';
import { day, input, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const at = (hhmm: string, date = D) => `${date}T${hhmm}:00+13:00`;
const nine2five = [day(D, [section('09:00', '17:00', { breakMinutes: 0 })])];

describe('duplicates', () => {
  test('two punches within 60 s count once, and the dropped one is explained', () => {
    const r = calculate(
      input({ schedule: nine2five, punches: punches(at('09:00'), '2026-03-02T09:00:59+13:00', at('17:00')) }),
    );
    const d = r.days[0]!;
    expect(d.shifts[0]!.pairs).toEqual([
      { inPunchId: 'p1', outPunchId: 'p3', paidFrom: at('09:00'), paidTo: at('17:00'), minutes: 480 },
    ]);
    expect(d.explain[0]).toBe('Ignored punch p2 at 09:00: within 60 s of punch p1, it counts once.');
  });

  test('exactly 60 s apart is still a duplicate; 61 s is not', () => {
    const dup = calculate(
      input({ schedule: nine2five, punches: punches(at('09:00'), '2026-03-02T09:01:00+13:00', at('17:00')) }),
    );
    expect(dup.days[0]!.shifts[0]!.pairs).toHaveLength(1);
    const two = calculate(
      input({ schedule: nine2five, punches: punches(at('09:00'), '2026-03-02T09:01:01+13:00', at('17:00')) }),
    );
    // 09:00 in, 09:01 out, 17:00 a lone in that is missing its out.
    expect(two.days[0]!.shifts[0]!.pairs.map((p) => [p.inPunchId, p.outPunchId, p.minutes])).toEqual([
      ['p1', 'p2', 1],
      ['p3', null, 0],
    ]);
  });

  test('the window runs from the kept punch: 0 s, 50 s, 100 s keeps 0 s and 100 s', () => {
    const r = calculate(
      input({
        schedule: nine2five,
        punches: punches(at('09:00'), '2026-03-02T09:00:50+13:00', '2026-03-02T09:01:40+13:00'),
        asOf: '2026-03-02T10:00:00+13:00',
      }),
    );
    expect(r.days[0]!.shifts[0]!.pairs.map((p) => [p.inPunchId, p.outPunchId, p.minutes])).toEqual([['p1', 'p3', 1]]);
  });
});

describe('pairing', () => {
  test('punches alternate in, out, in, out', () => {
    const r = calculate(
      input({ schedule: nine2five, punches: punches(at('09:00'), at('12:00'), at('12:30'), at('17:00')) }),
    );
    const s = r.days[0]!.shifts[0]!;
    expect(s.pairs.map((p) => [p.inPunchId, p.outPunchId, p.minutes])).toEqual([
      ['p1', 'p2', 180],
      ['p3', 'p4', 270],
    ]);
    expect(s.paidMinutes).toBe(450);
  });

  test('seconds are dropped from every punch', () => {
    const r = calculate(
      input({ schedule: nine2five, punches: punches('2026-03-02T08:59:59+13:00', '2026-03-02T17:00:01+13:00') }),
    );
    expect(r.days[0]!.shifts[0]!.pairs[0]!.minutes).toBe(481);
  });

  test('an out punch exactly at the completion time completes the pair; one minute more leaves the in alone', () => {
    const pg = payGroup({ punchPairCompletionTime: 8, lateDepartureThreshold: 120 });
    const exact = calculate(input({ payGroup: pg, schedule: nine2five, punches: punches(at('09:00'), at('17:00')) }));
    expect(exact.days[0]!.shifts[0]!.paidMinutes).toBe(480);
    const over = calculate(input({ payGroup: pg, schedule: nine2five, punches: punches(at('09:00'), at('17:01')) }));
    const s = over.days[0]!.shifts[0]!;
    expect(s.pairs.map((p) => [p.inPunchId, p.outPunchId])).toEqual([
      ['p1', null],
      ['p2', null],
    ]);
    expect(s.paidMinutes).toBe(0);
    expect(over.days[0]!.exceptions).toEqual([
      { type: 'MissingPunch', shiftKey: `${D}#0`, punchId: 'p1' },
      { type: 'MissingPunch', shiftKey: `${D}#0`, punchId: 'p2' },
    ]);
  });

  test('a lone in punch is open while asOf is before in + completion time, then missing', () => {
    const base = { schedule: nine2five, punches: punches(at('09:00')) };
    const open = calculate(input({ ...base, asOf: '2026-03-02T20:59:00+13:00' }));
    expect(open.days[0]!.exceptions).toEqual([]);
    expect(open.days[0]!.explain).toContain(
      'In punch 09:00 is open until 21:00 (punch pair completion time 12 h): it pays nothing until its out punch.',
    );
    expect(open.days[0]!.shifts[0]!.pairs).toEqual([
      { inPunchId: 'p1', outPunchId: null, paidFrom: null, paidTo: null, minutes: 0 },
    ]);
    const missing = calculate(input({ ...base, asOf: '2026-03-02T21:00:00+13:00' }));
    expect(missing.days[0]!.exceptions).toEqual([{ type: 'MissingPunch', shiftKey: `${D}#0`, punchId: 'p1' }]);
    expect(missing.days[0]!.status).toBe('Working');
  });

  test('MissingPunch is raised only when enabled, and never with skipException', () => {
    const base = { schedule: nine2five, punches: punches(at('09:00')) };
    const off = calculate(
      input({ ...base, exceptionSettings: { earlyArrivalMinutes: 0, lateDepartureMinutes: 0, enabled: {} } }),
    );
    expect(off.days[0]!.exceptions).toEqual([]);
    const skipped = calculate(input({ ...base, payGroup: payGroup({ skipException: true }) }));
    expect(skipped.days[0]!.exceptions).toEqual([]);
  });
});

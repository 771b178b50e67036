// How the explain sentences name a shift and a day (issue 11): as the timesheet shows them, a shift by its day and
// scheduled times (or its first punch when unscheduled), never by its key (`2026-03-02#0`), which a payroll officer
// cannot read; a day as the timesheet heads it (`Mon 02/03`), never as YYYY-MM-DD.
// Monday 2026-03-02, Auckland (NZDT, +13:00).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculate } from '@rollcall/calc-engine';
import { validateEngineInput } from '@rollcall/contracts';
import { dayName } from '../src/explain/phrases.js';
import { day, input, payGroup, punches, section } from './fixtures.js';

/** A date as the engine's input and result write it (and shift keys: `<date>#<section>`, `<date>#u<n>`). */
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

describe('shift names in explanations', () => {
  test('a scheduled shift by its schedule day and scheduled times', () => {
    const r = calculate(
      input({
        schedule: [day('2026-03-02', [section('08:00', '16:30', { breakMinutes: 30 })])],
        punches: punches('2026-03-02T08:00:00+13:00', '2026-03-02T16:30:00+13:00'),
      }),
    );
    expect(r.days[0]?.explain).toEqual([
      'Paired in 08:00 with out 16:30 on shift Mon 02/03 08:00–16:30: 510 min (8.50 h).',
      'Deducted the scheduled break of 30 min (0.50 h) from shift Mon 02/03 08:00–16:30: break calculation None deducts it from a worked shift.',
      'Paid 480 min (8.00 h) as ordinary time (ORD).',
    ]);
  });

  test('a section of a split shift by its own times and which section it is', () => {
    const r = calculate(
      input({
        schedule: [day('2026-03-02', [section('07:00', '12:00'), section('13:00', '19:00')])],
        punches: punches(
          '2026-03-02T07:00:00+13:00',
          '2026-03-02T12:00:00+13:00',
          '2026-03-02T13:00:00+13:00',
          '2026-03-02T19:00:00+13:00',
        ),
      }),
    );
    const explain = r.days[0]?.explain ?? [];
    expect(explain).toContain(
      'Paired in 07:00 with out 12:00 on shift Mon 02/03 07:00–12:00 (section 1 of 2): 300 min (5.00 h).',
    );
    expect(explain).toContain(
      'Paired in 13:00 with out 19:00 on shift Mon 02/03 13:00–19:00 (section 2 of 2): 360 min (6.00 h).',
    );
  });

  test('an overnight shift by the day it is scheduled on, the day it is paid on by its name', () => {
    const r = calculate(
      input({
        range: { from: '2026-03-02', to: '2026-03-03' },
        payGroup: payGroup({ payOnFinishDay: true }),
        schedule: [day('2026-03-02', [section('22:00', '06:00', { endType: 'NextDay' })])],
        punches: punches('2026-03-02T22:00:00+13:00', '2026-03-03T06:00:00+13:00'),
      }),
    );
    expect(r.days[0]?.explain).toContain(
      'Shift Mon 02/03 22:00–06:00 is paid on Tue 03/03, the day it finished (payOnFinishDay): 450 min (7.50 h).',
    );
  });

  test('a time on another day than the one explained, with that day', () => {
    const r = calculate(
      input({
        payGroup: payGroup({ acceptLD: false }),
        schedule: [day('2026-03-02', [section('22:00', '06:00', { endType: 'NextDay' })])],
        punches: punches('2026-03-02T22:00:00+13:00', '2026-03-03T06:10:00+13:00'),
      }),
    );
    expect(r.days[0]?.explain).toContain(
      'Paired in 22:00 with out Tue 03/03 06:10 on shift Mon 02/03 22:00–06:00: 480 min (8.00 h).',
    );
  });

  test('an unscheduled shift by the day and time of its first punch', () => {
    const r = calculate(
      input({
        range: { from: '2026-03-07', to: '2026-03-07' },
        payGroup: payGroup({ approvedUnscheduledWork: true }),
        schedule: [day('2026-03-07', [], true)],
        punches: punches('2026-03-07T10:00:00+13:00', '2026-03-07T14:00:00+13:00'),
      }),
    );
    expect(r.days[0]?.explain).toContain(
      'Unscheduled shift Sat 07/03 from 10:00 paid 240 min (4.00 h): the pay group approves unscheduled work.',
    );
  });

  test('no sentence of any golden scenario names a shift by its key or a day as YYYY-MM-DD', () => {
    const root = fileURLToPath(new URL('../scenarios', import.meta.url));
    const folders = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory());
    const keyed = folders.flatMap(({ name }) => {
      const scenario = validateEngineInput(JSON.parse(readFileSync(join(root, name, 'input.json'), 'utf8')));
      return calculate(scenario).days.flatMap((d) => d.explain.filter((line) => ISO_DATE.test(line)));
    });
    expect(folders.length).toBeGreaterThan(50);
    expect(keyed).toEqual([]);
  });

  test('a day is named as the timesheet heads it: weekday and DD/MM', () => {
    expect(dayName('2026-11-16')).toBe('Mon 16/11');
    expect(dayName('2026-01-01')).toBe('Thu 01/01');
    expect(dayName('2028-02-29')).toBe('Tue 29/02');
    expect(dayName('1969-12-31')).toBe('Wed 31/12');
  });
});

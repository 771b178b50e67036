// Public holiday pay (NZ): worked minutes as publicHoliday, alternative holidays, public holiday leave, phlAbsent.
// Monday 2026-03-02, Auckland (NZDT, +13:00).
import { calculate } from '@rollcall/calc-engine';
import type { EngineInput, PayGroupRules, PayTypeRef } from '@rollcall/contracts';
import { day, input, payGroup, punches, section } from './fixtures.js';

const PAY_TYPES: PayTypeRef[] = [
  { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
  { id: 'pt-ph', code: 'PH', role: 'publicHoliday', payRateFactor: 1.5 },
  { id: 'pt-phl', code: 'PHL', role: 'publicHolidayLeave' },
  { id: 'pt-alt', code: 'ALT', role: 'alternativeHoliday' },
  { id: 'pt-al', code: 'AL', isLeave: true },
];
const MON = '2026-03-02';
const SUN = '2026-03-01';
const holiday = { date: MON, name: 'Test Holiday' };
const scheduled = [day(MON, [section('09:00', '17:00')])];
const worked = punches(`${MON}T09:00:00+13:00`, `${MON}T17:00:00+13:00`);

function run(rules: Partial<PayGroupRules>, overrides: Partial<EngineInput> = {}) {
  return calculate(
    input({
      payGroup: payGroup(rules),
      payTypes: PAY_TYPES,
      holidays: [holiday],
      schedule: scheduled,
      ...overrides,
    }),
  );
}

describe('calculatePublicHoliday', () => {
  test('minutes worked on the holiday go to the publicHoliday pay type', () => {
    const r = run({ calculatePublicHoliday: true }, { punches: worked });
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ph', minutes: 450 }]);
    expect(r.days[0]!.status).toBe('Working');
    expect(r.days[0]!.explain).toContain('Paid 450 min (7.50 h) as public holiday time (PH): worked on Test Holiday.');
  });

  test('off: worked minutes stay ordinary', () => {
    expect(run({}, { punches: worked }).days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 450 }]);
  });

  test('no publicHoliday pay type is refused when a minute needs it', () => {
    expect(() =>
      run(
        { calculatePublicHoliday: true },
        { punches: worked, payTypes: [{ id: 'pt-ord', code: 'ORD', role: 'ordinary' }] },
      ),
    ).toThrow(/role "publicHoliday"/);
  });

  test('work on the real date of a holiday moved to Monday for this employee is ordinary', () => {
    const r = run(
      { calculatePublicHoliday: true, approvedUnscheduledWork: true },
      {
        range: { from: SUN, to: MON },
        schedule: [day(SUN, [], true), ...scheduled],
        holidays: [{ date: SUN, alterdate: MON, name: 'Sunday Holiday' }],
        punches: punches(`${SUN}T10:00:00+13:00`, `${SUN}T12:00:00+13:00`),
      },
    );
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 120 }]);
    expect(r.days[1]!.status).toBe('HOL');
  });
});

describe('calculateAlternativeHoliday', () => {
  test('working on a scheduled holiday earns one alternative holiday and one unit', () => {
    const r = run({ calculatePublicHoliday: true, calculateAlternativeHoliday: true }, { punches: worked });
    expect(r.alternativeHolidaysEarned).toBe(1);
    expect(r.days[0]!.payTypes).toEqual([
      { payTypeId: 'pt-alt', units: 1 },
      { payTypeId: 'pt-ph', minutes: 450 },
    ]);
    expect(r.days[0]!.explain).toContain(
      'Earned 1 alternative holiday (ALT): worked on Test Holiday, a scheduled working day.',
    );
  });

  test('unscheduled work on a holiday earns one, unless only scheduled days count (OnSchedule)', () => {
    const overrides = {
      schedule: [day(MON, [], true)],
      punches: worked,
    };
    const rules = { calculateAlternativeHoliday: true, approvedUnscheduledWork: true };
    const any = run(rules, overrides);
    expect(any.alternativeHolidaysEarned).toBe(1);
    expect(any.days[0]!.explain).toContain(
      'Earned 1 alternative holiday (ALT): worked on Test Holiday, the day it falls on for the employee.',
    );
    const onSchedule = run({ ...rules, calculateAlternativeHolidayOnSchedule: true }, overrides);
    expect(onSchedule.alternativeHolidaysEarned).toBe(0);
    expect(onSchedule.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 480 }]);
    expect(onSchedule.days[0]!.explain).toContain(
      'No alternative holiday for working on Test Holiday: the day is not scheduled (calculateAlternativeHolidayOnSchedule).',
    );
  });

  test('not worked: none earned', () => {
    expect(run({ calculateAlternativeHoliday: true }).alternativeHolidaysEarned).toBe(0);
  });
});

describe('enablePublicHolidayLeave', () => {
  test('not worked on a scheduled day: the scheduled minutes with calculatePublicHolidayLeaveBySchedule', () => {
    const r = run({ enablePublicHolidayLeave: true, calculatePublicHolidayLeaveBySchedule: true });
    expect(r.days[0]!.status).toBe('HOL');
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-phl', minutes: 450 }]);
    expect(r.days[0]!.explain).toEqual([
      'Paid 450 min (7.50 h) as public holiday leave (PHL): Test Holiday not worked on a scheduled working day (its scheduled 450 min).',
      'Public holiday not worked: Test Holiday.',
    ]);
  });

  test('else convertUnit hours', () => {
    const r = run({ enablePublicHolidayLeave: true, convertUnit: 7.6 });
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-phl', minutes: 456 }]);
    expect(r.days[0]!.explain[0]).toBe(
      'Paid 456 min (7.60 h) as public holiday leave (PHL): Test Holiday not worked on a scheduled working day (convertUnit 7.6 h).',
    );
  });

  test('not on a day that is not otherwise a working day', () => {
    const r = run({ enablePublicHolidayLeave: true }, { schedule: [day(MON, [], true)] });
    expect(r.days[0]!.status).toBe('HOL');
    expect(r.days[0]!.payTypes).toEqual([]);
  });

  test('a holiday on an off day with an alterdate is paid on the alterdate', () => {
    const r = run(
      { enablePublicHolidayLeave: true, calculatePublicHolidayLeaveBySchedule: true },
      {
        range: { from: SUN, to: MON },
        schedule: [day(SUN, [], true), ...scheduled],
        holidays: [{ date: SUN, alterdate: MON, name: 'Sunday Holiday' }],
      },
    );
    expect(r.days.map((d) => d.status)).toEqual(['OffDay', 'HOL']);
    expect(r.days[1]!.payTypes).toEqual([{ payTypeId: 'pt-phl', minutes: 450 }]);
  });

  test('worked: no public holiday leave, unless phlAbsent pays the part not worked', () => {
    const half = punches(`${MON}T09:00:00+13:00`, `${MON}T13:00:00+13:00`);
    const rules = {
      calculatePublicHoliday: true,
      enablePublicHolidayLeave: true,
      calculatePublicHolidayLeaveBySchedule: true,
    };
    expect(run(rules, { punches: half }).days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ph', minutes: 210 }]);
    const r = run({ ...rules, phlAbsent: true }, { punches: half });
    // 240 worked − 30 break = 210 PH; scheduled 450 − 210 = 240 PHL.
    expect(r.days[0]!.payTypes).toEqual([
      { payTypeId: 'pt-ph', minutes: 210 },
      { payTypeId: 'pt-phl', minutes: 240 },
    ]);
    expect(r.days[0]!.explain).toContain(
      'Paid 240 min (4.00 h) as public holiday leave (PHL): the part of Test Holiday not worked, its scheduled 450 min less 210 min worked (phlAbsent).',
    );
    expect(run({ ...rules, phlAbsent: true }, { punches: worked }).days[0]!.payTypes).toEqual([
      { payTypeId: 'pt-ph', minutes: 450 },
    ]);
  });

  test('leave charged on the holiday (skip off) takes its place', () => {
    const leave = {
      id: 'l1',
      payTypeId: 'pt-al',
      status: 'Approved' as const,
      fromDate: MON,
      toDate: MON,
      hoursPerDay: 8,
    };
    const r = run({ enablePublicHolidayLeave: true }, { leaves: [leave] });
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-al', minutes: 480 }]);
    expect(r.days[0]!.explain).toContain('No public holiday leave for Test Holiday: leave is charged on it instead.');
    const skipped = run({ enablePublicHolidayLeave: true, skipHoliday: true }, { leaves: [leave] });
    expect(skipped.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-phl', minutes: 480 }]);
    expect(skipped.days[0]!.status).toBe('HOL');
  });
});

describe('overnight shifts into a holiday', () => {
  const overnight = {
    range: { from: SUN, to: '2026-03-03' },
    schedule: [
      day(SUN, [section('22:00', '06:00', { endType: 'NextDay' })]),
      day(MON, [section('22:00', '06:00', { endType: 'NextDay' })]),
    ],
    punches: punches(
      `${SUN}T22:00:00+13:00`,
      `${MON}T06:00:00+13:00`,
      `${MON}T22:00:00+13:00`,
      '2026-03-03T06:00:00+13:00',
    ),
  };

  test('the shift is holiday time on the day it is reported on', () => {
    const rules = { calculatePublicHoliday: true, calculateAlternativeHoliday: true };
    const onStart = run(rules, overnight);
    expect(onStart.days.map((d) => d.payTypes)).toEqual([
      [{ payTypeId: 'pt-ord', minutes: 450 }],
      [
        { payTypeId: 'pt-alt', units: 1 },
        { payTypeId: 'pt-ph', minutes: 450 },
      ],
      [],
    ]);
    const onFinish = run({ ...rules, payOnFinishDay: true }, overnight);
    expect(onFinish.days.map((d) => d.payTypes)).toEqual([
      [],
      [
        { payTypeId: 'pt-alt', units: 1 },
        { payTypeId: 'pt-ph', minutes: 450 },
      ],
      [{ payTypeId: 'pt-ord', minutes: 450 }],
    ]);
    expect(onFinish.alternativeHolidaysEarned).toBe(1);
  });

  const holidayRules = {
    calculatePublicHoliday: true,
    calculateAlternativeHoliday: true,
    enablePublicHolidayLeave: true,
    calculatePublicHolidayLeaveBySchedule: true,
  };

  test('whether the holiday is worked is decided by its own shifts: an eve shift into it is holiday time, not work on it', () => {
    const rules = holidayRules;
    // Sunday night into the holiday; the holiday's own 09:00–17:00 is not worked.
    const eve = {
      range: { from: SUN, to: '2026-03-03' },
      schedule: [day(SUN, [section('22:00', '06:00', { endType: 'NextDay' })]), ...scheduled],
      punches: punches(`${SUN}T22:00:00+13:00`, `${MON}T06:00:00+13:00`),
    };
    const onFinish = run({ ...rules, payOnFinishDay: true }, eve);
    expect(onFinish.days[1]!.payTypes).toEqual([
      { payTypeId: 'pt-ph', minutes: 450 },
      { payTypeId: 'pt-phl', minutes: 450 },
    ]);
    expect(onFinish.days[1]!.status).toBe('HOL');
    expect(onFinish.alternativeHolidaysEarned).toBe(0);
    // Without payOnFinishDay the eve shift is Sunday's ordinary time and nothing of the holiday changes.
    const onStart = run(rules, eve);
    expect(onStart.days.map((d) => [d.status, d.payTypes])).toEqual([
      ['Working', [{ payTypeId: 'pt-ord', minutes: 450 }]],
      ['HOL', [{ payTypeId: 'pt-phl', minutes: 450 }]],
      ['NoData', []],
    ]);
  });

  test("the holiday's own shift makes it worked even when reported after the range (payOnFinishDay)", () => {
    const r = run(
      { ...holidayRules, payOnFinishDay: true },
      {
        schedule: [day(MON, [section('22:00', '06:00', { endType: 'NextDay' })])],
        punches: punches(`${MON}T22:00:00+13:00`, '2026-03-03T06:00:00+13:00'),
      },
    );
    expect(r.days.map((d) => [d.status, d.payTypes])).toEqual([['Working', [{ payTypeId: 'pt-alt', units: 1 }]]]);
  });
});

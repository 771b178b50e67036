import { calculate } from '@rollcall/calc-engine';
import type { ScheduleSection } from '@rollcall/contracts';
import { day, input, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const at = (hhmm: string) => `${D}T${hhmm}:00+13:00`;
const shiftOf = (r: ReturnType<typeof calculate>) => r.days[0]!.shifts[0]!;
const run = (extra: Partial<ScheduleSection>, ps = punches(at('09:00'), at('17:00')), pg = payGroup()) =>
  calculate(input({ payGroup: pg, schedule: [day(D, [section('09:00', '17:00', extra)])], punches: ps }));

describe('break deduction, break calculation None', () => {
  test("the section's breakMinutes is deducted from a worked shift", () => {
    const s = shiftOf(run({ breakMinutes: 45 }));
    expect([s.pairs[0]!.minutes, s.breakDeductedMinutes, s.paidMinutes]).toEqual([480, 45, 435]);
  });

  test("without breakMinutes the pay group's breakTime hours × 60", () => {
    const s = shiftOf(run({}, undefined, payGroup({ breakTime: 0.75 })));
    expect([s.breakDeductedMinutes, s.paidMinutes]).toEqual([45, 435]);
  });

  test('nothing is deducted when the meal is worked through', () => {
    const r = run({ breakMinutes: 30, lunchWorkingThrough: true });
    expect([shiftOf(r).breakDeductedMinutes, shiftOf(r).paidMinutes]).toEqual([0, 480]);
    expect(r.days[0]!.explain).toContain(
      'No break deducted from shift Mon 02/03 09:00–17:00: the meal was worked through (lunchWorkingThrough).',
    );
  });

  test('nothing is deducted from a shift that was not worked', () => {
    const s = shiftOf(run({ breakMinutes: 30 }, punches(at('09:00')), payGroup()));
    expect([s.breakDeductedMinutes, s.paidMinutes]).toEqual([0, 0]);
  });

  test('the deduction never exceeds the paid minutes', () => {
    const s = shiftOf(run({ breakMinutes: 30 }, punches(at('09:00'), at('09:20'))));
    expect([s.breakDeductedMinutes, s.paidMinutes]).toEqual([20, 0]);
  });
});

describe('break deduction, other break calculation types', () => {
  const hoursAtWork = {
    overrideBreakCalculation: true,
    breakCalculationType: 'HoursAtWork' as const,
    breakTriggerHours: 5,
    breakMinutes: 30,
  };

  test('HoursAtWork deducts once paid time reaches the trigger', () => {
    expect(shiftOf(run(hoursAtWork, punches(at('09:00'), at('14:00')))).paidMinutes).toBe(270);
    expect(shiftOf(run(hoursAtWork, punches(at('09:00'), at('13:59')))).paidMinutes).toBe(299);
  });

  test('HoursAtWork from the pay group uses its workTime as the trigger', () => {
    const pg = payGroup({ breakCalculationType: 'HoursAtWork', workTime: 6 });
    expect(shiftOf(run({ breakMinutes: 30 }, punches(at('09:00'), at('14:00')), pg)).paidMinutes).toBe(300);
    expect(shiftOf(run({ breakMinutes: 30 }, punches(at('09:00'), at('15:00')), pg)).paidMinutes).toBe(330);
  });

  test('TimeOfDay deducts only when at work at the break start time', () => {
    const pg = payGroup({ breakCalculationType: 'TimeOfDay', breakStartTime: '12:00' });
    expect(shiftOf(run({ breakMinutes: 30 }, punches(at('09:00'), at('12:00')), pg)).paidMinutes).toBe(180);
    expect(shiftOf(run({ breakMinutes: 30 }, punches(at('09:00'), at('12:01')), pg)).paidMinutes).toBe(151);
  });
});

describe('clocked breaks', () => {
  const fourPunches = punches(at('09:00'), at('12:00'), at('12:20'), at('17:00'));

  test('with clockOutForBreaks the punched break is unpaid and nothing more is deducted', () => {
    const s = shiftOf(run({ breakMinutes: 30 }, fourPunches, payGroup({ clockOutForBreaks: true })));
    expect([s.breakDeductedMinutes, s.paidMinutes]).toEqual([0, 460]);
  });

  test('with minimumBreak the deduction tops the punched break up to the scheduled break', () => {
    const s = shiftOf(
      run({ breakMinutes: 30 }, fourPunches, payGroup({ clockOutForBreaks: true, minimumBreak: true })),
    );
    expect([s.breakDeductedMinutes, s.paidMinutes]).toEqual([10, 450]);
  });

  test('a punched break longer than scheduled + breakTimeException raises LongBreak', () => {
    const pg = payGroup({ clockOutForBreaks: true, breakTimeException: 10 });
    const ps = punches(at('09:00'), at('12:00'), at('12:41'), at('17:00'));
    const r = calculate(
      input({
        payGroup: pg,
        schedule: [day(D, [section('09:00', '17:00', { breakMinutes: 30 })])],
        punches: ps,
        exceptionSettings: { earlyArrivalMinutes: 0, lateDepartureMinutes: 0, enabled: { LongBreak: true } },
      }),
    );
    expect(r.days[0]!.exceptions).toEqual([{ type: 'LongBreak', shiftKey: `${D}#0`, minutes: 11 }]);
  });

  test('a gap in a shift with no scheduled break raises UnscheduleBreak', () => {
    const r = calculate(
      input({
        schedule: [day(D, [section('09:00', '17:00', { breakMinutes: 0 })])],
        punches: fourPunches,
        exceptionSettings: { earlyArrivalMinutes: 0, lateDepartureMinutes: 0, enabled: { UnscheduleBreak: true } },
      }),
    );
    expect(r.days[0]!.exceptions).toEqual([{ type: 'UnscheduleBreak', shiftKey: `${D}#0`, minutes: 20 }]);
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 460 }]);
  });
});

// Properties of the overtime, public holiday, leave and allowance rules over generated weeks (arbitraries.ts),
// with those rules switched on at random: worked minutes are split, never created or lost; ordinary time never
// passes a threshold; alternative holidays match their units; input order does not matter.
import fc from 'fast-check';
import { calculate } from '@rollcall/calc-engine';
import type { EngineInput, PayGroupRules, PayTypeRef } from '@rollcall/contracts';
import { addDays } from '../src/time/civil-date.js';
import { mondayOf } from '../src/overtime/overtime-span.js';
import { inputArb } from './arbitraries.js';

const RUNS = 200;
const PAY_TYPES: PayTypeRef[] = [
  { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
  { id: 'pt-ot', code: 'OT15', role: 'overtime' },
  { id: 'pt-ph', code: 'PH', role: 'publicHoliday' },
  { id: 'pt-phl', code: 'PHL', role: 'publicHolidayLeave' },
  { id: 'pt-alt', code: 'ALT', role: 'alternativeHoliday' },
  { id: 'pt-al', code: 'AL', isLeave: true },
  { id: 'pt-a1', code: 'A1', isAllowance: true },
  { id: 'pt-a2', code: 'A2', isAllowance: true },
  { id: 'pt-a3', code: 'A3', isAllowance: true },
];
const WORK = new Set(['pt-ord', 'pt-ot', 'pt-ph']);

const rulesArb = fc.record({
  overtimeCalculationType: fc.constantFrom('None' as const, 'Daily' as const, 'Weekly' as const, 'PayPeriod' as const),
  dailyOvertimeThreshold: fc.constantFrom(0, 4, 7.5, 8),
  periodOvertimeThreshold: fc.constantFrom(10, 24, 40),
  includePaidLeavesInOvertimeThreshold: fc.boolean(),
  supervisorMAOT: fc.boolean(),
  calculatePublicHoliday: fc.boolean(),
  enablePublicHolidayLeave: fc.boolean(),
  calculatePublicHolidayLeaveBySchedule: fc.boolean(),
  calculateAlternativeHoliday: fc.boolean(),
  calculateAlternativeHolidayOnSchedule: fc.boolean(),
  phlAbsent: fc.boolean(),
  skipHoliday: fc.boolean(),
  skipUnscheduleDay: fc.boolean(),
  durationBySchedule: fc.boolean(),
});

const leaveArb = fc.record({
  fromDay: fc.integer({ min: -2, max: 6 }),
  days: fc.integer({ min: 0, max: 4 }),
  kind: fc.constantFrom('hours', 'schedule', 'window'),
  fromHour: fc.integer({ min: 0, max: 23 }),
  length: fc.integer({ min: 1, max: 10 }),
  approved: fc.boolean(),
});

function rulesInputArb(): fc.Arbitrary<EngineInput> {
  return fc
    .tuple(inputArb({ grace: true, rounding: true }), rulesArb, fc.array(leaveArb, { maxLength: 3 }), fc.nat())
    .map(([base, rules, leaves, seed]) => {
      const from = base.range.from;
      const payGroup: PayGroupRules = {
        ...base.payGroup,
        ...rules,
        period: 'Fortnightly',
        startTime: from,
        approvedUnscheduledWork: true,
      };
      return {
        ...base,
        payGroup,
        payTypes: PAY_TYPES,
        employee: { id: 'emp-1', skillIds: ['sk1', 'sk2', 'sk3'] },
        skills: [
          { id: 'sk1', allowancePayTypeId: 'pt-a1', calculation: 'eitherOnePerShift' as const },
          { id: 'sk2', allowancePayTypeId: 'pt-a2', calculation: 'hoursWorkedForShift' as const },
          { id: 'sk3', allowancePayTypeId: 'pt-a3', calculation: 'hoursWorkedForDay' as const },
        ],
        holidays: [
          { date: addDays(from, 3), name: 'Test Holiday' },
          { date: addDays(from, 5), alterdate: addDays(from, 7), name: 'Weekend Holiday' },
        ],
        approvals: [...(base.approvals ?? []), { shiftKey: `${addDays(from, 2)}#0`, overtimeApproved: seed % 2 === 0 }],
        leaves: leaves.map((l, i) => ({
          id: `l${i}`,
          payTypeId: 'pt-al',
          status: l.approved ? ('Approved' as const) : ('Pending' as const),
          fromDate: addDays(from, l.fromDay),
          toDate: addDays(from, l.fromDay + l.days),
          ...(l.kind === 'hours' ? { hoursPerDay: l.length } : {}),
          ...(l.kind === 'schedule' ? { scheduledDuration: true } : {}),
          ...(l.kind === 'window'
            ? {
                byWorkHours: true,
                fromTime: `${String(l.fromHour).padStart(2, '0')}:00`,
                toTime: `${String((l.fromHour + l.length) % 24).padStart(2, '0')}:30`,
              }
            : {}),
          skip: i % 2 === 0,
        })),
      };
    });
}

const minutesOf = (amounts: { payTypeId: string; minutes?: number }[], ids: Set<string> | string) =>
  amounts
    .filter((a) => (typeof ids === 'string' ? a.payTypeId === ids : ids.has(a.payTypeId)))
    .reduce((s, a) => s + (a.minutes ?? 0), 0);

describe('overtime, holiday, leave and allowance properties', () => {
  test('worked minutes are split into ordinary, overtime and holiday time, never created or lost', () => {
    fc.assert(
      fc.property(rulesInputArb(), (input) => {
        const result = calculate(input);
        for (const day of result.days) {
          const paid = day.shifts.reduce((s, x) => s + x.paidMinutes, 0);
          expect(minutesOf(day.payTypes, WORK)).toBe(paid);
          if (day.status === 'Leave') {
            // No work of its own (a shift reported on it from the night before, payOnFinishDay, may pay).
            const own = day.shifts.filter((x) => x.key.startsWith(`${day.date}#`));
            expect(own.reduce((s, x) => s + x.paidMinutes, 0)).toBe(0);
            expect(minutesOf(day.payTypes, 'pt-al')).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('ordinary time never passes the threshold of its day or week', () => {
    fc.assert(
      fc.property(rulesInputArb(), (input) => {
        const result = calculate(input);
        const rules = input.payGroup;
        if (rules.overtimeCalculationType === 'Daily') {
          for (const day of result.days) {
            expect(minutesOf(day.payTypes, 'pt-ord')).toBeLessThanOrEqual(
              Math.round((rules.dailyOvertimeThreshold ?? 0) * 60),
            );
          }
        }
        if (rules.overtimeCalculationType === 'Weekly') {
          const weeks = new Map<string, number>();
          for (const day of result.days) {
            const week = mondayOf(day.date);
            weeks.set(week, (weeks.get(week) ?? 0) + minutesOf(day.payTypes, 'pt-ord'));
          }
          for (const ordinary of weeks.values()) {
            expect(ordinary).toBeLessThanOrEqual(Math.round((rules.periodOvertimeThreshold ?? 0) * 60));
          }
        }
        if (rules.overtimeCalculationType === 'None') {
          expect(result.totals.find((t) => t.payTypeId === 'pt-ot')).toBeUndefined();
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('alternative holidays earned equal the alternative holiday units; totals are the sum of the days', () => {
    fc.assert(
      fc.property(rulesInputArb(), (input) => {
        const result = calculate(input);
        const units = result.days.flatMap((d) => d.payTypes).filter((a) => a.payTypeId === 'pt-alt');
        expect(units.reduce((s, a) => s + (a.units ?? 0), 0)).toBe(result.alternativeHolidaysEarned);
        expect(result.alternativeHolidaysEarned).toBeLessThanOrEqual(2);
        const sums = new Map<string, { minutes?: number; units?: number }>();
        for (const a of result.days.flatMap((d) => d.payTypes)) {
          const t = sums.get(a.payTypeId) ?? {};
          if (a.minutes !== undefined) t.minutes = (t.minutes ?? 0) + a.minutes;
          if (a.units !== undefined) t.units = (t.units ?? 0) + a.units;
          sums.set(a.payTypeId, t);
        }
        expect(result.totals).toEqual(
          [...sums].sort(([a], [b]) => (a < b ? -1 : 1)).map(([payTypeId, t]) => ({ payTypeId, ...t })),
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('the order of leaves, holidays, skills, pay types and approvals does not change the result', () => {
    fc.assert(
      fc.property(rulesInputArb(), (input) => {
        const reversed: EngineInput = {
          ...input,
          leaves: [...input.leaves].reverse(),
          holidays: [...input.holidays].reverse(),
          skills: [...(input.skills ?? [])].reverse(),
          payTypes: [...input.payTypes].reverse(),
          approvals: [...(input.approvals ?? [])].reverse(),
          employee: { ...input.employee, skillIds: [...(input.employee.skillIds ?? [])].reverse() },
        };
        expect(JSON.stringify(calculate(reversed))).toBe(JSON.stringify(calculate(input)));
      }),
      { numRuns: RUNS },
    );
  });
});

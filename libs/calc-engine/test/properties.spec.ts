import fc from 'fast-check';
import { calculate } from '@rollcall/calc-engine';
import type { EngineInput } from '@rollcall/contracts';
import { inputArb, shiftDatesInText } from './arbitraries.js';

const RUNS = 300;

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('engine properties', () => {
  test('paid minutes never exceed elapsed minutes (no grace, no rounding)', () => {
    fc.assert(
      fc.property(inputArb(), (input) => {
        const result = calculate(input);
        const minuteOf = new Map(input.punches.map((p) => [p.id, Math.floor(Date.parse(p.at) / 60_000)]));
        for (const day of result.days) {
          for (const shift of day.shifts) {
            let elapsed = 0;
            for (const pair of shift.pairs) {
              if (pair.inPunchId === null || pair.outPunchId === null) {
                expect(pair.minutes).toBe(0);
                continue;
              }
              const e = minuteOf.get(pair.outPunchId)! - minuteOf.get(pair.inPunchId)!;
              expect(pair.minutes).toBeLessThanOrEqual(e);
              expect(pair.minutes).toBeGreaterThanOrEqual(0);
              elapsed += e;
            }
            expect(shift.paidMinutes).toBeLessThanOrEqual(elapsed);
            expect(shift.paidMinutes).toBe(shift.pairs.reduce((s, p) => s + p.minutes, 0) - shift.breakDeductedMinutes);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('totals equal the sum of the days, and a day pays the sum of its shifts', () => {
    fc.assert(
      fc.property(inputArb({ grace: true, rounding: true }), (input) => {
        const result = calculate(input);
        const sums = new Map<string, number>();
        for (const day of result.days) {
          const dayPaid = day.shifts.reduce((s, x) => s + x.paidMinutes, 0);
          expect(day.payTypes.reduce((s, p) => s + (p.minutes ?? 0), 0)).toBe(dayPaid);
          for (const p of day.payTypes) sums.set(p.payTypeId, (sums.get(p.payTypeId) ?? 0) + (p.minutes ?? 0));
        }
        expect(result.totals).toEqual(
          [...sums].sort(([a], [b]) => (a < b ? -1 : 1)).map(([payTypeId, minutes]) => ({ payTypeId, minutes })),
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('the order of input arrays does not change the result', () => {
    fc.assert(
      fc.property(inputArb({ grace: true, rounding: true }), fc.integer(), (input, seed) => {
        const reordered: EngineInput = {
          ...input,
          punches: shuffled(input.punches, seed),
          schedule: shuffled(input.schedule, seed + 1),
          payTypes: shuffled(input.payTypes, seed + 2),
          holidays: shuffled(input.holidays, seed + 3),
          leaves: shuffled(input.leaves, seed + 4),
          approvals: shuffled(input.approvals ?? [], seed + 5),
          rounding: input.rounding ? { rules: shuffled(input.rounding.rules, seed + 6) } : null,
        };
        expect(JSON.stringify(calculate(reordered))).toBe(JSON.stringify(calculate(input)));
      }),
      { numRuns: RUNS },
    );
  });

  test('the same input gives byte-identical output, and the input is not changed', () => {
    fc.assert(
      fc.property(inputArb({ grace: true, rounding: true }), (input) => {
        const before = JSON.stringify(input);
        const first = JSON.stringify(calculate(input));
        expect(JSON.stringify(input)).toBe(before);
        expect(JSON.stringify(calculate(structuredClone(input)))).toBe(first);
      }),
      { numRuns: RUNS },
    );
  });

  test('shifting every instant by whole days shifts every result by the same days (zone without DST)', () => {
    fc.assert(
      fc.property(
        inputArb({ zones: ['Asia/Kolkata', 'UTC'], grace: true, rounding: true }),
        fc.integer({ min: -60, max: 60 }),
        (input, days) => {
          const ms = days * 86_400_000;
          const moveInstant = (iso: string) => new Date(Date.parse(iso) + ms).toISOString();
          const moved: EngineInput = JSON.parse(
            shiftDatesInText(JSON.stringify({ ...input, asOf: null, punches: [] }), days),
          );
          moved.asOf = moveInstant(input.asOf);
          moved.punches = input.punches.map((p) => ({ ...p, at: moveInstant(p.at) }));
          expect(JSON.stringify(calculate(moved))).toBe(shiftDatesInText(JSON.stringify(calculate(input)), days));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

import fc from 'fast-check';
import { calculate } from '@rollcall/calc-engine';
import { validateEngineInput, type EngineInput, type EngineResult } from '@rollcall/contracts';
import { addDays, minutesOfDay } from '../src/time/civil-date.js';
import { ZoneClock } from '../src/time/zone-clock.js';
import { inputArb, shiftDatesInText, type Options } from './arbitraries.js';

const RUNS = 150;
const WEEK_MS = 7 * 86_400_000;

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

/** Holidays (some Mondayised) and leaves of every status and kind, dated within the generated week. */
const extrasArb = fc.record({
  // Stepping out and back in a few minutes later near a section's start or end (where grace and rounding reach).
  stepOuts: fc.array(
    fc.record({
      section: fc.nat(),
      edge: fc.constantFrom('start', 'end'),
      offset: fc.integer({ min: -10, max: 10 }),
      back: fc.integer({ min: 1, max: 5 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  holidays: fc.array(
    fc.record({
      day: fc.integer({ min: -1, max: 7 }),
      alter: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      name: fc.constantFrom('Anzac Day', 'Matariki', 'Labour Day', 'Show Day'),
    }),
    { maxLength: 3 },
  ),
  leaves: fc.array(
    fc.record({
      day: fc.integer({ min: -1, max: 6 }),
      length: fc.integer({ min: 0, max: 3 }),
      status: fc.constantFrom('Pending' as const, 'Approved' as const, 'Declined' as const, 'Cancelled' as const),
      kind: fc.constantFrom('hoursPerDay', 'scheduledDuration', 'byWorkHours'),
      hoursPerDay: fc.constantFrom(4, 7.5, 8),
      fromHour: fc.integer({ min: 6, max: 14 }),
      hours: fc.integer({ min: 1, max: 8 }),
      skip: fc.boolean(),
      skipUnscheduled: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
});

const two = (n: number) => String(n).padStart(2, '0');

/** inputArb plus step-outs, holidays and leaves, so every property sees them too. */
function fullInputArb(options: Options = {}): fc.Arbitrary<EngineInput> {
  return fc.tuple(inputArb(options), extrasArb).map(([input, extras]) => {
    const from = input.range.from;
    const clock = new ZoneClock(input.timeZone);
    const edges = input.schedule.flatMap((d) =>
      d.sections.map((s) => ({
        start: clock.instantOf(d.date, minutesOfDay(s.start)),
        end: clock.instantOf(s.endType === 'NextDay' ? addDays(d.date, 1) : d.date, minutesOfDay(s.end)),
      })),
    );
    const stepOuts = edges.length
      ? extras.stepOuts.flatMap((o, i) => {
          const edge = edges[o.section % edges.length]!;
          const out = (o.edge === 'start' ? edge.start : edge.end) + o.offset * 60_000;
          return [
            { id: `s${i}-out`, at: new Date(out).toISOString() },
            { id: `s${i}-in`, at: new Date(out + o.back * 60_000).toISOString() },
          ];
        })
      : [];
    return {
      ...input,
      punches: [...input.punches, ...stepOuts],
      payTypes: [...input.payTypes, { id: 'pt-al', code: 'AL', isLeave: true }],
      holidays: [
        ...input.holidays,
        ...extras.holidays.map((h) => ({
          date: addDays(from, h.day),
          ...(h.alter !== undefined ? { alterdate: addDays(from, h.day + h.alter) } : {}),
          name: h.name,
        })),
      ],
      leaves: extras.leaves.map((l, i) => ({
        id: `leave-${i}`,
        payTypeId: 'pt-al',
        status: l.status,
        fromDate: addDays(from, l.day),
        toDate: addDays(from, l.day + l.length),
        ...(l.kind === 'hoursPerDay' ? { hoursPerDay: l.hoursPerDay } : {}),
        ...(l.kind === 'scheduledDuration' ? { scheduledDuration: true } : {}),
        ...(l.kind === 'byWorkHours'
          ? { byWorkHours: true, fromTime: `${two(l.fromHour)}:00`, toTime: `${two(l.fromHour + l.hours)}:00` }
          : {}),
        skip: l.skip,
        skipUnscheduled: l.skipUnscheduled,
      })),
    };
  });
}

/** Every punch of a shift in the result (kept punches only: duplicates are not listed) at its minute. */
function shiftPunchMinutes(
  shift: EngineResult['days'][number]['shifts'][number],
  minuteOf: Map<string, number>,
): number[] {
  return shift.pairs.flatMap((p) => [p.inPunchId, p.outPunchId]).flatMap((id) => (id ? [minuteOf.get(id)!] : []));
}

const punchMinutes = (input: EngineInput) =>
  new Map(input.punches.map((p) => [p.id, Math.floor(Date.parse(p.at) / 60_000)]));

/** The input moved by whole days: local dates in the text, instants by milliseconds. */
function moveInput(input: EngineInput, days: number): EngineInput {
  const ms = days * 86_400_000;
  const moveInstant = (iso: string) => new Date(Date.parse(iso) + ms).toISOString();
  const moved: EngineInput = JSON.parse(shiftDatesInText(JSON.stringify({ ...input, asOf: null, punches: [] }), days));
  moved.asOf = moveInstant(input.asOf);
  moved.punches = input.punches.map((p) => ({ ...p, at: moveInstant(p.at) }));
  return moved;
}

describe('engine properties', () => {
  test('generated inputs are valid engine inputs', () => {
    fc.assert(
      fc.property(fullInputArb({ grace: true, rounding: true }), (input) => {
        expect(() => validateEngineInput(structuredClone(input))).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });

  test('paid minutes never exceed elapsed minutes, per pair and from the first to the last punch of a shift (no grace, no rounding)', () => {
    fc.assert(
      fc.property(fullInputArb(), (input) => {
        const result = calculate(input);
        const minuteOf = punchMinutes(input);
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
            const punched = shiftPunchMinutes(shift, minuteOf);
            const span = punched.length ? Math.max(...punched) - Math.min(...punched) : 0;
            expect(shift.paidMinutes).toBeLessThanOrEqual(span);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('with grace and rounding a minute is paid once: pairs never overlap and a shift pays at most its punch span plus the reach of grace and rounding', () => {
    fc.assert(
      fc.property(fullInputArb({ grace: true, rounding: true }), (input) => {
        const result = calculate(input);
        const minuteOf = punchMinutes(input);
        // Rounding (0–7 → 0, 53–59 → 60) moves a punch by at most 7 min; grace by at most graceTimeIn / Out.
        const reach = Math.max(7, input.payGroup.graceTimeIn) + Math.max(7, input.payGroup.graceTimeOut);
        for (const day of result.days) {
          for (const shift of day.shifts) {
            let paidUntil = -Infinity;
            for (const pair of shift.pairs) {
              if (pair.paidFrom === null || pair.paidTo === null) continue;
              const from = Date.parse(pair.paidFrom);
              expect(from).toBeGreaterThanOrEqual(paidUntil);
              expect(pair.minutes).toBe((Date.parse(pair.paidTo) - from) / 60_000);
              paidUntil = Date.parse(pair.paidTo);
            }
            const punched = shiftPunchMinutes(shift, minuteOf);
            const span = punched.length ? Math.max(...punched) - Math.min(...punched) : 0;
            expect(shift.paidMinutes).toBeLessThanOrEqual(span + reach);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('totals equal the sum of the days, and a day pays the sum of its shifts', () => {
    fc.assert(
      fc.property(fullInputArb({ grace: true, rounding: true }), (input) => {
        const result = calculate(input);
        const sums = new Map<string, { minutes?: number; units?: number }>();
        for (const day of result.days) {
          const leave = new Set(input.payTypes.filter((p) => p.isLeave).map((p) => p.id));
          const worked = day.payTypes.filter((p) => !leave.has(p.payTypeId)).reduce((s, p) => s + (p.minutes ?? 0), 0);
          expect(worked).toBe(day.shifts.reduce((s, x) => s + x.paidMinutes, 0));
          for (const p of day.payTypes) {
            const t = sums.get(p.payTypeId) ?? {};
            if (p.minutes !== undefined) t.minutes = (t.minutes ?? 0) + p.minutes;
            if (p.units !== undefined) t.units = (t.units ?? 0) + p.units;
            sums.set(p.payTypeId, t);
          }
        }
        expect(result.totals).toEqual(
          [...sums].sort(([a], [b]) => (a < b ? -1 : 1)).map(([payTypeId, amount]) => ({ payTypeId, ...amount })),
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('the order of input arrays (punches, schedule, holidays, leaves, pay types, approvals, rounding) does not change the result', () => {
    fc.assert(
      fc.property(fullInputArb({ grace: true, rounding: true }), fc.integer(), (input, seed) => {
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

  test('the same input gives byte-identical output (twice, and from a structured clone), and the input is not changed', () => {
    fc.assert(
      fc.property(fullInputArb({ grace: true, rounding: true }), (input) => {
        const before = JSON.stringify(input);
        const first = JSON.stringify(calculate(input));
        expect(JSON.stringify(calculate(input))).toBe(first);
        expect(JSON.stringify(input)).toBe(before);
        expect(JSON.stringify(calculate(structuredClone(input)))).toBe(first);
      }),
      { numRuns: RUNS },
    );
  });

  test('once the days are over, a recalculation at any later asOf gives byte-identical days (asOf is named nowhere)', () => {
    fc.assert(
      fc.property(
        fullInputArb({ grace: true, rounding: true }),
        fc.integer({ min: 1, max: 400 * 24 * 60 }),
        (input, later) => {
          const clock = new ZoneClock(input.timeZone);
          // Over: two days past the range (overnight sections end the day after) and every punch past completion.
          const lastPunch = Math.max(0, ...input.punches.map((p) => Date.parse(p.at)));
          const over = Math.max(
            clock.instantOf(addDays(input.range.to, 2), 0),
            lastPunch + input.payGroup.punchPairCompletionTime * 3_600_000,
          );
          const at = (ms: number) => calculate({ ...input, asOf: new Date(ms).toISOString() });
          expect(JSON.stringify(at(over + later * 60_000))).toBe(JSON.stringify(at(over)));
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('shifting every instant by whole days shifts every result by the same days (zone without DST)', () => {
    fc.assert(
      fc.property(
        fullInputArb({ zones: ['Asia/Kolkata', 'UTC'], grace: true, rounding: true }),
        fc.integer({ min: -60, max: 60 }),
        (input, days) => {
          expect(JSON.stringify(calculate(moveInput(input, days)))).toBe(
            shiftDatesInText(JSON.stringify(calculate(input)), days),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('moving every input by whole weeks moves the result alike: dates shifted, minutes equal (UTC)', () => {
    fc.assert(
      fc.property(
        fullInputArb({ zones: ['UTC'], grace: true, rounding: true }),
        fc.integer({ min: -8, max: 8 }),
        (input, weeks) => {
          const moved = calculate(moveInput(input, weeks * 7));
          expect(JSON.stringify(moved)).toBe(shiftDatesInText(JSON.stringify(calculate(input)), weeks * 7));
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('moving every input by whole weeks moves the result alike (Pacific/Auckland, away from daylight-saving weeks)', () => {
    // Generated weeks start 2026-03-02 (NZDT) or 2026-07-13 (NZST); ±3 weeks, with asOf at most 10 days on, stays
    // clear of the changes on 2026-04-05 and 2026-09-27, so every instant keeps its offset.
    const awayFromDst = fullInputArb({ grace: true, rounding: true }).filter(
      (input) => input.range.from === '2026-03-02' || input.range.from === '2026-07-13',
    );
    fc.assert(
      fc.property(awayFromDst, fc.integer({ min: -3, max: 3 }), (input, weeks) => {
        const moved = calculate(moveInput(input, weeks * 7));
        expect(moved.totals).toEqual(calculate(input).totals);
        expect(JSON.stringify(moved)).toBe(shiftDatesInText(JSON.stringify(calculate(input)), weeks * 7));
        expect(Date.parse(input.asOf) + weeks * WEEK_MS).toBe(Date.parse(moveInput(input, weeks * 7).asOf));
      }),
      { numRuns: RUNS },
    );
  });
});

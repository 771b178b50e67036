import type { ExplainRef } from '@rollcall/calc-engine';
import type { DayResult, EngineException, PairResult, ShiftResult } from '@rollcall/contracts';

// Which of a day's explain sentences tell why a pair, a shift or a pay type is paid what it is (issue 11: "every
// paid minute explained"). The engine tags each sentence with what it is about (explainRefs); this sorts them, and
// opens each pair's explanation with the facts it starts from: the punch, the scheduled time, the paid time.

/** The roles of the pay types work is paid to (CALCULATION.md "Pay types"): their minutes come from the shifts. */
const WORK_ROLES = new Set(['ordinary', 'overtime', 'publicHoliday']);

export interface DayExplanations {
  /** by `${shiftKey}/${pairIndex}`: the facts, then the sentences about that pair */
  pairs: Map<string, string[]>;
  /** by shift key: the sentences about the shift that are not about one pair (breaks, approvals, overtime) */
  shifts: Map<string, string[]>;
  /** by pay type id: the sentences that pay the day's amount of it */
  payTypes: Map<string, string[]>;
  /** by pay type id: the shifts whose minutes the day's amount of it pays */
  payTypeShifts: Map<string, string[]>;
}

const ATTENDANCE: Record<string, string> = {
  LateArrival: 'late arrival',
  EarlyArrival: 'early arrival',
  EarlyDeparture: 'early departure',
  LateDeparture: 'late departure',
};

/**
 * Sorts the day's sentences by what they are about. Without refs (a day stored before they were kept) nothing is
 * attributed: the day's `explain` still says it all.
 */
export function dayExplanations(
  day: DayResult,
  refs: readonly ExplainRef[] | undefined,
  roleOf: (payTypeId: string) => string | null,
  times: LocalTimes,
): DayExplanations {
  const out: DayExplanations = { pairs: new Map(), shifts: new Map(), payTypes: new Map(), payTypeShifts: new Map() };
  const add = (map: Map<string, string[]>, key: string, line: string) => {
    const lines = map.get(key);
    if (lines) lines.push(line);
    else map.set(key, [line]);
  };
  for (const shift of day.shifts) {
    shift.pairs.forEach((pair, i) => {
      for (const line of pairFacts(shift, pair, i, day.exceptions, times)) add(out.pairs, pairKey(shift.key, i), line);
    });
  }
  const paysFromShift = new Map<string, Set<string>>();
  (refs ?? []).forEach((ref, i) => {
    const line = day.explain[i];
    if (line === undefined) return;
    if (ref.payTypeId) {
      add(out.payTypes, ref.payTypeId, line);
      if (ref.shiftKey) {
        const keys = paysFromShift.get(ref.payTypeId) ?? new Set<string>();
        keys.add(ref.shiftKey);
        paysFromShift.set(ref.payTypeId, keys);
      }
      return;
    }
    if (ref.shiftKey && ref.pair !== undefined) add(out.pairs, pairKey(ref.shiftKey, ref.pair), line);
    else if (ref.shiftKey) add(out.shifts, ref.shiftKey, line);
  });
  const worked = day.shifts.filter((s) => s.paidMinutes > 0).map((s) => s.key);
  for (const amount of day.payTypes) {
    const fromWork = WORK_ROLES.has(roleOf(amount.payTypeId) ?? '') && amount.minutes !== undefined;
    const named = paysFromShift.get(amount.payTypeId);
    const keys = named ? [...named] : fromWork ? worked : [];
    if (keys.length) out.payTypeShifts.set(amount.payTypeId, keys);
  }
  return out;
}

export function pairKey(shiftKey: string, index: number): string {
  return `${shiftKey}/${index}`;
}

/** Local times for the facts: of an instant of the result, and of a punch by id (null when unknown). */
export interface LocalTimes {
  of: (iso: string) => string;
  punch: (punchId: string) => string | null;
}

/**
 * What a pair starts from: "In 08:02, scheduled 08:00; late arrival (2 min); paid from 08:02." The first pair's in
 * punch is set against the scheduled start, the last out against the scheduled end; the attendance exceptions of
 * those punches are named.
 */
export function pairFacts(
  shift: ShiftResult,
  pair: PairResult,
  index: number,
  exceptions: readonly EngineException[],
  times: LocalTimes,
): string[] {
  const lines: string[] = [];
  const noted = (punchId: string) =>
    exceptions.flatMap((e) => {
      const what = e.punchId === punchId ? ATTENDANCE[e.type] : undefined;
      return what ? [`${what}${e.minutes !== undefined ? ` (${e.minutes} min)` : ''}`] : [];
    });
  const lastWithOut = shift.pairs.reduce((last, p, i) => (p.outPunchId ? i : last), -1);
  if (pair.inPunchId) {
    let punched = `In ${times.punch(pair.inPunchId) ?? '--'}`;
    if (!shift.scheduled) punched += ', unscheduled';
    else if (index === 0) punched += `, scheduled ${times.of(shift.scheduled.start)}`;
    const paid = pair.paidFrom ? `paid from ${times.of(pair.paidFrom)}` : 'not paid';
    lines.push(`${[punched, ...noted(pair.inPunchId), paid].join('; ')}.`);
  }
  if (pair.outPunchId) {
    let punched = `Out ${times.punch(pair.outPunchId) ?? '--'}`;
    if (shift.scheduled && index === lastWithOut) punched += `, scheduled ${times.of(shift.scheduled.end)}`;
    const paid = pair.paidTo ? `paid to ${times.of(pair.paidTo)}` : 'not paid';
    lines.push(`${[punched, ...noted(pair.outPunchId), paid].join('; ')}.`);
  } else if (pair.inPunchId) {
    lines.push('No out punch: nothing is paid until the pair is complete.');
  }
  return lines;
}

import type { PayTypeTime, PunchPair, TimesheetDay, WorkShift } from '@rollcall/api-client';
import { formatDate } from '../kit/dates';
import { payTypeAmount } from './hours';

// Why a figure of the grid is what it is (issue 11, "every paid minute explained"): the engine's sentences the
// server sorted by what they are about (a pair, a shift, a pay type), gathered for the figure clicked.

/** What the explanation modal shows: a heading (the figure) and the sentences, in the order they apply. */
export interface Explanation {
  title: string;
  /** one block per day for a period total; one block for a day's figure */
  blocks: { heading: string | null; lines: string[] }[];
}

function shiftsOf(day: TimesheetDay): WorkShift[] {
  return [...day.workShifts, ...day.unScheduledShifts];
}

function unique(lines: readonly string[]): string[] {
  return [...new Set(lines)];
}

/** A pair's hours: the punches against the schedule, then the engine's sentences about the pair. */
export function pairExplanation(pair: PunchPair, worktimeText: string): Explanation {
  return {
    title: `Why ${worktimeText} h`,
    blocks: [{ heading: null, lines: pair.explain.length > 0 ? unique(pair.explain) : [NOTHING_TO_EXPLAIN] }],
  };
}

/**
 * The sentences behind a day's amount of a pay type: the pairs of the shifts it pays (their facts and reasons),
 * those shifts' own sentences (breaks, approval, overtime), then the pay type's. A day stored before sentences were
 * sorted has only the day's sentences: those are shown whole.
 */
export function dayPayTypeLines(day: TimesheetDay, pay: PayTypeTime): string[] {
  const keys = new Set(pay.shiftKeys ?? []);
  const shifts = shiftsOf(day).filter((shift) => keys.has(shift.id));
  const lines = [
    ...shifts.flatMap((shift) => [...shift.punchPairs.flatMap((pair) => pair.explain), ...shift.explain]),
    ...(pay.explain ?? []),
  ];
  if (lines.length > 0) return unique(lines);
  return day.explain.length > 0 ? unique(day.explain) : [NOTHING_TO_EXPLAIN];
}

/** A day's pay-type row. */
export function dayPayTypeExplanation(day: TimesheetDay, pay: PayTypeTime): Explanation {
  return {
    title: `Why ${payTypeAmount(pay)} ${pay.payTypeName} on ${formatDate(day.day)}`,
    blocks: [{ heading: null, lines: dayPayTypeLines(day, pay) }],
  };
}

/** A period total: each day that pays some of it, with its amount and why. */
export function periodPayTypeExplanation(days: readonly TimesheetDay[], total: PayTypeTime): Explanation {
  const blocks = days.flatMap((day) => {
    const pay = day.payTypeTimes.find((p) => p.payTypeId === total.payTypeId);
    if (!pay) return [];
    return [{ heading: `${formatDate(day.day)}: ${payTypeAmount(pay)}`, lines: dayPayTypeLines(day, pay) }];
  });
  if (total.payCardUnits !== undefined)
    blocks.push({ heading: 'Pay card', lines: [`${total.payCardUnits.toFixed(2)} from the pay card lines.`] });
  return {
    title: `Why ${payTypeAmount(total)} ${total.payTypeName} in the period`,
    blocks: blocks.length > 0 ? blocks : [{ heading: null, lines: [NOTHING_TO_EXPLAIN] }],
  };
}

export const NOTHING_TO_EXPLAIN = 'The calculation gave no reasons for this figure.';

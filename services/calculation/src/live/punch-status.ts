import { DateTime } from 'luxon';

/** The dashboard's punch status (spec 001 §4): In, Out, Leave, NoPunch. */
export type PunchStatus = 'In' | 'Out' | 'Leave' | 'NoPunch';
export const PUNCH_STATUSES: readonly PunchStatus[] = ['In', 'Out', 'Leave', 'NoPunch'];

/** Two punches within this of each other count once (the engine's rule, docs/calculation.md "Duplicates"). */
const DUPLICATE_MS = 60_000;

export interface StatusFacts {
  /** the employee's recent punches, epoch milliseconds, any order (those after `now` are not read) */
  punches: readonly number[];
  now: number;
  /** the pay group's punchPairCompletionTime, in milliseconds: how long an in punch waits for its out */
  completionMs: number;
  /** the employee's zone: what "today" is */
  zone: string;
  /** whether approved leave covers the employee's today */
  onLeaveToday: boolean;
}

export interface StatusAnswer {
  status: PunchStatus;
  /** the in punch of the open pair, while In */
  openSince: number | null;
  /** the latest punch read, if any */
  lastPunchAt: number | null;
}

/**
 * An employee's punch status now, from their punches alone, as the engine pairs punches (docs/calculation.md
 * "Pairing"): punches alternate in, out; an in punch whose next punch comes more than the completion time later
 * stays alone, and that next punch is an in. So the employee is **In** while the last punch is an in punch less than
 * the completion time old; **Out** when not In but they punched today (in their zone); **Leave** when approved
 * leave covers today and they have not punched; **NoPunch** otherwise. Duplicates within 60 s count once. The walk
 * starts at the first punch given: callers pass punches from well before the completion time.
 */
export function punchStatus(facts: StatusFacts): StatusAnswer {
  const sorted = [...facts.punches].filter((ms) => ms <= facts.now).sort((a, b) => a - b);
  let open: number | null = null;
  let last: number | null = null;
  for (const at of sorted) {
    if (last !== null && at - last < DUPLICATE_MS) continue;
    open = open !== null && at - open <= facts.completionMs ? null : at;
    last = at;
  }
  if (open !== null && facts.now - open < facts.completionMs)
    return { status: 'In', openSince: open, lastPunchAt: last };
  const today = DateTime.fromMillis(facts.now, { zone: facts.zone }).toISODate();
  const punchedToday = last !== null && DateTime.fromMillis(last, { zone: facts.zone }).toISODate() === today;
  if (punchedToday) return { status: 'Out', openSince: null, lastPunchAt: last };
  return { status: facts.onLeaveToday ? 'Leave' : 'NoPunch', openSince: null, lastPunchAt: last };
}

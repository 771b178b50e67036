// Rule "Pairing": within a shift punches alternate in, out, in, out. An in punch whose next punch is more than
// punchPairCompletionTime hours later stays alone, and that next punch starts a new pair. A lone in punch is open
// while asOf is before in + completion time, and missing after that.
import type { WorkPair, WorkPunch } from '../model.js';

/** Whether `next` closes a pair opened by `inPunch`. */
export function completesPair(inPunch: WorkPunch, next: WorkPunch, completionMs: number): boolean {
  return next.minuteMs - inPunch.minuteMs <= completionMs;
}

/** Pairs sorted punches. Pay fields start empty; the pay rules fill them. */
export function pairPunches(punches: readonly WorkPunch[], completionMs: number, asOfMs: number): WorkPair[] {
  const pairs: WorkPair[] = [];
  let i = 0;
  while (i < punches.length) {
    const inPunch = punches[i] as WorkPunch;
    const next = punches[i + 1];
    if (next && completesPair(inPunch, next, completionMs)) {
      pairs.push({ in: inPunch, out: next, state: 'complete', paidFromMs: null, paidToMs: null, minutes: 0 });
      i += 2;
    } else {
      const open = asOfMs < inPunch.minuteMs + completionMs;
      pairs.push({
        in: inPunch,
        out: null,
        state: open ? 'open' : 'missing',
        paidFromMs: null,
        paidToMs: null,
        minutes: 0,
      });
      i += 1;
    }
  }
  return pairs;
}

/** Punches that are not paired at all (no schedule and punchPairWitoutSchedule off): each stands alone. */
export function unpairedPunches(punches: readonly WorkPunch[]): WorkPair[] {
  return punches.map((p) => ({ in: p, out: null, state: 'unpaired', paidFromMs: null, paidToMs: null, minutes: 0 }));
}

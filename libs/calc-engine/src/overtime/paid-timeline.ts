// A shift's paid minutes placed in time, for the rules that need to say *when* a minute was paid (overtime).
// The paid minutes are the pairs' paid intervals in order; a deducted break is counted as taken from the shift's
// first paid minutes, so the shift's n-th paid minute is reached n + break minutes into its paid time (a 09:00
// start with a 30 min break reaches 8 paid hours at 17:30). Overtime minutes are always a shift's last paid
// minutes, so removing them cuts the pairs back from the end.
import type { WorkShift } from '../model.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

/** The instant at which the shift's `n`-th paid minute (1 ≤ n ≤ paidMinutes) ends. */
export function instantOfPaidMinute(shift: WorkShift, n: number): number {
  let skip = shift.breakDeductedMinutes;
  let left = n;
  let last = 0;
  for (const pair of shift.pairs) {
    if (pair.paidFromMs === null || pair.minutes <= 0) continue;
    last = pair.paidFromMs + pair.minutes * MS_PER_MINUTE;
    if (skip >= pair.minutes) {
      skip -= pair.minutes;
      continue;
    }
    const available = pair.minutes - skip;
    if (left <= available) return pair.paidFromMs + (skip + left) * MS_PER_MINUTE;
    left -= available;
    skip = 0;
  }
  return last;
}

/** Removes the shift's last `n` paid minutes from its pairs (a pair cut to nothing pays nothing). */
export function cutPaidMinutesFromEnd(shift: WorkShift, n: number): void {
  let left = Math.min(n, shift.paidMinutes);
  shift.paidMinutes -= left;
  for (let i = shift.pairs.length - 1; i >= 0 && left > 0; i--) {
    const pair = shift.pairs[i];
    if (!pair || pair.paidFromMs === null || pair.paidToMs === null || pair.minutes <= 0) continue;
    const cut = Math.min(left, pair.minutes);
    pair.minutes -= cut;
    left -= cut;
    if (pair.minutes === 0) {
      pair.paidFromMs = null;
      pair.paidToMs = null;
    } else {
      pair.paidToMs -= cut * MS_PER_MINUTE;
    }
  }
}

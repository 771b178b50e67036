// Rule "Explain", daylight time: a shift whose paid time crosses a change of UTC offset says so, with the real
// minutes paid (rule "Time": paid minutes are elapsed minutes, whatever the wall clock shows) and its first and
// last punch, e.g. "Clocks went back at 03:00 on 2026-04-05: 9 h paid for 21:58–06:07."
import type { EngineContext } from '../context.js';
import { dayName, hours, wallTime } from '../explain/phrases.js';
import type { WorkPair, WorkShift } from '../model.js';
import { MS_PER_MINUTE, wallDateTime } from '../time/zone-clock.js';

export function explainClockChanges(shift: WorkShift, ctx: EngineContext): void {
  let first: WorkPair | undefined;
  let last: WorkPair | undefined;
  let paid = 0;
  for (const pair of shift.pairs) {
    if (pair.paidFromMs === null || pair.paidToMs === null || pair.minutes <= 0 || !pair.out) continue;
    first ??= pair;
    last = pair;
    paid += pair.minutes;
  }
  if (!first || !last || first.paidFromMs === null || last.paidToMs === null || !last.out) return;
  const { clock } = ctx;
  const change = clock.changeBetween(first.paidFromMs, last.paidToMs);
  if (!change) return;
  // The wall time the clocks showed when they changed, on the offset before the change (03:00 NZDT, 02:00 NZST).
  const shown = wallDateTime(change.atMs + change.before * MS_PER_MINUTE);
  shift.explain.push(
    `Clocks went ${change.after < change.before ? 'back' : 'forward'} at ${shown.time} on ${dayName(shown.date)}: ${hours(paid / 60)} paid for ${wallTime(clock, first.in.minuteMs)}–${wallTime(clock, last.out.minuteMs)}.`,
  );
}

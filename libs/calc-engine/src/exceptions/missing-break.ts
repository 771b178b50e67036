// Rule "Exceptions", MissingBreak: breaks are punched (the pay group's clockOutForBreaks) and a worked scheduled
// shift whose section has a scheduled break (its breakMinutes, else the pay group's breakTime), the meal not
// worked through (lunchWorkingThrough), shows no punched break: no out punch followed by a later in punch
// (a single pair, or pairs with no gap between them). `minutes` is the scheduled break. Raw punches, at their
// minute; a shift is worked when it has at least one complete pair.
import type { EngineContext } from '../context.js';
import type { WorkPair, WorkShift } from '../model.js';

export function raiseMissingBreak(shift: WorkShift, ctx: EngineContext): void {
  const section = shift.section;
  if (!section || !ctx.payGroup.clockOutForBreaks || !ctx.raises('MissingBreak')) return;
  const scheduled = section.scheduledBreakMinutes;
  if (scheduled <= 0 || section.source.lunchWorkingThrough === true) return;
  if (!shift.pairs.some((p) => p.state === 'complete')) return;
  if (hasPunchedBreak(shift.pairs)) return;
  shift.exceptions.push({ type: 'MissingBreak', shiftKey: shift.key, minutes: scheduled });
}

/** Whether some out punch is followed by an in punch at a later minute (complete pairs or not). */
function hasPunchedBreak(pairs: readonly WorkPair[]): boolean {
  let lastOut: number | null = null;
  for (const pair of pairs) {
    if (lastOut !== null && pair.in.minuteMs > lastOut) return true;
    if (pair.out) lastOut = pair.out.minuteMs;
  }
  return false;
}

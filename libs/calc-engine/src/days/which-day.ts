// Rule "Which day": a scheduled shift belongs to its schedule date; unscheduled work to the local date of its
// first in punch. With payOnFinishDay the shift (its pairs and minutes) is reported on the local date of its last
// out punch instead; a shift with no out punch stays on the day it belongs to.
import type { EngineContext } from '../context.js';
import type { WorkShift } from '../model.js';

export function homeDateOf(shift: Pick<WorkShift, 'section' | 'punches'>, ctx: EngineContext): string {
  if (shift.section) return shift.section.scheduleDate;
  const first = shift.punches[0];
  if (!first) throw new Error('an unscheduled shift has at least one punch');
  return ctx.clock.localDate(first.minuteMs);
}

export function reportDateOf(shift: WorkShift, ctx: EngineContext): string {
  if (!ctx.payGroup.payOnFinishDay) return shift.homeDate;
  const lastOut = [...shift.pairs].reverse().find((p) => p.out !== null)?.out;
  return lastOut ? ctx.clock.localDate(lastOut.minuteMs) : shift.homeDate;
}

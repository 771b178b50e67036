// Converts working shifts to the result's shape (ISO instants in the employee's zone, with offset).
import type { ShiftResult } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import type { WorkShift } from '../model.js';

export function toShiftResult(shift: WorkShift, ctx: EngineContext): ShiftResult {
  const iso = (ms: number | null) => (ms === null ? null : ctx.clock.iso(ms));
  return {
    key: shift.key,
    scheduled: shift.section
      ? { start: ctx.clock.iso(shift.section.startMs), end: ctx.clock.iso(shift.section.endMs) }
      : null,
    pairs: shift.pairs.map((p) => ({
      inPunchId: p.in.id,
      outPunchId: p.out?.id ?? null,
      paidFrom: iso(p.paidFromMs),
      paidTo: iso(p.paidToMs),
      minutes: p.minutes,
    })),
    breakDeductedMinutes: shift.breakDeductedMinutes,
    paidMinutes: shift.paidMinutes,
  };
}

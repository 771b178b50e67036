// Rule "Exceptions", the four that compare raw punches with the schedule (seconds dropped):
// LateArrival: first in punch after scheduled start + graceTimeIn; EarlyDeparture: last out punch before
// scheduled end − graceTimeOut; EarlyArrival: first in punch earlier than start by more than
// exceptionSettings.earlyArrivalMinutes; LateDeparture: last out punch later than end by more than
// exceptionSettings.lateDepartureMinutes. `minutes` is how early or late the punch was.
import type { EngineContext } from '../context.js';
import type { WorkShift } from '../model.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

export function raiseAttendanceExceptions(shift: WorkShift, ctx: EngineContext): void {
  const section = shift.section;
  const first = shift.pairs[0];
  if (!section || !first) return;
  const { payGroup, input } = ctx;
  const min = (ms: number) => Math.round(ms / MS_PER_MINUTE);
  const inMs = first.in.minuteMs;
  if (inMs > section.startMs + payGroup.graceTimeIn * MS_PER_MINUTE && ctx.raises('LateArrival')) {
    shift.exceptions.push({
      type: 'LateArrival',
      shiftKey: shift.key,
      punchId: first.in.id,
      minutes: min(inMs - section.startMs),
    });
  }
  if (
    inMs < section.startMs - input.exceptionSettings.earlyArrivalMinutes * MS_PER_MINUTE &&
    ctx.raises('EarlyArrival')
  ) {
    shift.exceptions.push({
      type: 'EarlyArrival',
      shiftKey: shift.key,
      punchId: first.in.id,
      minutes: min(section.startMs - inMs),
    });
  }
  const lastOut = [...shift.pairs].reverse().find((p) => p.out !== null)?.out;
  if (!lastOut) return;
  const outMs = lastOut.minuteMs;
  if (outMs < section.endMs - payGroup.graceTimeOut * MS_PER_MINUTE && ctx.raises('EarlyDeparture')) {
    shift.exceptions.push({
      type: 'EarlyDeparture',
      shiftKey: shift.key,
      punchId: lastOut.id,
      minutes: min(section.endMs - outMs),
    });
  }
  if (
    outMs > section.endMs + input.exceptionSettings.lateDepartureMinutes * MS_PER_MINUTE &&
    ctx.raises('LateDeparture')
  ) {
    shift.exceptions.push({
      type: 'LateDeparture',
      shiftKey: shift.key,
      punchId: lastOut.id,
      minutes: min(outMs - section.endMs),
    });
  }
}

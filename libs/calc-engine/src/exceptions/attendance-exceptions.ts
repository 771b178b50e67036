// Rule "Exceptions", the four that compare raw punches with the schedule (seconds dropped), per section: each
// section of a split shift against its own start and end, with the punches matched to it.
// LateArrival: first in punch after start + graceTimeIn; EarlyDeparture: last out punch before end − graceTimeOut;
// EarlyArrival: first in punch earlier than the scheduled start by more than exceptionSettings.earlyArrivalMinutes;
// LateDeparture: last out punch later than the scheduled end by more than exceptionSettings.lateDepartureMinutes.
// For LateArrival and EarlyDeparture the start and end are the shift's attendance bounds: approved leave by time
// covering a late start or an early finish stands in for the schedule (leave-stand-ins.ts). `minutes` is how early
// or late the punch was, from the bound it was judged against.
import type { EngineContext } from '../context.js';
import type { WorkShift } from '../model.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

export function raiseAttendanceExceptions(shift: WorkShift, ctx: EngineContext): void {
  const section = shift.section;
  const bounds = shift.attendance;
  const first = shift.pairs[0];
  if (!section || !bounds || !first) return;
  const { payGroup, input } = ctx;
  const min = (ms: number) => Math.round(ms / MS_PER_MINUTE);
  const graceInMs = payGroup.graceTimeIn * MS_PER_MINUTE;
  const graceOutMs = payGroup.graceTimeOut * MS_PER_MINUTE;
  const inMs = first.in.minuteMs;
  if (inMs > bounds.startMs + graceInMs && ctx.raises('LateArrival')) {
    shift.exceptions.push({
      type: 'LateArrival',
      shiftKey: shift.key,
      punchId: first.in.id,
      minutes: min(inMs - bounds.startMs),
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
  if (outMs < bounds.endMs - graceOutMs && ctx.raises('EarlyDeparture')) {
    shift.exceptions.push({
      type: 'EarlyDeparture',
      shiftKey: shift.key,
      punchId: lastOut.id,
      minutes: min(bounds.endMs - outMs),
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

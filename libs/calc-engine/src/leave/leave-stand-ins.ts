// Rule "Leave and attendance exceptions": approved leave by time range (byWorkHours with fromTime and toTime) that
// covers a late start or an early finish stands in for the schedule. The leave's end stands in for the scheduled
// start (its start for the scheduled end), grace included: grace time in is counted from the leave's end, and
// LateArrival only when the in punch is later than that plus grace (EarlyDeparture likewise before the leave's
// start). Leaves that follow one another chain (09:00–10:00 then 10:00–11:00 stand in with 11:00). Early arrival
// and late departure are still judged against the schedule.
import type { EngineInput, Leave } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import { at } from '../explain/phrases.js';
import type { AttendanceBounds, LeaveWindow, WorkSection, WorkShift } from '../model.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';
import { addDays, dayNumber, dateOfDayNumber, minutesOfDay } from '../time/civil-date.js';

const MS_PER_DAY = 86_400_000;

/** The approved leaves by time range of an input, built once per input. */
const byTimeLeaves = new WeakMap<EngineInput, Leave[]>();

function leavesByTime(input: EngineInput): Leave[] {
  let list = byTimeLeaves.get(input);
  if (!list) {
    list = input.leaves.filter(
      (l) => l.status === 'Approved' && l.byWorkHours === true && l.fromTime !== undefined && l.toTime !== undefined,
    );
    byTimeLeaves.set(input, list);
  }
  return list;
}

/** The windows of by-time leave that can touch a section: the days from the one before its start to its end. */
function windowsAround(section: WorkSection, leaves: readonly Leave[], ctx: EngineContext): LeaveWindow[] {
  const { clock } = ctx;
  const first = Math.floor(clock.wallMs(section.startMs) / MS_PER_DAY) - 1;
  const last = Math.floor(clock.wallMs(section.endMs) / MS_PER_DAY);
  const windows: LeaveWindow[] = [];
  for (const leave of leaves) {
    const fromMin = minutesOfDay(leave.fromTime as string);
    const toMin = minutesOfDay(leave.toTime as string);
    for (let n = Math.max(first, dayNumber(leave.fromDate)); n <= Math.min(last, dayNumber(leave.toDate)); n++) {
      const date = dateOfDayNumber(n);
      const fromMs = clock.instantOf(date, fromMin);
      const toMs = clock.instantOf(toMin > fromMin ? date : addDays(date, 1), toMin);
      if (toMs > section.startMs && fromMs < section.endMs) windows.push({ leaveId: leave.id, fromMs, toMs });
    }
  }
  // in time order, whatever the input's order of leaves: of two that reach as far, the same one is named
  return windows.sort(
    (a, b) => a.fromMs - b.fromMs || a.toMs - b.toMs || (a.leaveId < b.leaveId ? -1 : a.leaveId > b.leaveId ? 1 : 0),
  );
}

/** When the section's attendance is judged from: its schedule, or the leave that covers its start or its end. */
export function attendanceBounds(section: WorkSection, ctx: EngineContext): AttendanceBounds {
  const bounds: AttendanceBounds = { startMs: section.startMs, endMs: section.endMs, startLeave: null, endLeave: null };
  const leaves = leavesByTime(ctx.input);
  if (leaves.length === 0) return bounds;
  const windows = windowsAround(section, leaves, ctx);
  if (windows.length === 0) return bounds;
  for (let moved = true; moved;) {
    moved = false;
    for (const w of windows) {
      if (w.fromMs <= bounds.startMs && bounds.startMs < w.toMs && bounds.startMs < section.endMs) {
        bounds.startMs = Math.min(w.toMs, section.endMs);
        bounds.startLeave = w;
        moved = true;
      }
    }
  }
  for (let moved = true; moved;) {
    moved = false;
    for (const w of windows) {
      if (w.fromMs < bounds.endMs && bounds.endMs <= w.toMs && bounds.endMs > bounds.startMs) {
        bounds.endMs = Math.max(w.fromMs, bounds.startMs);
        bounds.endLeave = w;
        moved = true;
      }
    }
  }
  return bounds;
}

/** Says so when leave stood in for a late start or an early finish the punches show (beyond grace). */
export function explainStandIns(shift: WorkShift, ctx: EngineContext): void {
  const { section, attendance: bounds } = shift;
  const first = shift.pairs[0];
  if (!section || !bounds || !first || (!bounds.startLeave && !bounds.endLeave)) return;
  const t = (ms: number) => at(ctx.clock, ms, shift.reportDate);
  const span = (w: LeaveWindow) => `Leave ${w.leaveId} (${t(w.fromMs)}–${t(w.toMs)})`;
  if (bounds.startLeave && first.in.minuteMs > section.startMs + ctx.payGroup.graceTimeIn * MS_PER_MINUTE) {
    shift.explain.push(
      `${span(bounds.startLeave)} covers the late start of shift ${shift.name}: its end ${t(bounds.startMs)} stands in for the scheduled start ${t(section.startMs)} (grace time in, late arrival).`,
    );
  }
  const lastOut = [...shift.pairs].reverse().find((p) => p.out !== null)?.out;
  if (bounds.endLeave && lastOut && lastOut.minuteMs < section.endMs - ctx.payGroup.graceTimeOut * MS_PER_MINUTE) {
    shift.explain.push(
      `${span(bounds.endLeave)} covers the early finish of shift ${shift.name}: its start ${t(bounds.endMs)} stands in for the scheduled end ${t(section.endMs)} (grace time out, early departure).`,
    );
  }
}

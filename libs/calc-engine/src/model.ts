// The engine's working model: input values turned into instants (epoch milliseconds) once, then passed from one
// rule to the next. Nothing here is exported from the package.
import type { BreakCalculationType, EngineException, ScheduleSection } from '@rollcall/contracts';
import type { ExplainLines } from './explain/explain-lines.js';

/** A punch after parsing. `minuteMs` is its instant with the seconds dropped: the minute every rule looks at. */
export interface WorkPunch {
  id: string;
  ms: number;
  minuteMs: number;
  /** Punches within 60 s after this one, counted once (as this one). */
  duplicates: WorkPunch[];
}

/** A schedule section placed in time. */
export interface WorkSection {
  key: string; // `<scheduleDate>#<sectionIndex>`
  scheduleDate: string;
  index: number;
  startMs: number;
  endMs: number;
  windowStartMs: number;
  windowEndMs: number;
  /** The section's breakMinutes, else the pay group's breakTime hours × 60. */
  scheduledBreakMinutes: number;
  breakCalculationType: BreakCalculationType;
  acceptEA: boolean;
  acceptLD: boolean;
  source: ScheduleSection;
}

/** A window of approved leave by time range, placed in time. */
export interface LeaveWindow {
  leaveId: string;
  fromMs: number;
  toMs: number;
}

/**
 * When a scheduled shift's attendance is judged from (grace, LateArrival, EarlyDeparture): its scheduled start and
 * end, or the end (start) of approved leave by time that covers a late start (an early finish).
 */
export interface AttendanceBounds {
  startMs: number;
  endMs: number;
  /** The leave whose end stands in for the scheduled start, if any. */
  startLeave: LeaveWindow | null;
  /** The leave whose start stands in for the scheduled end, if any. */
  endLeave: LeaveWindow | null;
}

export type PairState = 'complete' | 'open' | 'missing' | 'unpaired';

export interface WorkPair {
  in: WorkPunch;
  out: WorkPunch | null;
  state: PairState;
  paidFromMs: number | null;
  paidToMs: number | null;
  minutes: number;
}

export interface WorkShift {
  key: string;
  /** How the explain sentences name it, after "shift" (explain/phrases.ts `shiftName`): `Mon 16/11 08:00–16:30`. */
  name: string;
  section: WorkSection | null;
  /** Scheduled shifts: when attendance is judged from (the schedule, or leave standing in for it). */
  attendance: AttendanceBounds | null;
  punches: WorkPunch[];
  pairs: WorkPair[];
  /** The day the shift belongs to: its schedule date, or the local date of its first in punch. */
  homeDate: string;
  /** The day its minutes are reported on (the home date, or the date of its last out with payOnFinishDay). */
  reportDate: string;
  breakDeductedMinutes: number;
  paidMinutes: number;
  /** Paid minutes of the shift that are overtime (its last paid minutes; part of paidMinutes). */
  overtimeMinutes: number;
  exceptions: EngineException[];
  explain: ExplainLines;
  /** Chronological sort key: the scheduled start, else the first punch. */
  sortMs: number;
}

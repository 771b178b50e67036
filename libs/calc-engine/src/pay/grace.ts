// Rule "Adjusting punches for pay", 2. Grace: an in punch at most graceTimeIn minutes after the scheduled start pays
// from the start; an out punch at most graceTimeOut minutes before the scheduled end pays to the end. The start and
// end are the shift's attendance bounds: the schedule, or approved leave by time standing in for it
// (leave-stand-ins.ts).
import { MS_PER_MINUTE } from '../time/zone-clock.js';

export function graceIn(fromMs: number, startMs: number, graceMinutes: number): number | null {
  const late = fromMs - startMs;
  return late > 0 && late <= graceMinutes * MS_PER_MINUTE ? startMs : null;
}

export function graceOut(toMs: number, endMs: number, graceMinutes: number): number | null {
  const early = endMs - toMs;
  return early > 0 && early <= graceMinutes * MS_PER_MINUTE ? endMs : null;
}

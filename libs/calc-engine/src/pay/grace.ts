// Rule "Adjusting punches for pay", 2. Grace: an in punch at most graceTimeIn minutes after the scheduled start
// pays from the start; an out punch at most graceTimeOut minutes before the scheduled end pays to the end.
import type { WorkSection } from '../model.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

export function graceIn(fromMs: number, section: WorkSection, graceMinutes: number): number | null {
  const late = fromMs - section.startMs;
  return late > 0 && late <= graceMinutes * MS_PER_MINUTE ? section.startMs : null;
}

export function graceOut(toMs: number, section: WorkSection, graceMinutes: number): number | null {
  const early = section.endMs - toMs;
  return early > 0 && early <= graceMinutes * MS_PER_MINUTE ? section.endMs : null;
}

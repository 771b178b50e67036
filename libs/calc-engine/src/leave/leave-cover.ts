// How much of a scheduled section the approved leave charged on its day covers (rules "Day status" and
// "Exceptions", Absent): a leave of the whole day (not by time) covers every section; leave by time covers the
// section's overlap with its windows. The minutes not covered are the section's scheduled minutes less that overlap
// (a scheduled break counts as uncovered first).
import type { LeaveDay } from './charge-leaves.js';
import type { WorkSection } from '../model.js';
import { scheduledMinutes } from '../schedule/resolve-sections.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

/** The section's scheduled minutes not covered by the day's charged leave. */
export function uncoveredMinutes(section: WorkSection, leaveDay: LeaveDay | undefined): number {
  const scheduled = scheduledMinutes(section);
  if (!leaveDay || leaveDay.charges.length === 0) return scheduled;
  const windows: { fromMs: number; toMs: number }[] = [];
  for (const charge of leaveDay.charges) {
    if (charge.window === null) return 0;
    windows.push(charge.window);
  }
  windows.sort((a, b) => a.fromMs - b.fromMs);
  let covered = 0;
  let until = section.startMs;
  for (const w of windows) {
    const from = Math.max(w.fromMs, until);
    const to = Math.min(w.toMs, section.endMs);
    if (to > from) {
      covered += to - from;
      until = to;
    }
  }
  return Math.max(0, scheduled - Math.round(covered / MS_PER_MINUTE));
}

// Rule "Exceptions", Absent for a day: a scheduled working day, not a public holiday, no punch of a shift that
// belongs to it, not wholly covered by approved leave, and over by asOf (asOf at or after the end of its last
// section). Its minutes are the day's scheduled minutes not covered by leave (leave-cover.ts).
import type { EngineException } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import { minutes } from '../explain/phrases.js';
import type { LeaveDay } from '../leave/charge-leaves.js';
import { uncoveredMinutes } from '../leave/leave-cover.js';
import type { WorkSection } from '../model.js';
import { scheduledMinutes } from '../schedule/resolve-sections.js';

export interface AbsenceCheck {
  sections: readonly WorkSection[];
  /** A punch of a shift that belongs to the day (its own shifts, not one reported on it from the day before). */
  hasPunch: boolean;
  isHoliday: boolean;
  leaveDay: LeaveDay | undefined;
}

export function absence(
  check: AbsenceCheck,
  ctx: EngineContext,
): { exception: EngineException; explain: string } | null {
  const { sections, leaveDay } = check;
  if (sections.length === 0 || check.hasPunch || check.isHoliday || !ctx.raises('Absent')) return null;
  let end = -Infinity;
  let scheduled = 0;
  let uncovered = 0;
  for (const s of sections) {
    end = Math.max(end, s.endMs);
    scheduled += scheduledMinutes(s);
    uncovered += uncoveredMinutes(s, leaveDay);
  }
  if (ctx.asOfMs < end) return null;
  const onLeave = scheduled - uncovered;
  if (leaveDay && leaveDay.minutes > 0 && uncovered === 0) return null;
  // No asOf in the text: a recalculation with unchanged inputs must give the same day, whenever it runs.
  return {
    exception: { type: 'Absent', minutes: uncovered },
    explain:
      onLeave > 0
        ? `Absent ${minutes(uncovered)}: scheduled ${minutes(scheduled)}, ${onLeave} min of it on leave, and no punch.`
        : `Absent: scheduled ${minutes(scheduled)} and no punch.`,
  };
}

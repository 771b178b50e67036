// Rule "Exceptions", Absent. For a day: a scheduled working day, not a public holiday, no punch of a shift that
// belongs to it, not wholly covered by approved leave, and over by asOf (asOf at or after the end of its last
// section); its minutes are the day's scheduled minutes not covered by leave (leave-cover.ts). For a section of a
// split shift: no punch at all in it, on a day whose other sections hold a punch (the day stays Working), not a
// public holiday, over by asOf (at or after its end), with its scheduled minutes not covered by leave.
import type { EngineException } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import { minutes } from '../explain/phrases.js';
import type { LeaveDay } from '../leave/charge-leaves.js';
import { uncoveredMinutes } from '../leave/leave-cover.js';
import type { WorkSection, WorkShift } from '../model.js';
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

/** Absent for each unpunched section of a day whose other sections were punched; the shifts are the day's own. */
export function sectionAbsences(
  own: readonly WorkShift[],
  check: Omit<AbsenceCheck, 'sections' | 'hasPunch'>,
  ctx: EngineContext,
): { exceptions: EngineException[]; explain: string[] } | null {
  if (check.isHoliday || !ctx.raises('Absent')) return null;
  let punchedSection = false;
  for (const s of own) punchedSection ||= s.section !== null && s.punches.length > 0;
  if (!punchedSection) return null;
  const exceptions: EngineException[] = [];
  const explain: string[] = [];
  for (const shift of own) {
    const section = shift.section;
    if (!section || shift.punches.length > 0 || ctx.asOfMs < section.endMs) continue;
    const uncovered = uncoveredMinutes(section, check.leaveDay);
    if (uncovered === 0) continue;
    const scheduled = scheduledMinutes(section);
    exceptions.push({ type: 'Absent', shiftKey: shift.key, minutes: uncovered });
    explain.push(
      `Absent from shift ${shift.name}: scheduled ${minutes(scheduled)}${
        uncovered < scheduled ? `, ${scheduled - uncovered} min of it on leave,` : ''
      } and no punch in it, while the day's other sections were punched.`,
    );
  }
  return exceptions.length ? { exceptions, explain } : null;
}

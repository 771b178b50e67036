// Rule "Exceptions", Absent: a scheduled working day, not a public holiday, no punch, no approved leave, and over
// by asOf (asOf at or after the end of its last section). Its minutes are the day's scheduled minutes.
import type { EngineException } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import { minutes } from '../explain/phrases.js';
import type { WorkSection } from '../model.js';
import { scheduledMinutes } from '../schedule/resolve-sections.js';

export interface AbsenceCheck {
  date: string;
  sections: readonly WorkSection[];
  hasPunch: boolean;
  isHoliday: boolean;
}

export function hasApprovedLeave(date: string, ctx: EngineContext): boolean {
  return ctx.input.leaves.some((l) => l.status === 'Approved' && l.fromDate <= date && date <= l.toDate);
}

export function absence(
  check: AbsenceCheck,
  ctx: EngineContext,
): { exception: EngineException; explain: string } | null {
  const { sections } = check;
  if (sections.length === 0 || check.hasPunch || check.isHoliday || !ctx.raises('Absent')) return null;
  const end = Math.max(...sections.map((s) => s.endMs));
  if (ctx.asOfMs < end || hasApprovedLeave(check.date, ctx)) return null;
  const scheduled = sections.reduce((sum, s) => sum + scheduledMinutes(s), 0);
  return {
    exception: { type: 'Absent', minutes: scheduled },
    // No asOf in the text: a recalculation with unchanged inputs must give the same day, whenever it runs.
    explain: `Absent: scheduled ${minutes(scheduled)} and no punch.`,
  };
}

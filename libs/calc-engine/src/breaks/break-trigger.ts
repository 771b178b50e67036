// When a scheduled break applies under each break calculation type (rule "Breaks", third item):
// None always; HoursAtWork once paid time reaches the trigger (the section's breakTriggerHours when it overrides
// the break calculation, else the pay group's workTime); TimeOfDay when the employee was at work at the break
// start time (the section's breakStartTime when it overrides, else the pay group's).
import type { EngineContext } from '../context.js';
import { hours, minutes } from '../explain/phrases.js';
import type { WorkShift, WorkSection } from '../model.js';
import { addDays, minutesOfDay } from '../time/civil-date.js';

export interface BreakDecision {
  applies: boolean;
  reason: string;
}

export function breakApplies(
  shift: WorkShift,
  section: WorkSection,
  workedMinutes: number,
  ctx: EngineContext,
): BreakDecision {
  const override = section.source.overrideBreakCalculation === true;
  switch (section.breakCalculationType) {
    case 'None':
      return { applies: true, reason: 'break calculation None deducts it from a worked shift' };
    case 'HoursAtWork': {
      const trigger =
        override && section.source.breakTriggerHours !== undefined
          ? section.source.breakTriggerHours
          : ctx.payGroup.workTime;
      const reached = workedMinutes >= Math.round(trigger * 60);
      return {
        applies: reached,
        reason: `paid time ${minutes(workedMinutes)} ${reached ? 'reached' : 'is below'} the ${hours(trigger)} break trigger (HoursAtWork)`,
      };
    }
    case 'TimeOfDay': {
      const start =
        override && section.source.breakStartTime !== undefined
          ? section.source.breakStartTime
          : ctx.payGroup.breakStartTime;
      if (start === undefined) return { applies: false, reason: 'no break start time is set (TimeOfDay)' };
      const atMs = breakInstant(section, start, ctx);
      const present =
        atMs !== null &&
        shift.pairs.some(
          (p) => p.state === 'complete' && p.out !== null && p.in.minuteMs <= atMs && atMs < p.out.minuteMs,
        );
      return {
        applies: present,
        reason: `the employee was ${present ? '' : 'not '}at work at the break start time ${start} (TimeOfDay)`,
      };
    }
  }
}

/** The first instant of `HH:mm` within the section, or null when the section does not contain that time. */
function breakInstant(section: WorkSection, hhmm: string, ctx: EngineContext): number | null {
  const startDate = ctx.clock.localDate(section.startMs);
  for (const date of [startDate, addDays(startDate, 1)]) {
    const ms = ctx.clock.instantOf(date, minutesOfDay(hhmm));
    if (ms >= section.startMs && ms <= section.endMs) return ms;
  }
  return null;
}

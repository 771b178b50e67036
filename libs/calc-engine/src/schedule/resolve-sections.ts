// Rule "Time": a section starts on its schedule date (the day before with `Previous`) and ends that day (the next
// day with `NextDay`); its matching window is [start − earlyArrivalThreshold, end + lateDepartureThreshold].
import type { EngineInput, ScheduleDay, ScheduleSection } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import type { WorkSection } from '../model.js';
import { addDays, minutesOfDay } from '../time/civil-date.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

/** A day has a working schedule when it is not an off day and has at least one section. */
export function isWorkingScheduleDay(day: ScheduleDay | undefined): day is ScheduleDay {
  return day !== undefined && !day.offDay && day.sections.length > 0;
}

/** The section's scheduled break in minutes: its breakMinutes, else the pay group's breakTime hours × 60. */
export function scheduledBreakMinutes(section: ScheduleSection, input: EngineInput): number {
  return Math.round(section.breakMinutes ?? input.payGroup.breakTime * 60);
}

/** Early arrival / late departure acceptance: the section's allowEA / allowLD when it overrides the pay group. */
function acceptance(section: ScheduleSection, input: EngineInput): { acceptEA: boolean; acceptLD: boolean } {
  const override = section.overridePayGroup === true;
  return {
    acceptEA: override && section.allowEA !== undefined ? section.allowEA : input.payGroup.acceptEA,
    acceptLD: override && section.allowLD !== undefined ? section.allowLD : input.payGroup.acceptLD,
  };
}

/** Every section of every working schedule day, placed in time and sorted by start (then date, then index). */
export function resolveSections(ctx: EngineContext): WorkSection[] {
  const { input, clock, payGroup } = ctx;
  const eaMs = payGroup.earlyArrivalThreshold * MS_PER_MINUTE;
  const ldMs = payGroup.lateDepartureThreshold * MS_PER_MINUTE;
  const sections: WorkSection[] = [];
  for (const day of input.schedule) {
    if (!isWorkingScheduleDay(day)) continue;
    day.sections.forEach((section, index) => {
      const startDate = section.startType === 'Previous' ? addDays(day.date, -1) : day.date;
      const endDate = section.endType === 'NextDay' ? addDays(day.date, 1) : day.date;
      const startMs = clock.instantOf(startDate, minutesOfDay(section.start));
      const endMs = Math.max(startMs, clock.instantOf(endDate, minutesOfDay(section.end)));
      const breakType =
        section.overrideBreakCalculation === true && section.breakCalculationType !== undefined
          ? section.breakCalculationType
          : payGroup.breakCalculationType;
      sections.push({
        key: `${day.date}#${index}`,
        scheduleDate: day.date,
        index,
        startMs,
        endMs,
        windowStartMs: startMs - eaMs,
        windowEndMs: endMs + ldMs,
        scheduledBreakMinutes: scheduledBreakMinutes(section, input),
        breakCalculationType: breakType,
        ...acceptance(section, input),
        source: section,
      });
    });
  }
  return sections.sort(
    (a, b) =>
      a.startMs - b.startMs ||
      (a.scheduleDate < b.scheduleDate ? -1 : a.scheduleDate > b.scheduleDate ? 1 : 0) ||
      a.index - b.index,
  );
}

/** Rule "Scheduled minutes": length less the scheduled break (none when the meal is worked through). */
export function scheduledMinutes(section: WorkSection): number {
  const length = Math.round((section.endMs - section.startMs) / MS_PER_MINUTE);
  const breakMinutes = section.source.lunchWorkingThrough ? 0 : section.scheduledBreakMinutes;
  return Math.max(0, length - breakMinutes);
}

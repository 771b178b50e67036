import { sectionSpan, type TimedSection } from './section-minutes.js';
import { sectionsOverlap } from './shift-overlap-rules.js';

/** A work section as the schedule screens and calls carry it (spec 001 §3 WorkSection). */
export interface WorkSectionForm {
  startTime?: string | null;
  endTime?: string | null;
  startTimeType?: 'Previous' | 'Today' | null;
  endTimeType?: 'Today' | 'NextDay' | null;
  breakTime?: number | null;
  overrideBreakCalculation?: boolean | null;
  breakCalculationType?: string | null;
  breakTriggerTime?: number | null;
  breakStartTime?: string | null;
  lunchWorkingThrough?: boolean | null;
  jobId?: string | null;
  taskId?: string | null;
}

/** Spec 001 §5 and §8: the section form's and the day's messages. */
export const WORK_SECTION_MESSAGES = {
  startRequired: 'Sch In is required.',
  endRequired: 'Sch Out is required.',
  endNotLater: 'Sch Out must be later than Sch In!',
  breakCalculationRequired: 'Break Calculation is required.',
  breakDeductPositive: 'Break deduct time must be greater than 0.',
  breakStartRequired: 'Break Start Time is required.',
  taskRequired: 'Please select a task.',
  offDay: 'This is offday, cannot create rule!',
  multiShift: 'The multi-shift feature has not been activated. Please contact support.',
} as const;

export interface SectionProblem {
  field: keyof WorkSectionForm;
  message: string;
}

export function timedSection(section: WorkSectionForm): TimedSection {
  return {
    start: section.startTime ?? '',
    end: section.endTime ?? '',
    ...(section.startTimeType ? { startType: section.startTimeType } : {}),
    ...(section.endTimeType ? { endType: section.endTimeType } : {}),
  };
}

/** What the section form refuses (spec 001 §5), field by field; empty when it may be saved. */
export function workSectionProblems(section: WorkSectionForm): SectionProblem[] {
  const m = WORK_SECTION_MESSAGES;
  const problems: SectionProblem[] = [];
  if (!section.startTime) problems.push({ field: 'startTime', message: m.startRequired });
  if (!section.endTime) problems.push({ field: 'endTime', message: m.endRequired });
  if (section.startTime && section.endTime) {
    const span = sectionSpan(timedSection(section));
    if (!span || span.end <= span.start) problems.push({ field: 'endTime', message: m.endNotLater });
  }
  if (section.overrideBreakCalculation) {
    if (!section.breakCalculationType)
      problems.push({ field: 'breakCalculationType', message: m.breakCalculationRequired });
    if (section.breakCalculationType === 'HoursAtWork' && !((section.breakTriggerTime ?? 0) > 0))
      problems.push({ field: 'breakTriggerTime', message: m.breakDeductPositive });
    if (section.breakCalculationType === 'TimeOfDay' && !section.breakStartTime)
      problems.push({ field: 'breakStartTime', message: m.breakStartRequired });
  }
  if (section.jobId && !section.taskId) problems.push({ field: 'taskId', message: m.taskRequired });
  return problems;
}

/** Why a new section may not be added to a day: an off day, or a second section without multi-shift. */
export function newSectionRefusal(day: { isOffDay: boolean; sections: number }, multiShift: boolean): string | null {
  if (day.isOffDay) return WORK_SECTION_MESSAGES.offDay;
  if (day.sections >= 1 && !multiShift) return WORK_SECTION_MESSAGES.multiShift;
  return null;
}

/**
 * The template save's conflicts (spec 001 §8), over its day rules in order as a cycle: `nextDay` when a day has
 * more than one section ending on the next day; `timeclash` when two sections of a day overlap, or a section
 * running into the next day overlaps that day's sections (the last day runs into the first).
 */
export function templateConflict(
  rules: readonly { isOffDay: boolean; workSections: readonly WorkSectionForm[] }[],
): 'nextDay' | 'timeclash' | null {
  const days = rules.map((r) => (r.isOffDay ? [] : r.workSections.map(timedSection)));
  if (days.some((sections) => sections.filter((s) => s.endType === 'NextDay').length > 1)) return 'nextDay';
  for (const [i, sections] of days.entries()) {
    for (const [a, one] of sections.entries()) {
      if (sections.some((other, b) => b > a && sectionsOverlap(one, other))) return 'timeclash';
    }
    const next = days[(i + 1) % days.length] ?? [];
    for (const overnight of sections.filter((s) => s.endType === 'NextDay')) {
      const span = sectionSpan(overnight);
      if (!span) continue;
      const intoNext = { start: span.start - 1440, end: span.end - 1440 };
      if (next.some((s) => overlapsSpan(intoNext, s))) return 'timeclash';
    }
  }
  return null;
}

function overlapsSpan(a: { start: number; end: number }, section: TimedSection): boolean {
  const b = sectionSpan(section);
  if (!b) return false;
  return a.start < b.end && b.start < a.end;
}

/** Whether any section of the rules runs past midnight (pay on finish day forbids them). */
export function hasOvernightSection(
  rules: readonly { isOffDay: boolean; workSections: readonly WorkSectionForm[] }[],
): boolean {
  return rules.some(
    (r) => !r.isOffDay && r.workSections.some((s) => s.endTimeType === 'NextDay' || s.startTimeType === 'Previous'),
  );
}

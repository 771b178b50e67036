import {
  addDays,
  isHourMinute,
  isLocalDate,
  type ScheduleSection,
  sectionSpan,
  sectionsOverlap,
  sectionsOverlapAcrossDays,
  type TimedSection,
} from '@rollcall/contracts';

/** Spec 002 §3 "Global schedule request": one day's sections (or an off day) for many employees at once. */
export interface GlobalWorkSection {
  startTime: string;
  endTime: string;
  startTimeType?: 'Previous' | 'Today';
  endTimeType?: 'NextDay' | 'Today';
  /** minutes */
  breakTime?: number | null;
  /** the position (structure node) worked */
  departmentId?: string | null;
}

export interface GlobalRuleDay {
  isOffDay: boolean;
  ruleDate: string;
  workSections: GlobalWorkSection[];
}

export interface GlobalScheduleOrder {
  byEmployee: boolean;
  employeeIds: string[];
  departmentIds: string[];
  ruleDay: GlobalRuleDay;
}

/** Spec 002 §3 "Conflict row": a new section against an existing one of the day before or after. */
export interface ScheduleConflict {
  shiftDate: string;
  shiftStart: string;
  shiftEnd: string;
  conflictDate: string;
  conflictStart: string;
  conflictEnd: string;
  /** true: the existing section is the previous day's; false: the next day's */
  prevConflict: boolean;
}

export const GLOBAL_SCHEDULE_TEXTS = {
  noEmployees: 'Please select employees.',
  noDepartments: 'Please select departments.',
  noSections: 'Add a section, or make the day an off day.',
  offDayHasSections: 'This is offday, cannot create rule!',
  schInRequired: 'Sch In is required.',
  schOutRequired: 'Sch Out is required.',
  schOutNotLater: 'Sch Out must be later than Sch In!',
  breakTooLong: 'The break must be shorter than the section.',
  timeclash: 'Warning: Scheduling conflicts!',
} as const;

export interface FieldProblem {
  field: string;
  message: string;
}

/** What is wrong with the order as written (empty when nothing); the texts are the spec's where it has one. */
export function globalScheduleProblems(order: GlobalScheduleOrder): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  if (order.byEmployee && order.employeeIds.length === 0) problem('employeeIds', GLOBAL_SCHEDULE_TEXTS.noEmployees);
  if (!order.byEmployee && order.departmentIds.length === 0)
    problem('departmentIds', GLOBAL_SCHEDULE_TEXTS.noDepartments);
  const day = order.ruleDay;
  if (!isLocalDate(day.ruleDate)) problem('ruleDay.ruleDate', 'must be a date written YYYY-MM-DD');
  if (day.isOffDay) {
    if (day.workSections.length) problem('ruleDay.workSections', GLOBAL_SCHEDULE_TEXTS.offDayHasSections);
    return problems;
  }
  if (day.workSections.length === 0) problem('ruleDay.workSections', GLOBAL_SCHEDULE_TEXTS.noSections);
  day.workSections.forEach((section, i) => {
    const field = (name: string) => `ruleDay.workSections[${i}].${name}`;
    if (!section.startTime) return problem(field('startTime'), GLOBAL_SCHEDULE_TEXTS.schInRequired);
    if (!section.endTime) return problem(field('endTime'), GLOBAL_SCHEDULE_TEXTS.schOutRequired);
    if (!isHourMinute(section.startTime)) return problem(field('startTime'), 'must be a time written HH:mm');
    if (!isHourMinute(section.endTime)) return problem(field('endTime'), 'must be a time written HH:mm');
    const span = sectionSpan(timedOf(section));
    if (!span || span.end <= span.start) return problem(field('endTime'), GLOBAL_SCHEDULE_TEXTS.schOutNotLater);
    if ((section.breakTime ?? 0) >= span.end - span.start)
      problem(field('breakTime'), GLOBAL_SCHEDULE_TEXTS.breakTooLong);
  });
  if (problems.length === 0 && clashesWithin(day.workSections.map(timedOf)))
    problem('ruleDay.workSections', GLOBAL_SCHEDULE_TEXTS.timeclash);
  return problems;
}

function timedOf(section: GlobalWorkSection): TimedSection {
  return {
    start: section.startTime,
    end: section.endTime,
    startType: section.startTimeType ?? 'Today',
    endType: section.endTimeType ?? 'Today',
  };
}

function clashesWithin(sections: readonly TimedSection[]): boolean {
  return sections.some((a, i) => sections.some((b, j) => j > i && sectionsOverlap(a, b)));
}

/** The day's sections as the schedule stores them, sorted by start. */
export function sectionsOfRuleDay(day: GlobalRuleDay): ScheduleSection[] {
  if (day.isOffDay) return [];
  return day.workSections
    .map((section) => {
      const stored: ScheduleSection = { ...timedOf(section) };
      if (section.breakTime) stored.breakMinutes = section.breakTime;
      if (section.departmentId) stored.positionId = section.departmentId;
      return stored;
    })
    .sort((a, b) => (sectionSpan(a)?.start ?? 0) - (sectionSpan(b)?.start ?? 0));
}

/**
 * Where the new day's sections meet the sections already on the day before or after (an overnight section of the
 * previous day against an early one, say). The day itself is replaced, so its own sections are not conflicts.
 */
export function neighbourConflicts(
  date: string,
  sections: readonly TimedSection[],
  previous: readonly TimedSection[],
  next: readonly TimedSection[],
): ScheduleConflict[] {
  const conflicts: ScheduleConflict[] = [];
  const neighbours = [
    { offset: -1, days: previous },
    { offset: 1, days: next },
  ];
  for (const section of sections) {
    for (const { offset, days } of neighbours) {
      for (const existing of days) {
        if (!sectionsOverlapAcrossDays(section, existing, offset)) continue;
        const conflictDate = addDays(date, offset);
        conflicts.push({
          shiftDate: date,
          shiftStart: wallTime(date, section.start, section.startType === 'Previous' ? -1 : 0),
          shiftEnd: wallTime(date, section.end, section.endType === 'NextDay' ? 1 : 0),
          conflictDate,
          conflictStart: wallTime(conflictDate, existing.start, existing.startType === 'Previous' ? -1 : 0),
          conflictEnd: wallTime(conflictDate, existing.end, existing.endType === 'NextDay' ? 1 : 0),
          prevConflict: offset < 0,
        });
      }
    }
  }
  return conflicts;
}

/** A section's time as local date and time ('YYYY-MM-DD HH:mm'), the day flags resolved. */
function wallTime(date: string, time: string, dayOffset: number): string {
  return `${addDays(date, dayOffset)} ${time}`;
}

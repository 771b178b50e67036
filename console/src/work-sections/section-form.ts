// The work-section form the schedule screens share (spec 001 §3 WorkSection, §5): a section as typed, its field
// errors, the call's body, and the order a day lists its sections in. The template editor, the employee schedule
// and the Global Schedule form all use it.
import type { WorkSectionAnswer, WorkSectionInput } from '@rollcall/api-client';
import { sectionSpan, workSectionProblems, type TimedSection } from '@rollcall/contracts/roster';
import { isTime } from '../kit/times';
import { shiftTimes } from '../roster/roster-table';
import { SECTION_MESSAGES as M } from './section-messages';

export type BreakCalculationChoice = '' | 'None' | 'HoursAtWork' | 'TimeOfDay';

/** Break Calculation's choices (the pay group's break rules, spec 001 §9). */
export const BREAK_CALCULATION_OPTIONS: { value: Exclude<BreakCalculationChoice, ''>; label: string }[] = [
  { value: 'None', label: 'None' },
  { value: 'HoursAtWork', label: 'Hours at Work' },
  { value: 'TimeOfDay', label: 'Time of Day' },
];

export interface SectionDraft {
  /** the section's place in its day while it is edited here */
  key: number;
  /** the stored section's id; null for one made here (the server gives it one) */
  id: string | null;
  startTime: string;
  endTime: string;
  /** Sch In is on the day before */
  previousDay: boolean;
  /** Sch Out is on the day after */
  nextDay: boolean;
  /** minutes, as typed */
  breakTime: string;
  overrideBreakCalculation: boolean;
  breakCalculationType: BreakCalculationChoice;
  /** Break Deduct Time (hr), as typed */
  breakTriggerTime: string;
  breakStartTime: string;
  isOverridePayGroup: boolean;
  allowOT: boolean;
  /** Meal not taken */
  lunchWorkingThrough: boolean;
  allowEA: boolean;
  allowLD: boolean;
  /** the Position */
  departmentId: string;
  jobId: string;
  taskId: string;
  skills: string[];
  /** what the form does not show (the roster's label, colour, entry type and shift), kept as it came */
  carried: Pick<WorkSectionInput, 'labelName' | 'colorCode' | 'type' | 'baseShiftWorksectionId'>;
}

export function blankSection(key: number): SectionDraft {
  return {
    key,
    id: null,
    startTime: '',
    endTime: '',
    previousDay: false,
    nextDay: false,
    breakTime: '',
    overrideBreakCalculation: false,
    breakCalculationType: '',
    breakTriggerTime: '',
    breakStartTime: '',
    isOverridePayGroup: false,
    allowOT: false,
    lunchWorkingThrough: false,
    allowEA: false,
    allowLD: false,
    departmentId: '',
    jobId: '',
    taskId: '',
    skills: [],
    carried: {},
  };
}

/** A stored section as the form edits it. */
export function sectionDraft(key: number, section: WorkSectionAnswer): SectionDraft {
  const carried: SectionDraft['carried'] = {};
  if (section.labelName != null) carried.labelName = section.labelName;
  if (section.colorCode != null) carried.colorCode = section.colorCode;
  if (section.type != null) carried.type = section.type;
  if (section.baseShiftWorksectionId != null) carried.baseShiftWorksectionId = section.baseShiftWorksectionId;
  return {
    key,
    id: section.id ?? null,
    startTime: section.startTime,
    endTime: section.endTime,
    previousDay: section.startTimeType === 'Previous',
    nextDay: section.endTimeType === 'NextDay',
    breakTime: section.breakTime == null ? '' : String(section.breakTime),
    overrideBreakCalculation: section.overrideBreakCalculation ?? false,
    breakCalculationType: section.breakCalculationType ?? '',
    breakTriggerTime: section.breakTriggerTime == null ? '' : String(section.breakTriggerTime),
    breakStartTime: section.breakStartTime ?? '',
    isOverridePayGroup: section.isOverridePayGroup ?? false,
    allowOT: section.allowOT ?? false,
    lunchWorkingThrough: section.lunchWorkingThrough ?? false,
    allowEA: section.allowEA ?? false,
    allowLD: section.allowLD ?? false,
    departmentId: section.departmentId ?? '',
    jobId: section.jobId ?? '',
    taskId: section.taskId ?? '',
    skills: section.skills ?? [],
    carried,
  };
}

export function timedOf(s: Pick<SectionDraft, 'startTime' | 'endTime' | 'previousDay' | 'nextDay'>): TimedSection {
  return {
    start: s.startTime,
    end: s.endTime,
    startType: s.previousDay ? 'Previous' : 'Today',
    endType: s.nextDay ? 'NextDay' : 'Today',
  };
}

function wholeMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function hours(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Sch In, Sch Out and the break only (spec 001 §5), by field: what every section form checks, the Global
 * Schedule's included.
 */
export function sectionTimeErrors(s: SectionDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  // a time typed but not HH:mm is no time (kit/TimeField answers the text as typed)
  if (!isTime(s.startTime)) errors.startTime = M.startRequired;
  if (!isTime(s.endTime)) errors.endTime = M.endRequired;
  if (errors.startTime || errors.endTime) return errors;
  const span = sectionSpan(timedOf(s));
  if (!span || span.end <= span.start) {
    errors.endTime = M.endNotLater;
    return errors;
  }
  const minutes = wholeMinutes(s.breakTime);
  if (minutes === null) errors.breakTime = M.breakMinutes;
  else if (minutes >= span.end - span.start) errors.breakTime = M.breakTooLong;
  return errors;
}

/**
 * Every rule of the section form (spec 001 §5), by field: the times and break, then with Override Break
 * Calculation a calculation, a deduct time above 0 for 'Hours at Work' and a start for 'Time of Day', and a Task
 * whenever a Job is chosen.
 */
export function sectionErrors(s: SectionDraft): Record<string, string> {
  const errors = sectionTimeErrors(s);
  const trigger = hours(s.breakTriggerTime);
  for (const problem of workSectionProblems({
    ...timedFields(s),
    overrideBreakCalculation: s.overrideBreakCalculation,
    breakCalculationType: s.breakCalculationType || null,
    breakTriggerTime: trigger,
    breakStartTime: isTime(s.breakStartTime) ? s.breakStartTime : null,
    jobId: s.jobId || null,
    taskId: s.taskId || null,
  })) {
    errors[problem.field] ??= problem.message;
  }
  if (s.overrideBreakCalculation && s.breakCalculationType === 'HoursAtWork' && trigger !== null && trigger > 24)
    errors.breakTriggerTime = M.breakDeductHours;
  return errors;
}

function timedFields(s: SectionDraft) {
  return {
    startTime: s.startTime || null,
    endTime: s.endTime || null,
    startTimeType: s.previousDay ? ('Previous' as const) : ('Today' as const),
    endTimeType: s.nextDay ? ('NextDay' as const) : ('Today' as const),
  };
}

/** The section's times and break as the calls take them (all the Global Schedule sends). */
export function sectionTimesBody(s: SectionDraft) {
  const minutes = wholeMinutes(s.breakTime);
  return {
    startTime: s.startTime,
    endTime: s.endTime,
    startTimeType: s.previousDay ? ('Previous' as const) : ('Today' as const),
    endTimeType: s.nextDay ? ('NextDay' as const) : ('Today' as const),
    ...(s.breakTime.trim() && minutes !== null ? { breakTime: minutes } : {}),
  };
}

/**
 * The whole section as POST /schedule/save and /schedule/saveEmployeeCustomSchedule take it: what is switched on
 * or chosen, nothing else. `keepId` keeps a stored section's id (a locally made section has none to send).
 */
export function sectionBody(s: SectionDraft, keepId: boolean): WorkSectionInput {
  const trigger = hours(s.breakTriggerTime);
  return {
    ...(keepId && s.id ? { id: s.id } : {}),
    ...sectionTimesBody(s),
    ...(s.overrideBreakCalculation
      ? {
          overrideBreakCalculation: true,
          ...(s.breakCalculationType ? { breakCalculationType: s.breakCalculationType } : {}),
          ...(s.breakCalculationType === 'HoursAtWork' && trigger !== null ? { breakTriggerTime: trigger } : {}),
          ...(s.breakCalculationType === 'TimeOfDay' && s.breakStartTime ? { breakStartTime: s.breakStartTime } : {}),
        }
      : {}),
    ...(s.isOverridePayGroup ? { isOverridePayGroup: true, allowOT: s.allowOT } : {}),
    ...(s.lunchWorkingThrough ? { lunchWorkingThrough: true } : {}),
    ...(s.allowEA ? { allowEA: true } : {}),
    ...(s.allowLD ? { allowLD: true } : {}),
    ...(s.departmentId ? { departmentId: s.departmentId } : {}),
    ...(s.jobId ? { jobId: s.jobId } : {}),
    ...(s.jobId && s.taskId ? { taskId: s.taskId } : {}),
    ...(s.skills.length ? { skills: s.skills } : {}),
    ...s.carried,
  };
}

/** A day's sections by start (a Previous Day start first), then end; sections without times last. */
export function sortedSections<S extends SectionDraft>(sections: readonly S[]): S[] {
  const at = (s: S) => sectionSpan(timedOf(s)) ?? { start: Infinity, end: Infinity };
  return [...sections].sort((a, b) => at(a).start - at(b).start || at(a).end - at(b).end || a.key - b.key);
}

/** The key a new section of the day gets. */
export function nextSectionKey(sections: readonly SectionDraft[]): number {
  return Math.max(0, ...sections.map((s) => s.key)) + 1;
}

/** "22:00 - 06:00 (+1)": the section's times as the roster's bars say them. */
export function sectionTimesText(s: SectionDraft): string {
  return shiftTimes(sectionTimesBody(s));
}

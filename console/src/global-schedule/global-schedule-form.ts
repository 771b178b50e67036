// The Global Schedule form as plain functions: its values, field errors (spec 002 §5) and the request body of
// POST /globalschedule/verify and /generate.
import type { GlobalScheduleRequest } from '@rollcall/api-client';
import { sectionSpan, sectionsOverlap, type TimedSection } from '@rollcall/contracts/roster';
import { GLOBAL_SCHEDULE_MESSAGES as M } from './global-schedule-messages';

export interface SectionDraft {
  key: number;
  startTime: string;
  endTime: string;
  /** Sch In is on the day before */
  previousDay: boolean;
  /** Sch Out is on the day after */
  nextDay: boolean;
  /** minutes, as typed */
  breakTime: string;
}

export interface GlobalScheduleValues {
  byEmployee: boolean;
  employeeIds: string[];
  departmentIds: string[];
  ruleDate: string;
  isOffDay: boolean;
  sections: SectionDraft[];
}

export function blankSection(key: number): SectionDraft {
  return { key, startTime: '', endTime: '', previousDay: false, nextDay: false, breakTime: '' };
}

export function blankGlobalSchedule(today: string): GlobalScheduleValues {
  return {
    byEmployee: true,
    employeeIds: [],
    departmentIds: [],
    ruleDate: today,
    isOffDay: false,
    sections: [blankSection(1)],
  };
}

const timedOf = (s: SectionDraft): TimedSection => ({
  start: s.startTime,
  end: s.endTime,
  startType: s.previousDay ? 'Previous' : 'Today',
  endType: s.nextDay ? 'NextDay' : 'Today',
});

/** Field errors by name: `employeeIds`, `departmentIds`, `ruleDate`, `sections`, `sections.<key>.<field>`. */
export function globalScheduleErrors(values: GlobalScheduleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.byEmployee && values.employeeIds.length === 0) errors.employeeIds = M.employeesRequired;
  if (!values.byEmployee && values.departmentIds.length === 0) errors.departmentIds = M.departmentsRequired;
  if (!values.ruleDate) errors.ruleDate = M.dateRequired;
  if (values.isOffDay) return errors;
  if (values.sections.length === 0) errors.sections = M.sectionRequired;
  for (const s of values.sections) {
    const at = (field: string) => `sections.${s.key}.${field}`;
    if (!s.startTime) errors[at('startTime')] = M.schInRequired;
    if (!s.endTime) errors[at('endTime')] = M.schOutRequired;
    if (!s.startTime || !s.endTime) continue;
    const span = sectionSpan(timedOf(s));
    if (!span || span.end <= span.start) {
      errors[at('endTime')] = M.schOutNotLater;
      continue;
    }
    const minutes = Number(s.breakTime || 0);
    if (!Number.isInteger(minutes) || minutes < 0 || minutes >= span.end - span.start)
      errors[at('breakTime')] = M.breakTooLong;
  }
  const timed = values.sections.filter((s) => s.startTime && s.endTime).map(timedOf);
  if (!Object.keys(errors).length && timed.some((a, i) => timed.some((b, j) => j > i && sectionsOverlap(a, b))))
    errors.sections = M.timeclash;
  return errors;
}

export function globalScheduleRequest(values: GlobalScheduleValues): GlobalScheduleRequest {
  return {
    byEmployee: values.byEmployee,
    employeeIds: values.byEmployee ? values.employeeIds : [],
    departmentIds: values.byEmployee ? [] : values.departmentIds,
    ruleDay: {
      isOffDay: values.isOffDay,
      ruleDate: values.ruleDate,
      workSections: values.isOffDay
        ? []
        : values.sections.map((s) => ({
            startTime: s.startTime,
            endTime: s.endTime,
            startTimeType: s.previousDay ? 'Previous' : 'Today',
            endTimeType: s.nextDay ? 'NextDay' : 'Today',
            ...(s.breakTime ? { breakTime: Number(s.breakTime) } : {}),
          })),
    },
  };
}

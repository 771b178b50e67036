// The Global Schedule form as plain functions: its values, field errors (spec 002 §5) and the request body of
// POST /globalschedule/verify and /generate. Its sections are the schedule screens' (work-sections/section-form.ts).
import type { GlobalScheduleRequest } from '@rollcall/api-client';
import { sectionsOverlap } from '@rollcall/contracts/roster';
import {
  blankSection,
  sectionTimeErrors,
  sectionTimesBody,
  timedOf,
  type SectionDraft,
} from '../work-sections/section-form';
import { GLOBAL_SCHEDULE_MESSAGES as M } from './global-schedule-messages';

export interface GlobalScheduleValues {
  byEmployee: boolean;
  employeeIds: string[];
  departmentIds: string[];
  ruleDate: string;
  isOffDay: boolean;
  sections: SectionDraft[];
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

/** Field errors by name: `employeeIds`, `departmentIds`, `ruleDate`, `sections`, `sections.<key>.<field>`. */
export function globalScheduleErrors(values: GlobalScheduleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.byEmployee && values.employeeIds.length === 0) errors.employeeIds = M.employeesRequired;
  if (!values.byEmployee && values.departmentIds.length === 0) errors.departmentIds = M.departmentsRequired;
  if (!values.ruleDate) errors.ruleDate = M.dateRequired;
  if (values.isOffDay) return errors;
  if (values.sections.length === 0) errors.sections = M.sectionRequired;
  for (const s of values.sections) {
    for (const [field, text] of Object.entries(sectionTimeErrors(s))) errors[`sections.${s.key}.${field}`] = text;
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
      workSections: values.isOffDay ? [] : values.sections.map(sectionTimesBody),
    },
  };
}

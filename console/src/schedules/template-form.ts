// The schedule template editor's form as plain functions (spec 001 §2 "Schedule template editor", §4 "Template
// period change" and "Template save", §5): values from an answer, the period layout, field errors and the body of
// POST /schedule/save.
import type { ScheduleSaveRequest, ScheduleTemplateAnswer } from '@rollcall/api-client';
import {
  layoutRules,
  MAX_DAYS_PER_PERIOD,
  MAX_PERIODS,
  periodLayout,
  type PeriodLayout,
  type PeriodType,
  type TemplateDayRule,
} from '@rollcall/contracts/roster';
import { sectionBody, sectionDraft, sortedSections, type SectionDraft } from '../work-sections/section-form';
import type { DayDraft } from './day-form';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

export type TemplateRule = TemplateDayRule<SectionDraft>;

export const PERIOD_TYPE_OPTIONS: { value: PeriodType; label: string }[] = [
  { value: 'Weekly', label: 'Weekly' },
  { value: 'Fortnightly', label: 'Fortnightly' },
  { value: 'Daily', label: 'Daily' },
  { value: 'Custom', label: 'Custom' },
];

export interface TemplateValues {
  name: string;
  employeeIds: string[];
  active: boolean;
  autoPunch: boolean;
  outPunchOnly: boolean;
  workOnHoliday: boolean;
  periodType: PeriodType | '';
  /** Custom: as typed */
  periods: string;
  /** Custom: Days Per Period, as typed */
  days: string;
  startDate: string;
  /**
   * Every rule edited, by number, also those a smaller layout leaves out for now: typing "1" on the way to "12"
   * days does not lose days 2 to 12. The layout decides which are shown and saved.
   */
  rules: TemplateRule[];
}

/** A new template: active (the box is disabled), Weekly, starting on `startDate`, no days set. */
export function blankTemplate(startDate: string): TemplateValues {
  return {
    name: '',
    employeeIds: [],
    active: true,
    autoPunch: false,
    outPunchOnly: false,
    workOnHoliday: false,
    periodType: 'Weekly',
    periods: '1',
    days: '7',
    startDate,
    rules: [],
  };
}

export function templateValues(answer: ScheduleTemplateAnswer): TemplateValues {
  return {
    name: answer.name,
    employeeIds: answer.employeeIds,
    active: answer.active,
    autoPunch: answer.autoPunch,
    outPunchOnly: answer.outPunchOnly,
    workOnHoliday: answer.workOnHoliday,
    periodType: answer.periodType,
    periods: String(answer.periods),
    days: String(answer.days),
    startDate: answer.startDate,
    rules: answer.scheduleRules.map((r) => ({
      num: r.num,
      title: r.title,
      isOffDay: r.isOffDay,
      workSections: sortedSections(r.workSections.map((s, i) => sectionDraft(i + 1, s))),
    })),
  };
}

/** The layout the values give (spec 001 §4): Weekly 1 × 7, Fortnightly 2 × 7, Daily 1 × 1, Custom as typed. */
export function templateLayout(values: TemplateValues): PeriodLayout | null {
  if (!values.periodType) return null;
  return periodLayout(values.periodType, Number(values.periods) || 1, Number(values.days) || 1);
}

/** The day rules shown and saved: one per day of the layout, titled by the type and the start date. */
export function laidOutRules(values: TemplateValues): TemplateRule[] {
  const layout = templateLayout(values);
  if (!layout || !values.periodType) return [];
  return layoutRules<SectionDraft, TemplateRule>(values.rules, values.periodType, layout, values.startDate);
}

/** The grid's rows: the laid-out rules a period at a time. */
export function templatePeriods(values: TemplateValues): TemplateRule[][] {
  const layout = templateLayout(values);
  const rules = laidOutRules(values);
  if (!layout) return [];
  return Array.from({ length: layout.periods }, (_, p) => rules.slice(p * layout.days, (p + 1) * layout.days));
}

/** The Custom layout's numbers once the type changes: what the type gives (Custom keeps what was there). */
export function withPeriodType(values: TemplateValues, periodType: PeriodType): TemplateValues {
  if (periodType === 'Custom') return { ...values, periodType };
  const layout = periodLayout(periodType);
  return { ...values, periodType, periods: String(layout.periods), days: String(layout.days) };
}

/** The values with rule `num`'s day replaced. */
export function withRule(values: TemplateValues, num: number, day: DayDraft): TemplateValues {
  const others = values.rules.filter((r) => r.num !== num);
  const title = laidOutRules(values).find((r) => r.num === num)?.title ?? '';
  return {
    ...values,
    rules: [...others, { num, title, isOffDay: day.isOffDay, workSections: day.workSections }].sort(
      (a, b) => a.num - b.num,
    ),
  };
}

function wholeIn(text: string, max: number): boolean {
  return /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max;
}

/** Spec 001 §5: name, periodType and startDate required; a Custom layout of whole numbers in range. */
export function templateErrors(values: TemplateValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = M.nameRequired;
  if (!values.periodType) errors.periodType = M.periodTypeRequired;
  if (!values.startDate) errors.startDate = M.startDateRequired;
  if (values.periodType === 'Custom') {
    if (!wholeIn(values.periods, MAX_PERIODS)) errors.periods = M.periodsRange;
    if (!wholeIn(values.days, MAX_DAYS_PER_PERIOD)) errors.days = M.daysRange;
  }
  return errors;
}

/**
 * POST /schedule/save's body. Rule ids are never sent (the server's are kept by number); a new template sends no
 * section ids, an edit only those of stored sections (spec 001 §4 "Template save"). `active` is sent only when
 * editing: a new template is always active.
 */
export function templateSaveBody(values: TemplateValues, id: string | null): ScheduleSaveRequest {
  const layout = templateLayout(values);
  const periodType = values.periodType as PeriodType;
  return {
    ...(id ? { id, active: values.active } : {}),
    name: values.name.trim(),
    employeeIds: values.employeeIds,
    autoPunch: values.autoPunch,
    outPunchOnly: values.outPunchOnly,
    workOnHoliday: values.workOnHoliday,
    periodType,
    ...(periodType === 'Custom' && layout ? { periods: layout.periods, days: layout.days } : {}),
    startDate: values.startDate,
    scheduleType: 'template',
    scheduleRules: laidOutRules(values).map((r) => ({
      num: r.num,
      title: r.title,
      isOffDay: r.isOffDay,
      workSections: r.isOffDay ? [] : sortedSections(r.workSections).map((s) => sectionBody(s, id !== null)),
    })),
  };
}

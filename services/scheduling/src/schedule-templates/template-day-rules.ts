import { addDays, ruleNumOn } from '@rollcall/contracts';
import type { StoredSection } from '../schedule-days/stored-section.js';

/** How far ahead assigned employees' days are generated; the daily job keeps it so. */
export const HORIZON_DAYS = 56;
/** A template assigned with a start date in the past generates at most this many days back. */
export const PAST_DAYS = 28;

export interface StoredRule {
  id: string;
  num: number;
  title: string;
  isOffDay: boolean;
  sections: StoredSection[];
}

export interface TemplateCycle {
  startDate: string;
  workOnHoliday: boolean;
  rules: readonly StoredRule[];
}

/**
 * The day a template gives on `date` (null before its start date): the rule of that day of the cycle, or an off day
 * on a holiday unless the template works on holidays.
 */
export function templateDayOn(
  template: TemplateCycle,
  date: string,
  holiday: boolean,
): { offDay: boolean; sections: StoredSection[] } | null {
  const num = ruleNumOn(template.startDate, date, template.rules.length);
  const rule = num === null ? undefined : template.rules.find((r) => r.num === num);
  if (!rule) return null;
  if (rule.isOffDay || (holiday && !template.workOnHoliday)) return { offDay: true, sections: [] };
  return { offDay: false, sections: rule.sections };
}

/**
 * The dates to generate for an employee whose today is `today`: a newly assigned employee from the start date (at
 * most PAST_DAYS back), one already assigned from tomorrow (a change touches future days only), up to HORIZON_DAYS
 * ahead; null when the window is empty.
 */
export function generationWindow(
  today: string,
  startDate: string,
  newlyAssigned: boolean,
): { from: string; to: string } | null {
  const earliest = newlyAssigned ? addDays(today, -PAST_DAYS) : addDays(today, 1);
  const from = startDate > earliest ? startDate : earliest;
  const to = addDays(today, HORIZON_DAYS);
  return from <= to ? { from, to } : null;
}

/** JSON equality that ignores key order (jsonb reorders keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

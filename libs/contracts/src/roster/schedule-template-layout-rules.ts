import { addDays, daysBetween } from './roster-dates.js';

/** Spec 001 §3 ScheduleTemplate.periodType. */
export const PERIOD_TYPES = ['Weekly', 'Fortnightly', 'Daily', 'Custom'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** A Custom template's largest layout: ten periods of up to 31 days. */
export const MAX_PERIODS = 10;
export const MAX_DAYS_PER_PERIOD = 31;

export interface PeriodLayout {
  periods: number;
  days: number;
}

/**
 * Spec 001 §4 "Template period change": Weekly is 1 period of 7 days, Fortnightly 2 of 7, Daily 1 of 1; Custom
 * takes the periods and days asked for (at least 1 each, at most MAX_PERIODS × MAX_DAYS_PER_PERIOD).
 */
export function periodLayout(type: PeriodType, periods?: number | null, days?: number | null): PeriodLayout {
  switch (type) {
    case 'Weekly':
      return { periods: 1, days: 7 };
    case 'Fortnightly':
      return { periods: 2, days: 7 };
    case 'Daily':
      return { periods: 1, days: 1 };
    case 'Custom':
      return { periods: clamp(periods ?? 1, MAX_PERIODS), days: clamp(days ?? 7, MAX_DAYS_PER_PERIOD) };
  }
}

function clamp(value: number, max: number): number {
  return Math.min(max, Math.max(1, Math.floor(Number.isFinite(value) ? value : 1)));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A day rule's title: a weekly layout names the weekday the rule falls on counting from the start date (Monday
 * when there is none yet); Daily and Custom say 'Day N'.
 */
export function ruleTitle(type: PeriodType, num: number, startDate?: string | null): string {
  if (type !== 'Weekly' && type !== 'Fortnightly') return `Day ${num}`;
  const first = startDate && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : '2026-11-23';
  const weekday = WEEKDAYS[new Date(`${addDays(first, num - 1)}T00:00:00Z`).getUTCDay()] ?? '';
  return type === 'Fortnightly' ? `${weekday} (week ${num <= 7 ? 1 : 2})` : weekday;
}

export interface TemplateDayRule<S> {
  num: number;
  title: string;
  isOffDay: boolean;
  workSections: S[];
}

/**
 * The template's day rules for a layout: rule N keeps what rule N had (sections and off day), new ones start empty,
 * rules past the layout are dropped; titles follow the type and start date. Changing a value recomputes this.
 */
export function layoutRules<S, R extends TemplateDayRule<S>>(
  rules: readonly R[],
  type: PeriodType,
  layout: PeriodLayout,
  startDate?: string | null,
): TemplateDayRule<S>[] {
  const byNum = new Map(rules.map((r) => [r.num, r]));
  return Array.from({ length: layout.periods * layout.days }, (_, i) => {
    const num = i + 1;
    const kept = byNum.get(num);
    return {
      ...(kept ?? { isOffDay: false, workSections: [] }),
      num,
      title: ruleTitle(type, num, startDate),
    };
  });
}

/** Which rule (from 1) of a cycle of `length` days applies on `date`; null before the start date. */
export function ruleNumOn(startDate: string, date: string, length: number): number | null {
  const offset = daysBetween(startDate, date);
  if (offset < 0 || length < 1) return null;
  return (offset % length) + 1;
}

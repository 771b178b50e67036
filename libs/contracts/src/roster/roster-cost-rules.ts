import { sectionSpan, type TimedSection } from './section-minutes.js';

export interface CostedSection extends TimedSection {
  /** the scheduled (unpaid) break in minutes */
  breakMinutes?: number;
}

/** Hours rounded to 2 decimals, as the roster shows them (spec 001 §9). */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/** A section's scheduled hours: its span less its scheduled break, never below zero. */
export function sectionHours(section: CostedSection): number {
  const span = sectionSpan(section);
  if (!span) return 0;
  return Math.max(0, span.end - span.start - (section.breakMinutes ?? 0)) / 60;
}

/** One employee's hours on one day (an off day has none). */
export function dayHours(sections: readonly CostedSection[]): number {
  return sections.reduce((sum, section) => sum + sectionHours(section), 0);
}

/** Spec 001 §9: cost = hours rounded to 2 decimals × the employee's pay rate; to the cent. */
export function hoursCost(hours: number, payRate: number | null | undefined): number {
  return Math.round(roundHours(hours) * (payRate ?? 0) * 100) / 100;
}

export interface CostedEmployeeDay {
  payRate?: number | null;
  sections: readonly CostedSection[];
}

/** A day header's (or a row's) totals: hours summed, cost summed per employee-day as the spec rounds it. */
export function totalsOf(days: readonly CostedEmployeeDay[]): { hours: number; cost: number } {
  let hours = 0;
  let cost = 0;
  for (const day of days) {
    const h = dayHours(day.sections);
    hours += roundHours(h);
    cost += hoursCost(h, day.payRate);
  }
  return { hours: roundHours(hours), cost: Math.round(cost * 100) / 100 };
}

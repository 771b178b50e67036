// The New Zealand generator dialog's choices: the years offered and the preselected holidays.

import type { GeneratedHolidayRow } from '@rollcall/api-client';

/** The years offered: the generator's range, defaulting to next year when it is in range. */
export function generatorYears(firstYear: number, lastYear: number): number[] {
  return Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i);
}

export function defaultGeneratorYear(today: Date, firstYear: number, lastYear: number): number {
  const next = today.getFullYear() + 1;
  return Math.min(Math.max(next, firstYear), lastYear);
}

/** Preselected: every proposed holiday not already there. */
export function initialSelection(holidays: GeneratedHolidayRow[]): string[] {
  return holidays.filter((h) => !h.exists).map((h) => h.sysCode);
}

export function toggled(selection: string[], sysCode: string, on: boolean): string[] {
  return on ? [...new Set([...selection, sysCode])] : selection.filter((code) => code !== sysCode);
}

import { isHourMinute, isLocalDate, sectionSpan } from '@rollcall/contracts';
import { type AnySection, isWorkSection, type StoredSection } from './stored-section.js';

/** One employee's day as a schedule write sets it. */
export interface DayWrite {
  employeeId: string;
  date: string;
  offDay: boolean;
  sections: StoredSection[];
  /** the template that generated the day; absent or null: set by hand (a template change leaves it alone) */
  templateId?: string | null;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export const OFF_DAY_HAS_SECTIONS = 'This is offday, cannot create rule!';
export const SCH_OUT_NOT_AFTER_IN = 'Sch Out must be later than Sch In!';
export const MAX_BREAK_MINUTES = 24 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with a day (empty when nothing): each problem names its field as `days[i].…`. */
export function dayProblems(day: DayWrite, at = 'day'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field: `${at}.${field}`, message });
  if (typeof day.employeeId !== 'string' || !UUID.test(day.employeeId)) problem('employeeId', 'must be an employee id');
  if (typeof day.date !== 'string' || !isLocalDate(day.date)) problem('date', 'must be a date written YYYY-MM-DD');
  if (day.offDay && day.sections.some(isWorkSection)) problem('sections', OFF_DAY_HAS_SECTIONS);
  if (!day.offDay && !day.sections.every(isWorkSection))
    problem('offDay', 'an Off Day entry (type 3) needs offDay true');
  day.sections.forEach((section, i) => {
    const field = (name: string) => `sections[${i}].${name}`;
    if (!isHourMinute(section.start) || !isHourMinute(section.end)) {
      problem(field('start'), `Sch In and Sch Out must be times written HH:mm (got ${section.start}-${section.end})`);
      return;
    }
    if (section.startType !== undefined && !['Previous', 'Today'].includes(section.startType))
      problem(field('startType'), 'must be Previous or Today');
    if (section.endType !== undefined && !['Today', 'NextDay'].includes(section.endType))
      problem(field('endType'), 'must be Today or NextDay');
    const span = sectionSpan(section);
    if (span && isWorkSection(section) && span.end <= span.start) problem(field('end'), SCH_OUT_NOT_AFTER_IN);
    const breakMinutes = section.breakMinutes;
    if (
      breakMinutes !== undefined &&
      !(Number.isFinite(breakMinutes) && breakMinutes >= 0 && breakMinutes <= MAX_BREAK_MINUTES)
    )
      problem(field('breakMinutes'), `must be a number of minutes from 0 to ${MAX_BREAK_MINUTES}`);
  });
  return problems;
}

/** Whether the day has more than one work section: only a company with the multi-shift feature may (spec 001 §5). */
export function hasSeveralSections(day: { offDay: boolean; sections: readonly AnySection[] }): boolean {
  return !day.offDay && day.sections.filter(isWorkSection).length > 1;
}

/** The same employee and date twice in one write: which day wins would be a guess. */
export function repeatedDays(days: readonly DayWrite[]): FieldProblem[] {
  const seen = new Map<string, number>();
  const problems: FieldProblem[] = [];
  days.forEach((day, i) => {
    const key = `${day.employeeId} ${day.date}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else problems.push({ field: `days[${i}].date`, message: `repeats days[${first}] (the same employee and date)` });
  });
  return problems;
}

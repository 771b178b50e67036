import { type Actor, outsideScope, peopleScopeCondition, peopleScopeOf, type SqlRunner } from '@rollcall/platform';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { schedulingSettingsOf } from '../company-settings/company-settings.js';
import { hasSeveralSections } from '../schedule-days/schedule-day-rules.js';
import { SCHEDULE_DAY_ANSWERS } from '../schedule-days/schedule-day.answers.js';
import { closedEmployeeDays } from '../schedule-days/closed-periods.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { IMPORT_ROW_TEXTS, type ImportedDay, type RefusedImportRow } from './schedule-import-format.js';

/** A day of the file with the employee its Clock ID names. */
export interface PlacedDay extends ImportedDay {
  employeeId: string;
}

export const CLOCK_ID_SHARED = (clockId: number) => `Clock ID ${clockId} names more than one employee.`;

/**
 * The file's days with their employees, in two queries whatever the file's length: a day is refused (each of its
 * rows, with the reason) when no employee of the company has its Clock ID, the caller's people scope misses the
 * employee, the date lies in a closed pay period, or the day has several sections and the company has not the
 * multi-shift feature.
 */
export async function placeDays(
  runner: SqlRunner,
  actor: Actor,
  days: readonly ImportedDay[],
): Promise<{ placed: PlacedDay[]; refused: RefusedImportRow[] }> {
  const scope = peopleScopeOf(actor);
  const params: unknown[] = [actor.companyId, [...new Set(days.map((d) => d.clockId))]];
  const reaches = peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params);
  const employees = (await runner.query(
    `SELECT e.id, e.clock_id AS "clockId", ${reaches} AS reaches FROM "${SCHEDULING}".employees e
      WHERE e.company_id = $1 AND e.clock_id = ANY($2::int[])`,
    params,
  )) as { id: string; clockId: number; reaches: boolean }[];
  const byClock = new Map<number, { id: string; reaches: boolean }[]>();
  for (const employee of employees) byClock.set(employee.clockId, [...(byClock.get(employee.clockId) ?? []), employee]);

  const refused: RefusedImportRow[] = [];
  const refuse = (day: ImportedDay, reason: string) =>
    refused.push(...day.rows.map((row) => ({ row, clockId: day.clockId, date: day.date, reason })));
  const known: PlacedDay[] = [];
  for (const day of days) {
    const found = byClock.get(day.clockId) ?? [];
    const employee = found[0];
    if (!employee) refuse(day, IMPORT_ROW_TEXTS.unknownClockId(day.clockId));
    else if (found.length > 1) refuse(day, CLOCK_ID_SHARED(day.clockId));
    else if (!employee.reaches) refuse(day, outsideScope(scope).message);
    else known.push({ ...day, employeeId: employee.id });
  }
  const closed = new Set(
    (await closedEmployeeDays(runner, actor.companyId, known)).map((d) => `${d.employeeId} ${d.date}`),
  );
  const oneSectionOnly = known.some(hasSeveralSections)
    ? !(await schedulingSettingsOf(runner, actor.companyId)).multiShift
    : false;
  const placed: PlacedDay[] = [];
  for (const day of known) {
    if (closed.has(`${day.employeeId} ${day.date}`)) refuse(day, SCHEDULE_DAY_ANSWERS.periodClosed.text);
    else if (oneSectionOnly && hasSeveralSections(day)) refuse(day, SCHEDULE_DAY_ANSWERS.multiShift.text);
    else placed.push(day);
  }
  return { placed, refused };
}

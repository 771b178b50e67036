import { addDays } from '@rollcall/contracts';
import type { SqlRunner } from '@rollcall/platform';
import { SCHEDULING } from '../scheduling.constants.js';
import { isWorkSection, type StoredSection } from '../schedule-days/stored-section.js';
import { type GlobalScheduleOrder, neighbourConflicts, sectionsOfRuleDay } from './global-schedule-rules.js';
import type { ScheduleConflictRow } from './global-schedule.answers.js';
import type { ScheduleTarget } from './global-schedule-targets.js';

/** Employees read per query, so a department of thousands is read in bounded steps. */
export const NEIGHBOUR_BATCH = 1000;

export interface OrderNeighbours {
  conflicts: ScheduleConflictRow[];
  /** employees who already have a schedule (sections or an off day) on the date */
  overwrites: number;
}

/** The order's sections against the days before and after of each target employee (inside a transaction: its manager). */
export async function orderNeighbours(
  runner: SqlRunner,
  companyId: string,
  order: GlobalScheduleOrder,
  targets: readonly ScheduleTarget[],
): Promise<OrderNeighbours> {
  const date = order.ruleDay.ruleDate;
  const sections = sectionsOfRuleDay(order.ruleDay);
  const result: OrderNeighbours = { conflicts: [], overwrites: 0 };
  for (let at = 0; at < targets.length; at += NEIGHBOUR_BATCH) {
    const batch = targets.slice(at, at + NEIGHBOUR_BATCH);
    const rows = (await runner.query(
      `SELECT employee_id AS "employeeId", to_char(date, 'YYYY-MM-DD') AS date, sections
         FROM "${SCHEDULING}".schedule_days
        WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date BETWEEN $3::date - 1 AND $3::date + 1`,
      [companyId, batch.map((t) => t.id), date],
    )) as { employeeId: string; date: string; sections: StoredSection[] }[];
    const days = new Map(rows.map((row) => [`${row.employeeId} ${row.date}`, row.sections.filter(isWorkSection)]));
    for (const target of batch) {
      if (days.has(`${target.id} ${date}`)) result.overwrites++;
      const previous = days.get(`${target.id} ${addDays(date, -1)}`) ?? [];
      const next = days.get(`${target.id} ${addDays(date, 1)}`) ?? [];
      for (const conflict of neighbourConflicts(date, sections, previous, next)) {
        result.conflicts.push({ employeeId: target.id, employeeName: target.name, ...conflict });
      }
    }
  }
  return result;
}

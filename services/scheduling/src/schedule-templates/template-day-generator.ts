import { Injectable } from '@nestjs/common';
import { datesOf } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { closedEmployeeDays } from '../schedule-days/closed-periods.js';
import type { DayWrite } from '../schedule-days/schedule-day-rules.js';
import { ScheduleDayWriter } from '../schedule-days/schedule-day-writer.js';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { sameJson, type TemplateCycle, templateDayOn } from './template-day-rules.js';

const s = SCHEDULING;
/** Days handed to the writer at once. */
const WRITE_CHUNK = 1000;

export interface EmployeeWindow {
  employeeId: string;
  from: string;
  to: string;
}

interface StoredDay {
  employee_id: string;
  date: string;
  off_day: boolean;
  sections: StoredSection[];
  template_id: string | null;
}

/** An employee's today in their zone (scheduling's read model of organisation's employees). */
export async function todaysOf(manager: EntityManager, employeeIds: readonly string[]): Promise<Map<string, string>> {
  const rows = (await manager.query(`SELECT id, time_zone_id FROM "${s}".employees WHERE id = ANY($1::uuid[])`, [
    employeeIds,
  ])) as { id: string; time_zone_id: string }[];
  return new Map(rows.map((r) => [r.id, DateTime.now().setZone(r.time_zone_id).toISODate() ?? '']));
}

/**
 * Writes a template's days for its employees through the day writer (one event per changed day). Days set by hand
 * (no template) and days in closed pay periods are left as they are; a day already as the template gives it is not
 * written again.
 */
@Injectable()
export class TemplateDayGenerator {
  constructor(private readonly writer: ScheduleDayWriter) {}

  /** Generates the windows' days; resolves to how many days were written. */
  async generate(
    manager: EntityManager,
    companyId: string,
    templateId: string,
    template: TemplateCycle,
    windows: readonly EmployeeWindow[],
  ): Promise<number> {
    if (windows.length === 0) return 0;
    const stored = await this.storedDays(manager, windows);
    const holidays = await this.holidaysOf(manager, companyId, windows);
    const wanted: DayWrite[] = [];
    for (const window of windows) {
      for (const date of datesOf(window.from, window.to)) {
        const day = templateDayOn(template, date, holidays.get(window.employeeId)?.has(date) ?? false);
        if (!day) continue;
        const now = stored.get(`${window.employeeId} ${date}`);
        if (now && now.template_id === null) continue;
        if (now && now.template_id === templateId && now.off_day === day.offDay && sameJson(now.sections, day.sections))
          continue;
        wanted.push({ employeeId: window.employeeId, date, ...day, templateId });
      }
    }
    return this.writeOpen(manager, companyId, wanted);
  }

  /** Empties the template's generated days of the windows (employees taken off it, a template deactivated or deleted). */
  async clear(manager: EntityManager, companyId: string, templateId: string, windows: readonly EmployeeWindow[]) {
    if (windows.length === 0) return 0;
    const stored = await this.storedDays(manager, windows);
    const emptied: DayWrite[] = [...stored.values()]
      .filter((d) => d.template_id === templateId && (d.off_day || d.sections.length > 0))
      .map((d) => ({ employeeId: d.employee_id, date: d.date, offDay: false, sections: [], templateId }));
    return this.writeOpen(manager, companyId, emptied);
  }

  private async writeOpen(manager: EntityManager, companyId: string, days: DayWrite[]): Promise<number> {
    const closed = new Set(
      (await closedEmployeeDays(manager, companyId, days)).map((d) => `${d.employeeId} ${d.date}`),
    );
    const open = days.filter((d) => !closed.has(`${d.employeeId} ${d.date}`));
    for (let i = 0; i < open.length; i += WRITE_CHUNK) {
      await this.writer.write(manager, companyId, open.slice(i, i + WRITE_CHUNK));
    }
    return open.length;
  }

  private async storedDays(
    manager: EntityManager,
    windows: readonly EmployeeWindow[],
  ): Promise<Map<string, StoredDay>> {
    const rows = (await manager.query(
      `SELECT d.employee_id, to_char(d.date, 'YYYY-MM-DD') AS date, d.off_day, d.sections, d.template_id
         FROM "${s}".schedule_days d
         JOIN unnest($1::uuid[], $2::date[], $3::date[]) AS w(employee_id, from_date, to_date)
           ON w.employee_id = d.employee_id AND d.date BETWEEN w.from_date AND w.to_date`,
      [windows.map((w) => w.employeeId), windows.map((w) => w.from), windows.map((w) => w.to)],
    )) as StoredDay[];
    return new Map(rows.map((r) => [`${r.employee_id} ${r.date}`, r]));
  }

  /** Each employee's holiday dates in the windows: company-wide ones and those of their node or an ancestor. */
  private async holidaysOf(
    manager: EntityManager,
    companyId: string,
    windows: readonly EmployeeWindow[],
  ): Promise<Map<string, Set<string>>> {
    const from = windows.reduce((m, w) => (w.from < m ? w.from : m), windows[0]?.from ?? '');
    const to = windows.reduce((m, w) => (w.to > m ? w.to : m), windows[0]?.to ?? '');
    const rows = (await manager.query(
      `WITH RECURSIVE up(employee_id, node_id) AS (
         SELECT e.id, e.department_id FROM "${s}".employees e WHERE e.id = ANY($1::uuid[]) AND e.department_id IS NOT NULL
         UNION SELECT up.employee_id, n.parent_id FROM up JOIN "${s}".departments n ON n.id = up.node_id
          WHERE n.parent_id IS NOT NULL)
       SELECT e.id AS employee_id, to_char(coalesce(h.alterdate, h.date), 'YYYY-MM-DD') AS date
         FROM "${s}".employees e
         JOIN "${s}".holidays h ON h.company_id = $2 AND coalesce(h.alterdate, h.date) BETWEEN $3 AND $4
        WHERE e.id = ANY($1::uuid[])
          AND (cardinality(h.department_ids) = 0
               OR EXISTS (SELECT 1 FROM up WHERE up.employee_id = e.id AND up.node_id = ANY(h.department_ids)))`,
      [windows.map((w) => w.employeeId), companyId, from, to],
    )) as { employee_id: string; date: string }[];
    const byEmployee = new Map<string, Set<string>>();
    for (const row of rows) {
      const dates = byEmployee.get(row.employee_id) ?? new Set<string>();
      dates.add(row.date);
      byEmployee.set(row.employee_id, dates);
    }
    return byEmployee;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScheduleDayChangedV1 } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import { lastOfEach } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { hasOvernightShift } from './overnight.js';
import { payOnFinishDayConflicts } from './pay.answers.js';

const s = ORGANISATION;

/**
 * Pay on finish day cannot be combined with overnight shifts (spec 002 §8 payOnFinishDayConflicts). Organisation
 * keeps the employees' overnight scheduled days from schedule.day.changed.v1; the window checked is from the
 * company's today (in its time zone) on: past overnight shifts are already paid.
 */
@Injectable()
export class PayOnFinishDayService {
  constructor(@InjectDataSource(ORGANISATION) readonly dataSource: DataSource) {}

  /** Keeps (or forgets) each day as an overnight day of its employee (the last event of an employee's day wins). */
  async applyScheduleDays(
    manager: EntityManager,
    changes: readonly { companyId: string; payload: ScheduleDayChangedV1 }[],
  ): Promise<void> {
    const days = lastOfEach(changes, (c) => `${c.payload.employeeId}/${c.payload.date}`);
    const overnight = days.filter((d) => hasOvernightShift(d.payload));
    const other = days.filter((d) => !hasOvernightShift(d.payload));
    if (overnight.length > 0) {
      await manager.query(
        `INSERT INTO "${s}".overnight_shifts (employee_id, date, company_id)
         SELECT * FROM unnest($1::uuid[], $2::date[], $3::uuid[])
         ON CONFLICT (employee_id, date) DO NOTHING`,
        [
          overnight.map((d) => d.payload.employeeId),
          overnight.map((d) => d.payload.date),
          overnight.map((d) => d.companyId),
        ],
      );
    }
    if (other.length > 0) {
      await manager.query(
        `DELETE FROM "${s}".overnight_shifts o USING unnest($1::uuid[], $2::date[]) AS d(employee_id, date)
          WHERE o.employee_id = d.employee_id AND o.date = d.date`,
        [other.map((d) => d.payload.employeeId), other.map((d) => d.payload.date)],
      );
    }
  }

  /** The names ("First Last") of the employees of a pay group who have an overnight shift from today on. */
  async overnightEmployeesOfPayGroup(manager: EntityManager, companyId: string, payGroupId: string): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT e.first_name || ' ' || e.last_name AS name
         FROM "${s}".employees e
         JOIN "${s}".overnight_shifts o ON o.employee_id = e.id
         JOIN "${s}".companies c ON c.id = e.company_id
        WHERE e.company_id = $1 AND e.paygroup_id = $2
          AND o.date >= (now() AT TIME ZONE c.time_zone_id)::date
        ORDER BY 1`,
      [companyId, payGroupId],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }

  /** Whether the employee has an overnight shift from the company's today on. */
  async hasOvernightShiftAhead(manager: EntityManager, companyId: string, employeeId: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${s}".overnight_shifts o JOIN "${s}".companies c ON c.id = o.company_id
        WHERE o.company_id = $1 AND o.employee_id = $2 AND o.date >= (now() AT TIME ZONE c.time_zone_id)::date
        LIMIT 1`,
      [companyId, employeeId],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * For the employee save: refuses (payOnFinishDayConflicts, naming the employee) when the employee's pay group
   * pays on the finish day and the employee has an overnight shift from today on.
   */
  async checkEmployee(
    manager: EntityManager,
    employee: { id?: string | null; companyId: string; paygroupId: string | null; firstName: string; lastName: string },
  ): Promise<void> {
    if (!employee.id || !employee.paygroupId) return;
    const rows = (await manager.query(
      `SELECT (rules->>'payOnFinishDay')::boolean AS pay_on_finish_day FROM "${s}".pay_groups
        WHERE id = $1 AND company_id = $2`,
      [employee.paygroupId, employee.companyId],
    )) as { pay_on_finish_day: boolean | null }[];
    if (rows[0]?.pay_on_finish_day !== true) return;
    if (await this.hasOvernightShiftAhead(manager, employee.companyId, employee.id)) {
      throw payOnFinishDayConflicts([`${employee.firstName} ${employee.lastName}`.trim()]);
    }
  }
}

/** Today's date in a zone, YYYY-MM-DD. */
export function todayIn(zone: string): string {
  return DateTime.now().setZone(zone).toISODate() ?? DateTime.utc().toISODate() ?? '';
}

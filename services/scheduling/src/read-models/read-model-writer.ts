import { Injectable } from '@nestjs/common';
import type {
  CompanyChangedV1,
  DepartmentChangedV1,
  EmployeeChangedV1,
  HolidayChangedV1,
  PayGroupChangedV1,
  PayPeriodChangedV1,
} from '@rollcall/contracts';
import { lastOfEach } from '@rollcall/platform';
import type { EntityManager } from 'typeorm';
import { SCHEDULING } from '../scheduling.constants.js';

const s = SCHEDULING;

/** Upserts of scheduling's read models, each a single statement so a replayed event changes nothing. */
@Injectable()
export class ReadModelWriter {
  /** The company's zone and feature switches; an event written before `features` existed keeps the stored ones. */
  async upsertCompany(manager: EntityManager, p: CompanyChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".companies (id, time_zone_id, features, device_token)
       VALUES ($1, $2, coalesce($3::jsonb, '{}'), $4)
       ON CONFLICT (id) DO UPDATE SET time_zone_id = EXCLUDED.time_zone_id,
         features = coalesce($3::jsonb, companies.features), device_token = EXCLUDED.device_token`,
      [p.companyId, p.timeZoneId, p.features ? JSON.stringify(p.features) : null, p.deviceToken],
    );
  }

  /** Employees in one statement (the last event of an employee wins). */
  async upsertEmployees(
    manager: EntityManager,
    changes: readonly { companyId: string; payload: EmployeeChangedV1 }[],
  ): Promise<void> {
    const rows = lastOfEach(changes, (c) => c.payload.employeeId);
    if (rows.length === 0) return;
    const column = <T>(pick: (p: EmployeeChangedV1, companyId: string) => T) =>
      rows.map((r) => pick(r.payload, r.companyId));
    await manager.query(
      `INSERT INTO "${s}".employees (id, company_id, clock_id, first_name, last_name, department_id, paygroup_id,
         standard_hours, employee_status, time_zone_id, pay_rate, pay_id, user_id, email)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::uuid[], $7::uuid[],
                            $8::numeric[], $9::text[], $10::text[], $11::numeric[], $12::text[], $13::uuid[], $14::text[])
       ON CONFLICT (id) DO UPDATE SET clock_id = EXCLUDED.clock_id, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, department_id = EXCLUDED.department_id, paygroup_id = EXCLUDED.paygroup_id,
         standard_hours = EXCLUDED.standard_hours, employee_status = EXCLUDED.employee_status,
         time_zone_id = EXCLUDED.time_zone_id, pay_rate = EXCLUDED.pay_rate, pay_id = EXCLUDED.pay_id,
         user_id = EXCLUDED.user_id, email = EXCLUDED.email`,
      [
        column((p) => p.employeeId),
        column((_, companyId) => companyId),
        column((p) => p.clockId),
        column((p) => p.firstName),
        column((p) => p.lastName),
        column((p) => p.departmentId),
        column((p) => p.paygroupId),
        column((p) => p.standardHours),
        column((p) => p.employeeStatus),
        column((p) => p.timeZoneId),
        column((p) => p.payRate ?? null),
        column((p) => p.payId),
        column((p) => p.userId),
        column((p) => p.email ?? null),
      ],
    );
  }

  async upsertDepartment(manager: EntityManager, companyId: string, p: DepartmentChangedV1): Promise<void> {
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".departments WHERE id = $1`, [p.departmentId]);
      return;
    }
    await manager.query(
      `INSERT INTO "${s}".departments (id, company_id, parent_id, name, code, status) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, code = EXCLUDED.code,
         status = EXCLUDED.status`,
      [p.departmentId, companyId, p.parentId, p.name, p.code, p.status],
    );
  }

  /** A pay period's dates and whether it is closed (calculation owns pay periods; only their state is kept here). */
  async upsertPayPeriod(manager: EntityManager, companyId: string, p: PayPeriodChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".pay_periods (id, company_id, paygroup_id, from_date, to_date, closed)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET paygroup_id = EXCLUDED.paygroup_id, from_date = EXCLUDED.from_date,
         to_date = EXCLUDED.to_date, closed = EXCLUDED.closed`,
      [p.payPeriodId, companyId, p.paygroupId, p.fromDate, p.toDate, p.closed],
    );
  }

  /**
   * A holiday's dates and the structure nodes it covers (empty: the whole company). Resolves to the dates it was on
   * before and is on now (date and alterdate), whose generated days may change.
   */
  async upsertHoliday(manager: EntityManager, companyId: string, p: HolidayChangedV1): Promise<string[]> {
    const before = (await manager.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(alterdate, 'YYYY-MM-DD') AS alterdate
         FROM "${s}".holidays WHERE id = $1`,
      [p.holidayId],
    )) as { date: string; alterdate: string | null }[];
    const dates = before.flatMap((h) => [h.date, h.alterdate]);
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".holidays WHERE id = $1`, [p.holidayId]);
    } else {
      await manager.query(
        `INSERT INTO "${s}".holidays (id, company_id, date, alterdate, department_ids) VALUES ($1, $2, $3, $4, $5::uuid[])
         ON CONFLICT (id) DO UPDATE SET date = EXCLUDED.date, alterdate = EXCLUDED.alterdate,
           department_ids = EXCLUDED.department_ids`,
        [p.holidayId, companyId, p.date, p.alterdate, p.departmentIds],
      );
      dates.push(p.date, p.alterdate);
    }
    return [...new Set(dates.filter((d): d is string => typeof d === 'string'))].sort();
  }

  /** A pay group's name and whether it pays on the finish day (no overnight schedules for its employees then). */
  async upsertPayGroup(manager: EntityManager, companyId: string, p: PayGroupChangedV1): Promise<void> {
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".pay_groups WHERE id = $1`, [p.payGroupId]);
      return;
    }
    await manager.query(
      `INSERT INTO "${s}".pay_groups (id, company_id, name, pay_on_finish_day, rules) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, pay_on_finish_day = EXCLUDED.pay_on_finish_day,
         rules = EXCLUDED.rules`,
      [p.payGroupId, companyId, p.name, p.rules.payOnFinishDay === true, JSON.stringify(p.rules)],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { calculate } from '@rollcall/calc-engine';
import {
  DEFAULT_PAY_GROUP_RULES,
  type DayResult,
  type PayGroupRules,
  type PayTypeRef,
  type PayTypeRole,
  type ScheduleDay,
} from '@rollcall/contracts';
import { EventWriter, type NewEvent } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { buildEngineInput, type PunchFact, punchWindow, scheduleWindow } from './engine-input-builder.js';

const s = CALCULATION;

interface EmployeeRow {
  id: string;
  company_id: string;
  paygroup_id: string | null;
  time_zone_id: string;
  standard_hours: string | null;
  guaranteed_hours: string | null;
}

/** Runs the engine for queued employee-days and stores and publishes the results. */
@Injectable()
export class RecalcService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /**
   * Takes up to `limit` queued employees (skipping ones another worker holds), calculates each over the span
   * of its queued dates, and commits results, events and the queue removal together. Returns how many
   * employee-days it calculated.
   */
  async processBatch(now: Date, limit = 50): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const taken = (await manager.query(
        `DELETE FROM "${s}".recalc_queue q
          WHERE q.employee_id IN (
            SELECT DISTINCT employee_id FROM (
              SELECT employee_id FROM "${s}".recalc_queue ORDER BY enqueued_at LIMIT $1 FOR UPDATE SKIP LOCKED
            ) AS picked)
        RETURNING q.employee_id, to_char(q.date, 'YYYY-MM-DD') AS date`,
        [limit],
      )) as [{ employee_id: string; date: string }[], number];
      const rows = taken[0];
      const byEmployee = new Map<string, string[]>();
      for (const row of rows) byEmployee.set(row.employee_id, [...(byEmployee.get(row.employee_id) ?? []), row.date]);
      let days = 0;
      for (const [employeeId, dates] of byEmployee) {
        dates.sort();
        const from = dates[0];
        const to = dates[dates.length - 1];
        if (!from || !to) continue;
        days += await this.calculateRange(manager, employeeId, { from, to }, now);
      }
      return days;
    });
  }

  /** Calculates one employee over a range inside the caller's transaction; returns the number of days stored. */
  async calculateRange(
    manager: EntityManager,
    employeeId: string,
    range: { from: string; to: string },
    now: Date,
  ): Promise<number> {
    const [employee] = (await manager.query(`SELECT * FROM "${s}".employees WHERE id = $1`, [
      employeeId,
    ])) as EmployeeRow[];
    if (!employee) return 0; // organisation's employee event has not arrived; it enqueues the days itself
    const companyId = employee.company_id;
    const [payGroupRow] = employee.paygroup_id
      ? ((await manager.query(`SELECT rules FROM "${s}".pay_groups WHERE id = $1`, [employee.paygroup_id])) as {
          rules: PayGroupRules;
        }[])
      : [];
    const payTypeRows = (await manager.query(
      `SELECT id, code, role, is_overtime, is_leave, is_allowance, pay_rate_factor FROM "${s}".pay_types
        WHERE company_id = $1 AND NOT deleted ORDER BY code`,
      [companyId],
    )) as {
      id: string;
      code: string;
      role: string | null;
      is_overtime: boolean;
      is_leave: boolean;
      is_allowance: boolean;
      pay_rate_factor: string | null;
    }[];
    const [companyRow] = (await manager.query(`SELECT * FROM "${s}".company_settings WHERE company_id = $1`, [
      companyId,
    ])) as {
      exception_threshold: number;
      exception_ld_threshold: number;
      exception_toggles: Record<string, boolean>;
    }[];
    const window = punchWindow(range, employee.time_zone_id);
    const punchRows = (await manager.query(
      `SELECT id, punch_time, source, position_id, job_id, task_id FROM "${s}".punches
        WHERE employee_id = $1 AND punch_time BETWEEN $2 AND $3 ORDER BY punch_time, id`,
      [employeeId, window.from, window.to],
    )) as {
      id: string;
      punch_time: Date;
      source: string;
      position_id: string | null;
      job_id: string | null;
      task_id: string | null;
    }[];

    const scheduleSpan = scheduleWindow(range);
    const scheduleRows = (await manager.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, off_day, sections FROM "${s}".schedule_days
        WHERE employee_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date`,
      [employeeId, scheduleSpan.from, scheduleSpan.to],
    )) as { date: string; off_day: boolean; sections: ScheduleDay['sections'] }[];
    const schedule: ScheduleDay[] = scheduleRows.map((r) => ({
      date: r.date,
      offDay: r.off_day,
      sections: r.sections,
    }));

    const payTypes: PayTypeRef[] = payTypeRows.map((p) => ({
      id: p.id,
      code: p.code,
      isOvertime: p.is_overtime,
      isLeave: p.is_leave,
      isAllowance: p.is_allowance,
      ...(p.pay_rate_factor !== null ? { payRateFactor: Number(p.pay_rate_factor) } : {}),
      ...(p.role ? { role: p.role as PayTypeRole } : {}),
    }));
    const punches: PunchFact[] = punchRows.map((p) => ({
      id: p.id,
      at: p.punch_time.toISOString(),
      source: p.source,
      positionId: p.position_id,
      jobId: p.job_id,
      taskId: p.task_id,
    }));
    const result = calculate(
      buildEngineInput({
        asOf: now,
        employee: {
          id: employee.id,
          timeZoneId: employee.time_zone_id,
          standardHours: employee.standard_hours === null ? null : Number(employee.standard_hours),
          guaranteedHours: employee.guaranteed_hours === null ? null : Number(employee.guaranteed_hours),
        },
        range,
        payGroup: payGroupRow?.rules ?? DEFAULT_PAY_GROUP_RULES,
        payTypes,
        company: companyRow
          ? {
              exceptionThreshold: companyRow.exception_threshold,
              exceptionLDThreshold: companyRow.exception_ld_threshold,
              toggles: companyRow.exception_toggles,
            }
          : null,
        punches,
        schedule,
      }),
    );
    const events: NewEvent[] = [];
    for (const day of result.days) {
      const punchCount = countPunches(day);
      const paidMinutes = day.shifts.reduce((sum, shift) => sum + shift.paidMinutes, 0);
      await manager.query(
        `INSERT INTO "${s}".calculated_days (employee_id, date, company_id, status, paid_minutes, punch_count, result, calculated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (employee_id, date) DO UPDATE SET status = EXCLUDED.status, paid_minutes = EXCLUDED.paid_minutes,
           punch_count = EXCLUDED.punch_count, result = EXCLUDED.result, calculated_at = now()`,
        [employeeId, day.date, companyId, day.status, paidMinutes, punchCount, JSON.stringify(day)],
      );
      events.push({
        type: 'calc.day.calculated.v1',
        companyId,
        key: employeeId,
        payload: {
          employeeId,
          date: day.date,
          status: day.status,
          paidMinutes,
          payTypes: day.payTypes,
          exceptions: day.exceptions,
          punchCount,
        },
      });
    }
    await this.events.write(manager, events);
    return result.days.length;
  }
}

function countPunches(day: DayResult): number {
  const ids = new Set<string>();
  for (const shift of day.shifts) {
    for (const pair of shift.pairs) {
      if (pair.inPunchId) ids.add(pair.inPunchId);
      if (pair.outPunchId) ids.add(pair.outPunchId);
    }
  }
  return ids.size;
}

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DayResult } from '@rollcall/contracts';
import type { DataSource } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { daysInRange, eachDate, isLocalDate } from '@rollcall/calc-engine';
import { RecalcQueue } from '../recalc/recalc-queue.js';
import { RecalcService } from '../recalc/recalc.service.js';
import { type DayDifference, dayDifference } from './day-difference.js';
import type { RecalcStatusAnswer, RecalcVerifyAnswer } from './recalc-verify.answers.js';
import type { RecalcVerifyBody } from './recalc-verify.request.js';

const s = CALCULATION;
/** Employees calculated per read-only transaction. */
const CHUNK = 100;
const MAX_DAYS = 62;
const MAX_LISTED = 500;

/**
 * Recalculates employee-days in memory, with the worker's own code, and compares them with what is stored: the
 * operator's check that live recalculation left nothing stale (`rollcall recalc verify`).
 */
@Injectable()
export class RecalcVerifier {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly recalc: RecalcService,
    private readonly queue: RecalcQueue,
  ) {}

  async verify(companyId: string, body: RecalcVerifyBody, now: Date): Promise<RecalcVerifyAnswer> {
    if (!isLocalDate(body.from)) throw refusal('from', 'from must be a date (YYYY-MM-DD)');
    if (!isLocalDate(body.to)) throw refusal('to', 'to must be a date (YYYY-MM-DD)');
    if (body.to < body.from) throw refusal('to', 'to must not be before from');
    if (daysInRange(body.from, body.to) > MAX_DAYS) throw refusal('to', `verify at most ${MAX_DAYS} days at a time`);
    const employeeIds = await this.employeesOf(companyId, body.employeeIds);
    const dates = eachDate(body.from, body.to);
    const differences: DayDifference[] = [];
    let days = 0;
    for (let i = 0; i < employeeIds.length; i += CHUNK) {
      const chunk = employeeIds.slice(i, i + CHUNK);
      await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
        const computed = await this.recalc.compute(
          manager,
          chunk.map((employeeId) => ({ employeeId, dates })),
          now,
          { ensurePeriods: false },
        );
        const storedRows = (await manager.query(
          `SELECT employee_id, to_char(date, 'YYYY-MM-DD') AS date, result FROM "${s}".calculated_days
            WHERE employee_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3`,
          [chunk, body.from, body.to],
        )) as { employee_id: string; date: string; result: DayResult }[];
        const stored = new Map(storedRows.map((r) => [`${r.employee_id}|${r.date}`, r.result]));
        for (const row of computed.rows) {
          if (row.day.date < body.from || row.day.date > body.to) continue;
          days += 1;
          const difference = dayDifference(row.employeeId, row.day, stored.get(`${row.employeeId}|${row.day.date}`));
          if (difference) differences.push(difference);
        }
      });
    }
    let queued = 0;
    if (body.fix && differences.length > 0) {
      queued = await this.dataSource.transaction(async (manager) => {
        const byEmployee = new Map<string, string[]>();
        for (const d of differences) byEmployee.set(d.employeeId, [...(byEmployee.get(d.employeeId) ?? []), d.date]);
        for (const [employeeId, employeeDates] of byEmployee) {
          await this.queue.enqueue(manager, companyId, employeeId, employeeDates);
        }
        return differences.length;
      });
    }
    differences.sort((a, b) => a.employeeId.localeCompare(b.employeeId) || a.date.localeCompare(b.date));
    return {
      from: body.from,
      to: body.to,
      employees: employeeIds.length,
      days,
      differing: differences.length,
      differences: differences.slice(0, MAX_LISTED),
      queued,
    };
  }

  /** The company's recalculation lag, read from the queue as it stands (the database's clock). */
  async status(companyId: string): Promise<RecalcStatusAnswer> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS days, count(DISTINCT employee_id)::int AS employees,
              round(extract(epoch FROM now() - min(enqueued_at)))::int AS oldest,
              (SELECT count(*)::int FROM "${s}".recheck_timers WHERE company_id = $1) AS timers
         FROM "${s}".recalc_queue WHERE company_id = $1`,
      [companyId],
    )) as { days: number; employees: number; oldest: number | null; timers: number }[];
    return {
      queuedDays: row?.days ?? 0,
      queuedEmployees: row?.employees ?? 0,
      oldestQueuedSeconds: row?.oldest ?? null,
      recheckTimers: row?.timers ?? 0,
    };
  }

  private async employeesOf(companyId: string, ids: readonly string[] | undefined): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM "${s}".employees WHERE company_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
        ORDER BY id`,
      [companyId, ids ?? null],
    )) as { id: string }[];
    // another company's employee is as unknown as a made-up id: 404, as on every other call
    if (ids && rows.length !== new Set(ids).size) throw new NotFoundException('Employee not found.');
    return rows.map((r) => r.id);
  }
}

function refusal(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, details: [{ field, message }] });
}

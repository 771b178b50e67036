import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  managedNodeCondition,
  NODE_NOT_MANAGED,
  outsideScope,
  peopleScopeCondition,
  peopleScopeOf,
} from '@rollcall/platform';
import { DateTime } from 'luxon';
import type { DataSource, EntityManager } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { PayPeriodStore } from '../pay-periods/pay-period-store.js';
import { daysInRange, eachDate, isLocalDate } from '@rollcall/calc-engine';
import { RecalcQueue } from '../recalc/recalc-queue.js';
import { RecalcService } from '../recalc/recalc.service.js';
import type { RecalculateBody, RecalculateTimeSheetBody } from './recalculate.request.js';

const s = CALCULATION;

/** Above this many employee-days a request is queued for the worker instead of run while the caller waits. */
export const RUN_NOW_LIMIT = 500;
/** The longest range one request may recalculate. */
const MAX_DAYS = 366;

export const COMPLETED = 'Recalculate completed.';
export const SUBMITTED = 'Request submitted. It can take a while';
export const CLOSED_PERIOD = 'Cannot recalculate closed pay period.';

export interface RecalculateOutcome {
  status: 200 | 202;
  message: string;
}

function badRequest(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, details: [{ field, message }] });
}

/** The recalculate calls: who and which days, refused inside closed periods, run now or queued by size. */
@Injectable()
export class RecalculateService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly periods: PayPeriodStore,
    private readonly queue: RecalcQueue,
    private readonly recalc: RecalcService,
  ) {}

  /** The timesheet's call: the given employees over the pay period's dates. */
  async recalculateTimeSheet(actor: Actor, body: RecalculateTimeSheetBody): Promise<RecalculateOutcome> {
    const range = await this.periodRange(actor, body.payrollTransferId);
    const employees = await this.knownEmployees(actor, body.employees);
    return this.run(actor, employees, range);
  }

  /** The global call: employees and/or the active employees under departments, over a range or a period. */
  async recalculate(actor: Actor, body: RecalculateBody): Promise<RecalculateOutcome> {
    const employeeIds = body.employees ?? [];
    const departmentIds = body.departments ?? [];
    if (employeeIds.length === 0 && departmentIds.length === 0) {
      throw new BadRequestException({
        message: 'Choose employees or departments to recalculate.',
        details: [
          { field: 'employees', message: 'employees or departments must be given' },
          { field: 'departments', message: 'employees or departments must be given' },
        ],
      });
    }
    let range: { from: string; to: string };
    if (body.startDate || body.endDate) {
      if (!body.startDate) throw badRequest('startDate', 'startDate must be given with endDate');
      if (!body.endDate) throw badRequest('endDate', 'endDate must be given with startDate');
      if (!isLocalDate(body.startDate)) throw badRequest('startDate', 'startDate is not a real date');
      if (!isLocalDate(body.endDate)) throw badRequest('endDate', 'endDate is not a real date');
      if (body.endDate < body.startDate) throw badRequest('endDate', 'endDate must not be before startDate');
      if (daysInRange(body.startDate, body.endDate) > MAX_DAYS) {
        throw badRequest('endDate', `A recalculation covers at most ${MAX_DAYS} days`);
      }
      range = { from: body.startDate, to: body.endDate };
      if (body.payrollTransferId) await this.periodRange(actor, body.payrollTransferId);
    } else if (body.payrollTransferId) {
      range = await this.periodRange(actor, body.payrollTransferId);
    } else {
      throw new BadRequestException({
        message: 'Choose the dates to recalculate.',
        details: [
          { field: 'startDate', message: 'startDate and endDate (or payrollTransferId) must be given' },
          { field: 'endDate', message: 'startDate and endDate (or payrollTransferId) must be given' },
        ],
      });
    }
    const named = await this.knownEmployees(actor, employeeIds);
    const underDepartments = await this.employeesUnder(actor, departmentIds);
    return this.run(actor, [...new Set([...named, ...underDepartments])].sort(), range);
  }

  /**
   * The Payroll Transfer screen's Recalculate: every employee of each period's pay group over the period. A closed
   * period (or an unknown one) refuses the whole request before anything runs; more than 500 employee-days in all
   * are queued.
   */
  async recalculatePeriods(actor: Actor, ids: readonly string[]): Promise<RecalculateOutcome> {
    const jobs: { employeeIds: string[]; range: { from: string; to: string } }[] = [];
    for (const id of [...new Set(ids.map((i) => i.toLowerCase()))]) {
      const range = await this.periodRange(actor, id);
      const period = await this.periods.find(this.dataSource.manager, actor.companyId, id);
      const members = (await this.dataSource.query(
        `SELECT id FROM "${s}".employees WHERE paygroup_id = $1 ORDER BY id`,
        [period?.paygroup_id],
      )) as { id: string }[];
      jobs.push({ employeeIds: members.map((m) => m.id), range });
    }
    const employeeDays = jobs.reduce((n, j) => n + j.employeeIds.length * daysInRange(j.range.from, j.range.to), 0);
    if (employeeDays > RUN_NOW_LIMIT) {
      await this.dataSource.transaction(async (manager) => {
        for (const job of jobs) {
          await this.queue.enqueueRange(manager, actor.companyId, job.employeeIds, job.range.from, job.range.to);
        }
      });
      return { status: 202, message: SUBMITTED };
    }
    for (const job of jobs) await this.run(actor, job.employeeIds, job.range);
    return { status: 200, message: COMPLETED };
  }

  /**
   * GET /api/timesheet/recalculate/today (spec 001 §7; designed here): today, in each employee's zone, for one
   * employee (404 another company's, 403 outside the caller's people) or for every Active employee the caller
   * reaches. Refused whole when a closed pay period holds any of those days; more than RUN_NOW_LIMIT employees are
   * queued for the worker.
   */
  async recalculateToday(actor: Actor, employeeId: string | undefined, now: Date): Promise<RecalculateOutcome> {
    const employees = employeeId
      ? await this.withZones(actor, await this.knownEmployees(actor, [employeeId]))
      : await this.reachedActive(actor);
    const byDate = new Map<string, string[]>();
    for (const e of employees) {
      const today = DateTime.fromJSDate(now, { zone: e.zone }).toISODate() ?? '';
      byDate.set(today, [...(byDate.get(today) ?? []), e.id]);
    }
    for (const [date, ids] of byDate) {
      if (await this.periods.anyClosedFor(this.dataSource.manager, ids, date, date)) {
        throw new ConflictException({ message: CLOSED_PERIOD, code: 'close' });
      }
    }
    if (employees.length > RUN_NOW_LIMIT) {
      await this.dataSource.transaction(async (manager) => {
        for (const [date, ids] of byDate) await this.queue.enqueueRange(manager, actor.companyId, ids, date, date);
      });
      return { status: 202, message: SUBMITTED };
    }
    for (const [date, ids] of byDate) await this.run(actor, ids, { from: date, to: date });
    return { status: 200, message: COMPLETED };
  }

  /** The Active employees the caller's people scope reaches, with their zones. */
  private async reachedActive(actor: Actor): Promise<{ id: string; zone: string }[]> {
    const params: unknown[] = [actor.companyId];
    const reached = peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params);
    return (await this.dataSource.query(
      `SELECT e.id, e.time_zone_id AS zone FROM "${s}".employees e
        WHERE e.company_id = $1 AND e.employee_status = 'Active' AND ${reached} ORDER BY e.id`,
      params,
    )) as { id: string; zone: string }[];
  }

  private async withZones(actor: Actor, ids: readonly string[]): Promise<{ id: string; zone: string }[]> {
    return (await this.dataSource.query(
      `SELECT e.id, e.time_zone_id AS zone FROM "${s}".employees e WHERE e.company_id = $1 AND e.id = ANY($2::uuid[])`,
      [actor.companyId, ids],
    )) as { id: string; zone: string }[];
  }

  private async run(actor: Actor, employeeIds: string[], range: { from: string; to: string }) {
    if (await this.periods.anyClosedFor(this.dataSource.manager, employeeIds, range.from, range.to)) {
      throw new ConflictException({ message: CLOSED_PERIOD, code: 'close' });
    }
    if (employeeIds.length === 0) return { status: 200 as const, message: COMPLETED };
    const employeeDays = employeeIds.length * daysInRange(range.from, range.to);
    if (employeeDays > RUN_NOW_LIMIT) {
      await this.dataSource.transaction((manager) =>
        this.queue.enqueueRange(manager, actor.companyId, employeeIds, range.from, range.to),
      );
      return { status: 202 as const, message: SUBMITTED };
    }
    const dates = eachDate(range.from, range.to);
    const failedBefore = this.recalc.metrics.failures;
    await this.dataSource.transaction((manager) =>
      this.recalc.calculate(
        manager,
        employeeIds.map((employeeId) => ({ employeeId, dates })),
        new Date(),
      ),
    );
    if (this.recalc.metrics.failures > failedBefore) {
      throw new UnprocessableEntityException({
        message: 'Recalculate failed',
        details: [{ field: 'employees', message: 'an employee could not be calculated; see the service log' }],
      });
    }
    return { status: 200 as const, message: COMPLETED };
  }

  /** A pay period of the caller's company: 404 when it is another's or none, 409 when it is closed. */
  private async periodRange(actor: Actor, id: string): Promise<{ from: string; to: string }> {
    const period = await this.periods.find(this.dataSource.manager, actor.companyId, id);
    if (!period) throw new NotFoundException('Pay period not found.');
    if (period.closed) throw new ConflictException({ message: CLOSED_PERIOD, code: 'close' });
    return { from: period.from_date, to: period.to_date };
  }

  /** The ids, all of the caller's company; one unknown (or another company's) id is a 404 and nothing runs. */
  private async knownEmployees(actor: Actor, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique.length === 0) return [];
    const scope = peopleScopeOf(actor);
    const params: unknown[] = [actor.companyId, unique];
    const rows = (await this.dataSource.query(
      `SELECT e.id, ${peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params)} AS reached
         FROM "${s}".employees e WHERE e.company_id = $1 AND e.id = ANY($2::uuid[])`,
      params,
    )) as { id: string; reached: boolean }[];
    if (rows.length !== unique.length) throw new NotFoundException('Employee not found.');
    if (rows.some((r) => !r.reached)) throw outsideScope(scope);
    return rows.map((r) => r.id);
  }

  private async employeesUnder(actor: Actor, departmentIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(departmentIds.map((id) => id.toLowerCase()))];
    if (unique.length === 0) return [];
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const params: unknown[] = [actor.companyId, unique];
      const reached = managedNodeCondition(peopleScopeOf(actor), 'd.id', EMPLOYEE_SCOPE_COLUMNS.nodes, params);
      const known = (await manager.query(
        `SELECT d.id, ${reached} AS reached FROM "${s}".departments d
          WHERE d.company_id = $1 AND d.id = ANY($2::uuid[])`,
        params,
      )) as { reached: boolean }[];
      if (known.length !== unique.length) throw new NotFoundException('Department not found.');
      if (known.some((d) => !d.reached)) throw new ForbiddenException(NODE_NOT_MANAGED);
      const rows = (await manager.query(
        `WITH RECURSIVE scope(id) AS (
           SELECT unnest($2::uuid[])
           UNION
           SELECT d.id FROM "${s}".departments d JOIN scope ON d.parent_id = scope.id
         )
         SELECT e.id FROM "${s}".employees e
          WHERE e.company_id = $1 AND e.employee_status = 'Active' AND e.department_id IN (SELECT id FROM scope)`,
        [actor.companyId, unique],
      )) as { id: string }[];
      return rows.map((r) => r.id);
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAllowed } from '@rollcall/contracts';
import {
  type Actor,
  assertAllowed,
  assertScopeReaches,
  ChangeHistory,
  EventWriter,
  invalidFields,
  type Page,
  type PageColumn,
  peopleScopeCondition,
  peopleScopeOf,
  rawPage,
  type SqlRunner,
} from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { assertReachesAll } from '../access/scheduled-employees.js';
import { closedEmployeeDays } from '../schedule-days/closed-periods.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { type LeaveAnswer, leaveRefusal, LEAVE_UPDATED, LEAVES_CANCELLED } from './leave.answers.js';
import { wouldGoNegative } from './leave-balance-rule.js';
import { datesFrom, type LeaveShape, leaveDays, leaveWindow } from './leave-day-rules.js';
import type { LeaveListQuery } from './leave-list.query.js';
import {
  LEAVE_SELECT,
  leaveAnswer,
  leaveChanged,
  type LeaveListed,
  type LeaveRow,
  type LeaveStatus,
} from './leave-row.js';
import type { LeaveFormFields, LeaveSaveRequest } from './leave-save.request.js';
import { LeaveRequestMailer } from './submissions/leave-request-mail.js';
import {
  approversOf,
  groupRules,
  holidaysOf,
  leaveEmployee,
  type LeaveEmployee,
  leaveType,
  type LeaveType,
  scheduleOf,
} from './leave-store.js';

const s = SCHEDULING;

/** The leave list's columns (spec 001 §2 "Leaves list"); Report To is filled in after the page is read. */
const LEAVE_COLUMNS: Record<string, PageColumn> = {
  createTime: { sql: `to_char(listed."createdAt", 'DD/MM/YYYY')`, sortSql: 'listed."createdAt"' },
  leaveType: { sql: 'listed."typeName"', sortSql: 'lower(listed."typeName")' },
  employee: { sql: 'listed."employeeName"', sortSql: 'lower(listed."employeeName")' },
  date: { sql: `to_char(listed."fromDate"::date, 'DD/MM/YYYY')`, sortSql: 'listed."fromDate"' },
  totalHours: { sql: 'CAST(listed."totalMinutes" AS text)', sortSql: 'listed."totalMinutes"', searchable: false },
  status: { sql: 'listed.status' },
};

/** Where a leave came from: the console (and the CLI), a kiosk, the mobile app, Global Leave. */
export type LeaveSource = 'console' | 'kiosk' | 'mobile' | 'global';

export interface SavedLeave {
  id: string;
  status: LeaveStatus;
  row: LeaveListed;
}

/**
 * Leave requests (spec 001 §2 "Leaves list", §5 "Leave"): save with the spec's answers, approval with the balance
 * rule, cancel, the list, one leave and the dashboard's counts. Every write checks the caller's people scope and the
 * closed pay periods, keeps its history, and writes schedule.leave.changed.v1 in its transaction.
 */
@Injectable()
export class LeavesService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
    private readonly history: ChangeHistory,
    private readonly mailer: LeaveRequestMailer,
  ) {}

  async list(actor: Actor, query: LeaveListQuery): Promise<Page<LeaveAnswer>> {
    const params: unknown[] = [actor.companyId];
    const where = [`l.company_id = $1`, peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params)];
    if (query.status) {
      params.push(query.status);
      where.push(`l.status = $${params.length}`);
    }
    if (query.startDate) {
      params.push(query.startDate);
      where.push(`l.to_date >= $${params.length}::date`);
    }
    if (query.endDate) {
      params.push(query.endDate);
      where.push(`l.from_date <= $${params.length}::date`);
    }
    if (query.employeeId) {
      params.push(query.employeeId);
      where.push(`l.employee_id = $${params.length}::uuid`);
    }
    const page = await rawPage<LeaveListed>(
      this.dataSource,
      { sql: `${LEAVE_SELECT(s)} WHERE ${where.join(' AND ')}`, params },
      query,
      LEAVE_COLUMNS,
      { defaultSort: 'listed."createdAt"', newestFirst: true, tieBreak: 'listed.id' },
    );
    const approvers = await approversOf(
      this.dataSource,
      actor.companyId,
      page.rows.map((r) => r.employeeId),
    );
    return {
      ...page,
      rows: page.rows.map((r) => leaveAnswer(r, approvers.get(r.employeeId) ?? null, viewerOf(actor))),
    };
  }

  /** One employee's leaves: 404 for another company's employee, 403 outside the caller's people scope. */
  async listOfEmployee(actor: Actor, employeeId: string, query: LeaveListQuery): Promise<Page<LeaveAnswer>> {
    const employee = await leaveEmployee(this.dataSource, actor.companyId, employeeId);
    await assertScopeReaches(this.dataSource, peopleScopeOf(actor), employee, EMPLOYEE_SCOPE_COLUMNS.nodes);
    return this.list(actor, { ...query, employeeId });
  }

  async get(actor: Actor, id: string): Promise<LeaveAnswer> {
    const row = await this.listed(this.dataSource, actor, id);
    const approvers = await approversOf(this.dataSource, actor.companyId, [row.employeeId]);
    return leaveAnswer(row, approvers.get(row.employeeId) ?? null, viewerOf(actor));
  }

  /** POST /leave/save: a new leave (Pending) or a change to one, refused with the spec's answers. */
  async save(actor: Actor, input: LeaveSaveRequest, source: LeaveSource = 'console'): Promise<SavedLeave> {
    const modifying = Boolean(input.id && input.id !== 'New');
    if (modifying) assertAllowed(actor, 'leave', 'update');
    const saved = await this.dataSource.transaction(async (manager) => {
      const before = modifying ? await this.listed(manager, actor, input.id as string, true) : null;
      const employeeId = input.employeeId ?? before?.employeeId ?? actor.employeeId;
      if (!employeeId) throw leaveRefusal('noEmployee');
      const employee = await leaveEmployee(manager, actor.companyId, employeeId);
      await assertReachesAll(manager, actor, [employee]);
      const status: LeaveStatus =
        before && before.status === 'Approved' && (await this.mayExamine(manager, actor, employee))
          ? 'Approved'
          : 'Pending';
      const row = await this.write(manager, actor, employee, input, { before, status, source });
      return { id: row.id, status: row.status, row };
    });
    if (!modifying) this.mailer.requested(saved.row, actor.userId);
    return saved;
  }

  /**
   * Checks and writes one leave for an employee already found and reached (the save, Global Leave, kiosk and
   * mobile submissions); `status` is what it will have, `companyId` the company when there is no actor (a kiosk).
   * Throws the spec's refusal and writes nothing on any.
   */
  async write(
    manager: EntityManager,
    actor: Actor | null,
    employee: LeaveEmployee,
    input: LeaveFormFields,
    options: { before: LeaveRow | null; status: LeaveStatus; source: LeaveSource; companyId?: string },
  ): Promise<LeaveListed> {
    const companyId = options.before?.companyId ?? options.companyId ?? (actor?.companyId as string);
    const type = await leaveType(manager, companyId, input.typeId);
    const shape = leaveShapeOf(input);
    await assertOpen(manager, companyId, employee.id, [
      ...datesFrom(shape.fromDate, shape.toDate),
      ...(options.before ? datesFrom(options.before.fromDate, options.before.toDate) : []),
    ]);
    const days = await this.chargedDays(manager, companyId, employee, shape);
    await this.assertNoOverlap(manager, employee.id, shape, input.typeId, options.before?.id ?? null);
    const leave = { id: options.before?.id ?? null, toDate: shape.toDate, days };
    if (await wouldGoNegative(manager, employee.id, type.id, leave)) {
      if (options.status === 'Approved') assertMayGoNegative(type, input.confirmNegative, 'approve');
      else assertMayGoNegative(type, input.confirmNegative, 'save');
    }
    const totalMinutes = days.reduce((sum, d) => sum + d.minutes, 0);
    const values = [
      companyId,
      employee.id,
      type.id,
      options.status,
      shape.fromDate,
      shape.toDate,
      shape.byWorkHours ? shape.fromTime : null,
      shape.byWorkHours ? shape.toTime : null,
      shape.fromNextDay ? 'NextDay' : 'Today',
      shape.toNextDay ? 'NextDay' : 'Today',
      shape.byWorkHours,
      shape.scheduledDuration,
      shape.hoursPerDay,
      shape.skip,
      shape.skipUnscheduled,
      input.description ?? null,
      JSON.stringify(days),
      totalMinutes,
      actor?.userId ?? null,
    ];
    const [{ id }] = (
      options.before
        ? await manager.query(
            `UPDATE "${s}".leaves SET company_id = $1, employee_id = $2, pay_type_id = $3, status = $4, from_date = $5,
             to_date = $6, from_time = $7, to_time = $8, from_date_type = $9, to_date_type = $10, by_work_hours = $11,
             scheduled_duration = $12, hours_per_day = $13, skip = $14, skip_unscheduled = $15, description = $16,
             days = $17, total_minutes = $18, updated_by = $19, updated_at = now()
           WHERE id = $20 RETURNING id`,
            [...values, options.before.id],
          )
        : await manager.query(
            `INSERT INTO "${s}".leaves (company_id, employee_id, pay_type_id, status, from_date, to_date, from_time,
             to_time, from_date_type, to_date_type, by_work_hours, scheduled_duration, hours_per_day, skip,
             skip_unscheduled, description, days, total_minutes, created_by, updated_by, source)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20)
           RETURNING id`,
            [...values, options.source],
          )
    ) as [{ id: string }];
    const after = await this.stored(manager, id);
    await this.keep(manager, after, actor, options.before, null);
    await this.events.write(manager, [leaveChanged(after)]);
    return after;
  }

  /** POST /leave/updateExamine: sets the status with a reason; approving applies the balance rule. */
  async examine(
    actor: Actor,
    input: { id: string; status: LeaveStatus; reason?: string | null; confirmNegative?: boolean | null },
  ): Promise<string> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.listed(manager, actor, input.id, true);
      const employee = await leaveEmployee(manager, actor.companyId, before.employeeId);
      await assertReachesAll(manager, actor, [employee]);
      if (!(await this.mayExamine(manager, actor, employee))) throw leaveRefusal('ownLeave');
      await assertOpen(manager, actor.companyId, employee.id, datesFrom(before.fromDate, before.toDate));
      let days = before.days;
      if (input.status === 'Approved' && before.status !== 'Approved') {
        // the schedule may have changed since the request: charge the days as they stand now
        days = await this.chargedDays(manager, actor.companyId, employee, leaveShapeOf(formOf(before)), false);
        const type = await leaveType(manager, actor.companyId, before.payTypeId);
        const leave = { id: before.id, toDate: before.toDate, days };
        if (await wouldGoNegative(manager, employee.id, type.id, leave))
          assertMayGoNegative(type, input.confirmNegative, 'approve');
      }
      await manager.query(
        `UPDATE "${s}".leaves SET status = $2, reason = $3, days = $4, total_minutes = $5, examined_by = $6,
           examined_at = now(), updated_by = $6, updated_at = now() WHERE id = $1`,
        [
          before.id,
          input.status,
          input.reason ?? null,
          JSON.stringify(days),
          days.reduce((sum, d) => sum + d.minutes, 0),
          actor.userId,
        ],
      );
      const after = await this.stored(manager, before.id);
      await this.keep(manager, after, actor, before, input.reason ?? null);
      await this.events.write(manager, [leaveChanged(after)]);
    });
    return LEAVE_UPDATED;
  }

  /** POST /leave/delete: cancels the leaves (their own with create permission alone, anyone's with update). */
  async cancel(actor: Actor, ids: readonly string[]): Promise<string> {
    await this.dataSource.transaction(async (manager) => {
      const leaves: LeaveRow[] = [];
      for (const id of [...ids].sort()) leaves.push(await this.listed(manager, actor, id, true));
      if (leaves.some((l) => l.employeeId !== actor.employeeId)) assertAllowed(actor, 'leave', 'update');
      for (const before of leaves) {
        if (before.status === 'Cancelled') continue;
        const employee = await leaveEmployee(manager, actor.companyId, before.employeeId);
        await assertReachesAll(manager, actor, [employee]);
        await assertOpen(manager, actor.companyId, employee.id, datesFrom(before.fromDate, before.toDate));
        await manager.query(
          `UPDATE "${s}".leaves SET status = 'Cancelled', updated_by = $2, updated_at = now() WHERE id = $1`,
          [before.id, actor.userId],
        );
        const after = await this.stored(manager, before.id);
        await this.keep(manager, after, actor, before, null);
        await this.events.write(manager, [leaveChanged(after)]);
      }
    });
    return LEAVES_CANCELLED;
  }

  /** GET /leaveNum: pending requests the caller reaches. */
  async pendingCount(actor: Actor): Promise<number> {
    return this.count(actor, () => `l.status = 'Pending'`);
  }

  /** GET /leave/upcomingLeaveNum: approved leave on a day from today (the employee's) to 14 days on. */
  async upcomingCount(actor: Actor): Promise<number> {
    return this.count(actor, (params) => {
      params.push(new Date().toISOString());
      const today = `($${params.length}::timestamptz AT TIME ZONE e.time_zone_id)::date`;
      return `l.status = 'Approved' AND l.to_date >= ${today} AND l.from_date <= ${today} + 14`;
    });
  }

  private async count(actor: Actor, condition: (params: unknown[]) => string): Promise<number> {
    const params: unknown[] = [actor.companyId];
    const scope = peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params);
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM "${s}".leaves l JOIN "${s}".employees e ON e.id = l.employee_id
        WHERE l.company_id = $1 AND ${scope} AND ${condition(params)}`,
      params,
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  /**
   * Whether the caller may examine this employee's leave: with leave approve permission, and not their own leave
   * when someone else approves it (spec 001 §2: Examine is hidden when the viewer reports to someone and is the
   * leave's own user).
   */
  async mayExamine(runner: SqlRunner, actor: Actor, employee: LeaveEmployee): Promise<boolean> {
    if (!isAllowed(actor.role, 'leave', 'approve')) return false;
    if (employee.id !== actor.employeeId) return true;
    const approver = (await approversOf(runner, actor.companyId, [employee.id])).get(employee.id);
    return !approver || approver.userId === actor.userId;
  }

  /** The days the leave charges, refused with the spec's answers (holiday, offDay, noData, unscheduledDays). */
  async chargedDays(
    runner: SqlRunner,
    companyId: string,
    employee: LeaveEmployee,
    shape: LeaveShape,
    checked = true,
  ): Promise<{ date: string; minutes: number; skipped: string | null }[]> {
    // one after another: inside a transaction the runner is one connection, which takes one statement at a time
    const schedule = await scheduleOf(runner, employee.id, shape.fromDate, shape.toDate);
    const holidays = await holidaysOf(runner, companyId, employee.id, shape.fromDate, shape.toDate);
    const rules = await groupRules(runner, employee.paygroupId);
    const { days, problems } = leaveDays(shape, schedule, holidays, rules);
    if (checked) {
      const [problem] = problems;
      if (problem) throw leaveRefusal(problem.code, { day: problem.date });
      if (!days.some((d) => d.minutes > 0)) throw leaveRefusal('unscheduledDays');
    }
    return days;
  }

  /** exist: the same type over the same dates; dateExist: any other overlap (time windows on a day may not meet). */
  private async assertNoOverlap(
    runner: SqlRunner,
    employeeId: string,
    shape: LeaveShape,
    typeId: string,
    except: string | null,
  ): Promise<void> {
    const others = (await runner.query(
      `SELECT pay_type_id AS "payTypeId", to_char(from_date, 'YYYY-MM-DD') AS "fromDate",
              to_char(to_date, 'YYYY-MM-DD') AS "toDate", by_work_hours AS "byWorkHours", from_time AS "fromTime",
              to_time AS "toTime", from_date_type = 'NextDay' AS "fromNextDay", to_date_type = 'NextDay' AS "toNextDay"
         FROM "${s}".leaves
        WHERE employee_id = $1 AND status IN ('Pending', 'Approved') AND id IS DISTINCT FROM $2::uuid
          AND from_date <= $4 AND to_date >= $3
        FOR UPDATE`,
      [employeeId, except, shape.fromDate, shape.toDate],
    )) as (Pick<LeaveShape, 'fromTime' | 'toTime' | 'fromNextDay' | 'toNextDay'> & {
      payTypeId: string;
      fromDate: string;
      toDate: string;
      byWorkHours: boolean;
    })[];
    for (const other of others) {
      if (other.payTypeId === typeId && other.fromDate === shape.fromDate && other.toDate === shape.toDate)
        throw leaveRefusal('exist');
      if (other.byWorkHours && shape.byWorkHours) {
        const a = leaveWindow(other);
        const b = leaveWindow(shape);
        if (a.to <= b.from || b.to <= a.from) continue;
      }
      throw leaveRefusal('dateExist');
    }
  }

  /**
   * The company's leave of this id (404 otherwise), refused (403) when the caller's people scope does not reach its
   * employee; `lock` holds it for the transaction.
   */
  private async listed(runner: SqlRunner, actor: Actor, id: string, lock = false): Promise<LeaveListed> {
    if (lock) await runner.query(`SELECT 1 FROM "${s}".leaves WHERE id = $1 FOR UPDATE`, [id]);
    const [row] = (await runner.query(`${LEAVE_SELECT(s)} WHERE l.id = $1 AND l.company_id = $2`, [
      id,
      actor.companyId,
    ])) as (LeaveListed & { departmentId: string | null })[];
    if (!row) throw leaveRefusal('notFound');
    await assertScopeReaches(
      runner,
      peopleScopeOf(actor),
      { id: row.employeeId, departmentId: row.departmentId },
      EMPLOYEE_SCOPE_COLUMNS.nodes,
    );
    return row;
  }

  private async stored(runner: SqlRunner, id: string): Promise<LeaveListed> {
    const [row] = (await runner.query(`${LEAVE_SELECT(s)} WHERE l.id = $1`, [id])) as LeaveListed[];
    if (!row) throw leaveRefusal('notFound');
    return row;
  }

  /** Keeps who changed the leave, when, why, and it before and after (the platform's change history). */
  private async keep(
    manager: EntityManager,
    after: LeaveRow,
    actor: Actor | null,
    before: LeaveRow | null,
    reason: string | null,
  ): Promise<void> {
    await this.history.record(
      manager,
      { companyId: after.companyId, userId: actor?.userId ?? null, email: actor?.email ?? null },
      [
        {
          entity: 'leave',
          entityId: after.id,
          employeeId: after.employeeId,
          dates: [
            ...datesFrom(after.fromDate, after.toDate),
            ...(before ? datesFrom(before.fromDate, before.toDate) : []),
          ],
          before: before ? snapshotOf(before) : null,
          after: snapshotOf(after),
          reason,
        },
      ],
    );
  }
}

function viewerOf(actor: Actor) {
  return { userId: actor.userId, employeeId: actor.employeeId, mayApprove: isAllowed(actor.role, 'leave', 'approve') };
}

/** A leave as its history shows it. */
function snapshotOf(row: LeaveRow): Record<string, unknown> {
  return {
    payTypeId: row.payTypeId,
    status: row.status,
    fromDate: row.fromDate,
    toDate: row.toDate,
    fromTime: row.fromTime,
    toTime: row.toTime,
    fromDateType: row.fromDateType,
    toDateType: row.toDateType,
    byWorkHours: row.byWorkHours,
    scheduledDuration: row.scheduledDuration,
    hoursPerDay: row.hoursPerDay,
    skip: row.skip,
    skipUnscheduled: row.skipUnscheduled,
    description: row.description,
    reason: row.reason,
    totalMinutes: row.totalMinutes,
  };
}

/** A leave's form fields as the save takes them, checked (to date, the time range and its next-day flags). */
export function leaveShapeOf(input: LeaveFormFields): LeaveShape {
  const byWorkHours = input.byWorkHours === true;
  const scheduledDuration = !byWorkHours && input.scheduledDuration === true;
  const toDate = input.toDate ?? input.fromDate;
  if (toDate < input.fromDate)
    throw invalidFields([{ field: 'toDate', message: 'The end date must not be before the start date.' }]);
  const shape: LeaveShape = {
    fromDate: input.fromDate,
    toDate,
    byWorkHours,
    fromTime: byWorkHours ? (input.fromTime ?? null) : null,
    toTime: byWorkHours ? (input.toTime ?? null) : null,
    fromNextDay: byWorkHours && input.fromDateType === 'NextDay',
    toNextDay: byWorkHours && input.toDateType === 'NextDay',
    scheduledDuration,
    hoursPerDay: !byWorkHours && !scheduledDuration ? (input.duration ?? null) : null,
    skip: input.skip === true,
    // hidden (and off) when by schedule: a day without a schedule charges nothing then
    skipUnscheduled: !scheduledDuration && input.skipUnscheduled === true,
  };
  if (byWorkHours) {
    const missing = [
      ...(shape.fromTime ? [] : [{ field: 'fromTime', message: 'From is required (HH:mm).' }]),
      ...(shape.toTime ? [] : [{ field: 'toTime', message: 'To is required (HH:mm).' }]),
    ];
    if (missing.length) throw invalidFields(missing);
    const window = leaveWindow({ ...shape, toNextDay: shape.toNextDay });
    const [fh, fm] = (shape.fromTime as string).split(':').map(Number);
    const [th, tm] = (shape.toTime as string).split(':').map(Number);
    const from = (fh ?? 0) * 60 + (fm ?? 0) + (shape.fromNextDay ? 1440 : 0);
    const to = (th ?? 0) * 60 + (tm ?? 0) + (shape.toNextDay ? 1440 : 0);
    if (to <= from || window.to <= window.from) throw leaveRefusal('toTimeNotLater');
  }
  return shape;
}

/** A stored leave's fields as the form sends them. */
function formOf(row: LeaveRow): LeaveFormFields {
  return {
    typeId: row.payTypeId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    fromDateType: row.fromDateType,
    toDateType: row.toDateType,
    byWorkHours: row.byWorkHours,
    fromTime: row.fromTime,
    toTime: row.toTime,
    scheduledDuration: row.scheduledDuration,
    duration: row.hoursPerDay,
    skip: row.skip,
    skipUnscheduled: row.skipUnscheduled,
  };
}

/** The balance rule past zero: refused, unless the type allows negative leave and the caller confirmed. */
function assertMayGoNegative(type: LeaveType, confirmed: boolean | null | undefined, at: 'save' | 'approve'): void {
  if (!type.allowNegativeLeave)
    throw leaveRefusal(at === 'save' ? 'notEnoughBalance' : 'approveNotEnough', { type: type.name });
  if (confirmed !== true)
    throw leaveRefusal(at === 'save' ? 'negativeBalance' : 'approveNegative', { type: type.name });
}

/** Refuses (periodClosed) a change to any of the employee's days inside a closed pay period. */
async function assertOpen(runner: SqlRunner, companyId: string, employeeId: string, dates: string[]): Promise<void> {
  const days = [...new Set(dates)].map((date) => ({ employeeId, date }));
  if ((await closedEmployeeDays(runner, companyId, days)).length) throw leaveRefusal('periodClosed');
}

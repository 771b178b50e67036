import { type BeforeApplicationShutdown, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { datesOf } from '@rollcall/contracts';
import { type Actor, assertScopeReaches, invalidFields, peopleScopeOf, ROOT_LOGGER } from '@rollcall/platform';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { REPORT_SCOPE_COLUMNS, reachableNodeNames } from '../access/report-scope.js';
import { REPORTING } from '../reporting.constants.js';
import { scheduleRangeProblems } from '../weekly-schedule/schedule-week.js';
import {
  scheduleWeekCount,
  scheduleWeekPages,
  type ScheduleWeekEmployee,
  type ScheduleWeekSelection,
} from '../weekly-schedule/schedule-week.query.js';
import { employeeWeekMail } from './employee-week-mail.js';
import { SEND_ALL_WAIT } from './schedule-mail.config.js';
import { ScheduleMailer } from './schedule-mailer.js';
import { readRun, recordProgress, startRun } from './schedule-mail-runs.js';
import { RUN_STOPPED, runAnswer } from './schedule-mail-rules.js';
import {
  SCHEDULE_MAIL_MESSAGES,
  type ScheduleMailProblem,
  type ScheduleMailRunAnswer,
  type SendEmployeeEmailAnswer,
} from './send-employee-email.answer.js';
import type { SendEmployeeEmailRequest } from './send-employee-email.request.js';

/** Mails going out at once during a Send All. */
const SENDING_AT_ONCE = 4;
/** Employees read (and their progress recorded) at a time during a Send All. */
const SEND_ALL_PAGE = 50;
/** How long the app's shutdown waits for Send Alls still going. */
const SHUTDOWN_WAIT_MS = 30_000;

export const EMPLOYEE_NOT_FOUND = 'Employee not found.';
export const MAIL_NOT_SET_UP = 'E-mail is not set up on this server (SMTP_HOST).';
export const NO_ADDRESS = 'has no e-mail address';
export const NOT_ACCEPTED = 'the mail server did not accept the mail';
export const NO_MATCH = 'No employees match these conditions.';
export const RUN_NOT_FOUND = 'No such Send All.';

/**
 * Sends employees their schedule of the chosen dates (the roster's Send All and per-employee icon), from the same
 * read models and query as the WeeklyScheduleReport. One employee is mailed within the request. Send All is a run:
 * recorded, then sent in the background 50 employees a page and 4 mails at once, its progress written after each
 * page; the request waits for it up to SEND_ALL_WAIT_MS and answers as it then stands (done, or sending).
 */
@Injectable()
export class ScheduleMailService implements BeforeApplicationShutdown {
  private readonly logger: Logger;
  private readonly running = new Set<Promise<void>>();

  constructor(
    @InjectDataSource(REPORTING) private readonly dataSource: DataSource,
    private readonly mailer: ScheduleMailer,
    @Inject(SEND_ALL_WAIT) private readonly waitMs: number,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'reporting.schedule-mail' });
  }

  async send(actor: Actor, request: SendEmployeeEmailRequest): Promise<SendEmployeeEmailAnswer> {
    const { startDate, endDate } = request;
    const problems = scheduleRangeProblems(startDate, endDate);
    if (problems.length) throw invalidFields(problems);
    const one = request.employeeId ?? null;
    const nodeIds = one ? [] : [...new Set(request.departmentId ?? [])];
    const onlyName = one ? await this.reachableEmployeeName(actor, one) : null;
    if (!one) await reachableNodeNames(this.dataSource, actor, nodeIds);
    const failedMessage = one ? SCHEDULE_MAIL_MESSAGES.failedOne : SCHEDULE_MAIL_MESSAGES.failedAll;
    const delivery = this.mailer.delivery;
    if (delivery === 'none') {
      const answer = { success: false, message: failedMessage, sent: 0, delivery, failed: [], reason: MAIL_NOT_SET_UP };
      return { ...answer, status: 'done', runId: null };
    }
    const selection: ScheduleWeekSelection = {
      startDate,
      endDate,
      sortBy: 'LastName',
      nodeIds,
      ...(one ? { employeeIds: [one] } : {}),
    };
    if (one) return this.sendOne(actor, selection, one, onlyName ?? '');

    const total = await scheduleWeekCount(this.dataSource, actor, selection);
    if (total === 0) {
      const answer = { success: false, message: failedMessage, sent: 0, delivery, failed: [], reason: NO_MATCH };
      return { ...answer, status: 'done', runId: null, total };
    }
    const runId = await startRun(this.dataSource, {
      companyId: actor.companyId,
      startedBy: actor.userId,
      startDate,
      endDate,
      delivery,
      total,
    });
    const run = this.inBackground(this.sendAll(actor, runId, selection));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([run, new Promise((resolve) => (timer = setTimeout(resolve, this.waitMs)))]);
    clearTimeout(timer);
    return this.run(actor, runId);
  }

  /** A Send All of the caller's company as it stands; 404 for another company's or an unknown id. */
  async run(actor: Actor, runId: string): Promise<ScheduleMailRunAnswer> {
    const run = await readRun(this.dataSource, actor.companyId, runId);
    if (!run) throw new NotFoundException(RUN_NOT_FOUND);
    return runAnswer(run, Date.now());
  }

  /** Waits (at most 30 s) for the Send Alls still going, so a shutdown does not cut them off mid-page. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  private inBackground(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return tracked;
  }

  private async sendOne(
    actor: Actor,
    selection: ScheduleWeekSelection,
    employeeId: string,
    name: string,
  ): Promise<SendEmployeeEmailAnswer> {
    const dates = datesOf(selection.startDate, selection.endDate);
    const failed: ScheduleMailProblem[] = [];
    let sent = 0;
    for await (const employees of scheduleWeekPages(this.dataSource, actor, selection)) {
      for (const employee of employees) {
        const problem = await this.sendWeek(employee, dates);
        if (problem) failed.push(problem);
        else sent += 1;
      }
    }
    if (sent === 0 && failed.length === 0) {
      failed.push({ employeeId, name, reason: 'is not Active and has no schedule in these dates' });
    }
    const success = sent > 0 && failed.length === 0;
    const message = success ? SCHEDULE_MAIL_MESSAGES.sent : SCHEDULE_MAIL_MESSAGES.failedOne;
    return { success, message, sent, delivery: this.mailer.delivery, failed, status: 'done', runId: null };
  }

  /** The run itself: never throws; an unexpected failure ends the run with its reason (and is logged). */
  private async sendAll(actor: Actor, runId: string, selection: ScheduleWeekSelection): Promise<void> {
    const dates = datesOf(selection.startDate, selection.endDate);
    const failed: ScheduleMailProblem[] = [];
    let sent = 0;
    try {
      for await (const employees of scheduleWeekPages(this.dataSource, actor, selection, SEND_ALL_PAGE)) {
        await inTurns(employees, SENDING_AT_ONCE, async (employee) => {
          const problem = await this.sendWeek(employee, dates);
          if (problem) failed.push(problem);
          else sent += 1;
        });
        await recordProgress(this.dataSource, runId, { sent, failed });
      }
      await recordProgress(this.dataSource, runId, { sent, failed, status: 'done' });
    } catch (error) {
      this.logger.error({ err: error, runId }, 'a Send All stopped before every employee was mailed');
      await recordProgress(this.dataSource, runId, { sent, failed, status: 'failed', reason: RUN_STOPPED }).catch(
        (recordError: unknown) => this.logger.error({ err: recordError, runId }, 'the Send All’s end was not recorded'),
      );
    }
  }

  private async sendWeek(employee: ScheduleWeekEmployee, dates: string[]): Promise<ScheduleMailProblem | null> {
    const name = `${employee.firstName} ${employee.lastName}`;
    if (!employee.email) return { employeeId: employee.id, name, reason: NO_ADDRESS };
    try {
      await this.mailer.send(employeeWeekMail({ ...employee, email: employee.email }, dates));
      return null;
    } catch (error) {
      this.logger.warn({ err: error, employeeId: employee.id }, 'a schedule e-mail was not accepted');
      return { employeeId: employee.id, name, reason: NOT_ACCEPTED };
    }
  }

  /** The employee's name; 404 when they are not an employee of the caller's company, 403 outside the caller's people. */
  private async reachableEmployeeName(actor: Actor, employeeId: string): Promise<string> {
    const [employee] = (await this.dataSource.query(
      `SELECT id, department_id AS "departmentId", first_name || ' ' || last_name AS name
         FROM "${REPORTING}".employees WHERE id = $1 AND company_id = $2`,
      [employeeId, actor.companyId],
    )) as { id: string; departmentId: string | null; name: string }[];
    if (!employee) throw new NotFoundException(EMPLOYEE_NOT_FOUND);
    await assertScopeReaches(this.dataSource, peopleScopeOf(actor), employee, REPORT_SCOPE_COLUMNS.nodes);
    return employee.name;
  }
}

/** Runs `work` over the items, at most `atOnce` at a time. */
async function inTurns<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

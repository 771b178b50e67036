import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { datesOf } from '@rollcall/contracts';
import { type Actor, assertScopeReaches, invalidFields, peopleScopeOf, ROOT_LOGGER } from '@rollcall/platform';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { REPORT_SCOPE_COLUMNS, reachableNodeNames } from '../access/report-scope.js';
import { REPORTING } from '../reporting.constants.js';
import { scheduleRangeProblems } from '../weekly-schedule/schedule-week.js';
import { scheduleWeekPages, type ScheduleWeekEmployee } from '../weekly-schedule/schedule-week.query.js';
import { employeeWeekMail } from './employee-week-mail.js';
import { ScheduleMailer } from './schedule-mailer.js';
import {
  SCHEDULE_MAIL_MESSAGES,
  type ScheduleMailProblem,
  type SendEmployeeEmailAnswer,
} from './send-employee-email.answer.js';
import type { SendEmployeeEmailRequest } from './send-employee-email.request.js';

/** Mails going out at once during a Send All. */
const SENDING_AT_ONCE = 4;

export const EMPLOYEE_NOT_FOUND = 'Employee not found.';
export const MAIL_NOT_SET_UP = 'E-mail is not set up on this server (SMTP_HOST).';
export const NO_ADDRESS = 'has no e-mail address';
export const NOT_ACCEPTED = 'the mail server did not accept the mail';
export const NO_MATCH = 'No employees match these conditions.';

/**
 * Sends employees their schedule of the chosen dates (the roster's Send All and per-employee icon), from the same
 * read models and query as the WeeklyScheduleReport, a page of employees at a time and a few mails at once.
 */
@Injectable()
export class ScheduleMailService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource(REPORTING) private readonly dataSource: DataSource,
    private readonly mailer: ScheduleMailer,
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
      return { success: false, message: failedMessage, sent: 0, delivery, failed: [], reason: MAIL_NOT_SET_UP };
    }

    const dates = datesOf(startDate, endDate);
    let sent = 0;
    let chosen = 0;
    const failed: ScheduleMailProblem[] = [];
    const pages = scheduleWeekPages(this.dataSource, actor, {
      startDate,
      endDate,
      sortBy: 'LastName',
      nodeIds,
      ...(one ? { employeeIds: [one] } : {}),
    });
    for await (const employees of pages) {
      chosen += employees.length;
      await inTurns(employees, SENDING_AT_ONCE, async (employee) => {
        const problem = await this.sendWeek(employee, dates);
        if (problem) failed.push(problem);
        else sent += 1;
      });
    }
    if (one && chosen === 0 && onlyName) {
      failed.push({ employeeId: one, name: onlyName, reason: 'is not Active and has no schedule in these dates' });
    }
    const success = sent > 0 && failed.length === 0;
    return {
      success,
      message: success ? SCHEDULE_MAIL_MESSAGES.sent : failedMessage,
      sent,
      delivery,
      failed,
      ...(chosen === 0 && !one ? { reason: NO_MATCH } : {}),
    };
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

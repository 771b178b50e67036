import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OAuthConnectionsStore } from '../connections/oauth-connections.store.js';
import { INTEGRATIONS } from '../integrations.constants.js';
import { SyncResultsRecorder } from '../sync-results/sync-results.recorder.js';
import { XERO_CONFIG, type XeroConfig } from './xero-config.js';
import { xeroNotConfigured } from './xero-connect.service.js';
import type { XeroExportAnswer } from './xero-export.answers.js';
import { XeroIdentity } from './xero-identity.js';
import { XeroRefusal } from './xero-http.js';
import { type NewXeroTimesheet, type XeroTimesheet, XeroPayroll } from './xero-payroll.js';
import { xeroFailure } from './xero-sync.service.js';
import {
  type DayPayTypes,
  timesheetIdempotencyKey,
  timesheetLines,
  XERO_EXPORT_BUSY,
  XERO_EXPORT_FINISHED,
  xeroExportContinues,
} from './xero-timesheet-rules.js';

const s = INTEGRATIONS;

interface PeriodRow {
  id: string;
  paygroup_id: string;
  period_code: string;
  from_date: string;
  to_date: string;
  closed: boolean;
}

interface PersonRow {
  id: string;
  name: string;
  xero_guid: string | null;
  calendar_id: string | null;
  in_xero: boolean;
}

type ExportRequest = { payrollTransferIds: readonly string[]; departmentIds?: readonly string[] | undefined };

/** How far an export is: the tenant, the timesheets to send, and those sent and replaced so far. */
interface Progress {
  tenantName: string;
  total: number;
  sent: number;
  replaced: number;
}

/** One timesheet to post: whose, for which period, and its lines. */
interface Outgoing {
  period: PeriodRow;
  person: PersonRow;
  sheet: NewXeroTimesheet;
}

/**
 * POST /payrolltransfer/xeroApiPay: each closed period's calculated days, employee by employee, as one Xero
 * timesheet with a line per date and earnings rate (the pay type's xeroGuid from the last sync). What cannot be
 * sent is answered as a reason: an employee not in Xero, a pay type without an earnings rate, a period Xero does
 * not hold as a pay period (Xero's own Problem), a period not closed, a timesheet Xero has already approved. A
 * draft timesheet Xero holds for the employee and period is replaced (the console warns before), so an export sent
 * again leaves one timesheet each; each POST carries an Idempotency-Key, so a retried POST makes none twice. Every
 * export writes a sync result (Timesheets).
 */
@Injectable()
export class XeroExportService {
  private readonly logger = new Logger(XeroExportService.name);
  /** the exports running in this process, by company: one at a time each */
  private readonly running = new Map<string, Progress>();

  constructor(
    @InjectDataSource(INTEGRATIONS) private readonly dataSource: DataSource,
    @Inject(XERO_CONFIG) private readonly config: XeroConfig,
    private readonly identity: XeroIdentity,
    private readonly connections: OAuthConnectionsStore,
    private readonly payroll: XeroPayroll,
    private readonly results: SyncResultsRecorder,
  ) {}

  /**
   * Runs an export and answers its result, or, when it is still running after XERO_EXPORT_ANSWER_SECONDS (Xero's
   * rate limit is 60 calls a minute, and a 429 is waited out), answers what it has sent so far with `running`
   * (202) and lets it finish off the request: its result, or its failure, is written as a sync result as always.
   * A second export of the company while one runs is refused (409 exportRunning).
   */
  async start(companyId: string, request: ExportRequest): Promise<XeroExportAnswer> {
    if (!this.identity.configured) throw xeroNotConfigured();
    if (this.running.has(companyId)) {
      throw new ConflictException({ message: 'exportRunning', detail: XERO_EXPORT_BUSY });
    }
    const progress: Progress = { tenantName: '', total: 0, sent: 0, replaced: 0 };
    this.running.set(companyId, progress);
    const job = this.export(companyId, request, progress).finally(() => this.running.delete(companyId));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.config.exportAnswerSeconds * 1000);
    });
    try {
      const done = await Promise.race([job, waited]);
      if (done) return done;
    } finally {
      clearTimeout(timer);
    }
    job.catch((error: unknown) => {
      // a Xero failure is already a sync result; anything else is a fault of ours
      if (!xeroFailure(error)) this.logger.error(`Export to Xero of company ${companyId} failed: ${String(error)}`);
    });
    return {
      success: true,
      running: true,
      message: xeroExportContinues(progress.sent, progress.total),
      tenantName: progress.tenantName,
      total: progress.total,
      sent: progress.sent,
      replaced: progress.replaced,
      reasons: [],
    };
  }

  private async export(companyId: string, request: ExportRequest, progress: Progress): Promise<XeroExportAnswer> {
    const ids = [...new Set(request.payrollTransferIds.map((id) => id.toLowerCase()))];
    const periods = (await this.dataSource.query(
      `SELECT id, paygroup_id, period_code, to_char(from_date, 'YYYY-MM-DD') AS from_date,
              to_char(to_date, 'YYYY-MM-DD') AS to_date, closed
         FROM "${s}".pay_periods WHERE company_id = $1 AND id = ANY($2::uuid[]) ORDER BY from_date, period_code`,
      [companyId, ids],
    )) as PeriodRow[];
    const inDepartments = await this.departmentsUnder(companyId, request.departmentIds ?? []);
    const reasons: string[] = [];
    for (const id of ids.filter((i) => !periods.some((p) => p.id === i))) {
      reasons.push(`Pay period ${id} is not closed: close it before sending it to Xero.`);
    }
    for (const p of periods.filter((x) => !x.closed)) {
      reasons.push(`Pay period ${p.period_code} is not closed: close it before sending it to Xero.`);
    }

    try {
      const tenant = await this.connections.tenantToken(this.identity, companyId);
      progress.tenantName = tenant.tenantName;
      const rates = await this.rates(companyId, tenant.tenantId);
      const outgoing: Outgoing[] = [];
      const withoutRate = new Set<string>();
      for (const period of periods.filter((p) => p.closed)) {
        const people = await this.people(companyId, tenant.tenantId, period, inDepartments);
        const days = await this.days(period, people);
        for (const person of people) {
          const planned = timesheetLines(days.get(person.id) ?? [], (id) => rates.get(id)?.rate ?? null);
          planned.withoutRate.forEach((id) => withoutRate.add(id));
          if (planned.lines.length === 0) continue;
          const who = `${period.period_code} ${person.name}`;
          if (!person.xero_guid || !person.in_xero) reasons.push(`${who}: the employee is not in Xero.`);
          else if (!person.calendar_id) reasons.push(`${who}: the employee has no pay calendar in Xero.`);
          else {
            outgoing.push({
              period,
              person,
              sheet: {
                payrollCalendarID: person.calendar_id,
                employeeID: person.xero_guid,
                startDate: period.from_date,
                endDate: period.to_date,
                timesheetLines: planned.lines,
              },
            });
          }
        }
      }
      for (const id of [...withoutRate].sort()) {
        reasons.push(`${rates.get(id)?.name ?? id}: the pay type has no Xero earnings rate; its time was not sent.`);
      }
      const exportId = randomUUID();
      progress.total = outgoing.length;
      const existing = await this.existingTimesheets(companyId, outgoing);
      for (const out of outgoing) {
        const who = `${out.period.period_code} ${out.person.name}`;
        const before = existing.filter(
          (t) =>
            t.employeeID === out.sheet.employeeID &&
            t.payrollCalendarID === out.sheet.payrollCalendarID &&
            t.startDate.slice(0, 10) === out.sheet.startDate,
        );
        const approved = before.find((t) => t.status !== 'Draft');
        if (approved) {
          reasons.push(`${who}: the timesheet in Xero is ${approved.status}; it was not overwritten.`);
          continue;
        }
        for (const draft of before) {
          const deleted = await this.payroll.call(companyId, 'DELETE', `/Timesheets/${draft.timesheetID}`);
          if (deleted.status !== 200 && deleted.status !== 404) throw new XeroRefusal(deleted.status, deleted.body);
        }
        const posted = await this.payroll.call(companyId, 'POST', '/Timesheets', {
          body: out.sheet,
          idempotencyKey: timesheetIdempotencyKey(exportId, out.period.id, out.person.id),
        });
        if (posted.status === 200) {
          progress.sent += 1;
          if (before.length) progress.replaced += 1;
        } else if (posted.status === 400) {
          reasons.push(...new XeroRefusal(posted.status, posted.body).reasons.map((r) => `${who}: ${r}`));
        } else throw new XeroRefusal(posted.status, posted.body);
      }
    } catch (error) {
      const failure = xeroFailure(error);
      if (!failure) throw error;
      const done = progress.sent ? ` ${progress.sent} timesheets were sent before it stopped.` : '';
      await this.results.record(companyId, {
        type: 'Timesheets',
        status: 'error',
        message: `Export to Xero failed: ${error instanceof Error ? error.message : String(error)}.${done}`,
      });
      throw failure;
    }
    const codes = periods.filter((p) => p.closed).map((p) => p.period_code);
    await this.results.record(companyId, {
      type: 'Timesheets',
      status: reasons.length ? 'warning' : 'success',
      message: [
        `Sent ${progress.sent} timesheets to ${progress.tenantName}${codes.length ? ` for ${codes.join(', ')}` : ''} (${progress.replaced} replaced).`,
        ...reasons,
      ].join(' '),
    });
    return { success: true, running: false, message: XERO_EXPORT_FINISHED, ...progress, reasons };
  }

  /** Each active pay type's earnings rate (its xeroGuid, when the tenant still has that rate) and name. */
  private async rates(
    companyId: string,
    tenantId: string,
  ): Promise<Map<string, { name: string; rate: string | null }>> {
    const rows = (await this.dataSource.query(
      `SELECT t.id, t.name, r.earnings_rate_id AS rate
         FROM "${s}".org_pay_types t
         LEFT JOIN "${s}".xero_earnings_rates r
           ON r.company_id = t.company_id AND r.tenant_id = $2 AND r.earnings_rate_id = t.xero_guid
        WHERE t.company_id = $1`,
      [companyId, tenantId],
    )) as { id: string; name: string; rate: string | null }[];
    return new Map(rows.map((r) => [r.id, { name: r.name, rate: r.rate }]));
  }

  /** The period's employees (its pay group's, within the departments), with their Xero employee and calendar. */
  private async people(
    companyId: string,
    tenantId: string,
    period: PeriodRow,
    inDepartments: ReadonlySet<string> | null,
  ): Promise<PersonRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT e.id, e.first_name || ' ' || e.last_name AS name, e.xero_guid, x.payroll_calendar_id AS calendar_id,
              x.employee_id IS NOT NULL AS in_xero, e.department_id
         FROM "${s}".org_employees e
         LEFT JOIN "${s}".xero_employees x
           ON x.company_id = e.company_id AND x.tenant_id = $3 AND x.employee_id = e.xero_guid
        WHERE e.company_id = $1 AND e.paygroup_id = $2
        ORDER BY e.last_name, e.first_name, e.id`,
      [companyId, period.paygroup_id, tenantId],
    )) as (PersonRow & { department_id: string | null })[];
    return rows.filter((r) => !inDepartments || (r.department_id !== null && inDepartments.has(r.department_id)));
  }

  /**
   * What the period pays the people, by employee: its calculated days' pay types, plus the pay card lines its
   * close counted (each on its card's first day), as the period's totals are.
   */
  private async days(period: PeriodRow, people: readonly PersonRow[]): Promise<Map<string, DayPayTypes[]>> {
    const rows = (await this.dataSource.query(
      `SELECT employee_id, to_char(date, 'YYYY-MM-DD') AS date, pay_types FROM "${s}".calc_days
        WHERE employee_id = ANY($1::uuid[]) AND date BETWEEN $2::date AND $3::date
       UNION ALL
       SELECT employee_id, to_char(date, 'YYYY-MM-DD'),
              jsonb_agg(jsonb_build_object('payTypeId', pay_type_id, 'units', unit_hundredths / 100.0))
         FROM "${s}".pay_period_card_lines
        WHERE pay_period_id = $4 AND employee_id = ANY($1::uuid[])
        GROUP BY employee_id, date
       ORDER BY date`,
      [people.map((p) => p.id), period.from_date, period.to_date, period.id],
    )) as { employee_id: string; date: string; pay_types: DayPayTypes['payTypes'] }[];
    const byEmployee = new Map<string, DayPayTypes[]>();
    for (const r of rows) {
      byEmployee.set(r.employee_id, [
        ...(byEmployee.get(r.employee_id) ?? []),
        { date: r.date, payTypes: r.pay_types },
      ]);
    }
    return byEmployee;
  }

  /** The structure nodes given and every node below them (null: no filter); an unknown node is a 404. */
  private async departmentsUnder(companyId: string, departmentIds: readonly string[]): Promise<Set<string> | null> {
    const unique = [...new Set(departmentIds.map((id) => id.toLowerCase()))];
    if (unique.length === 0) return null;
    const rows = (await this.dataSource.query(
      `WITH RECURSIVE scope(id) AS (
         SELECT id FROM "${s}".org_departments WHERE company_id = $1 AND id = ANY($2::uuid[])
         UNION
         SELECT d.id FROM "${s}".org_departments d JOIN scope ON d.parent_id = scope.id
       )
       SELECT id FROM scope`,
      [companyId, unique],
    )) as { id: string }[];
    const found = new Set(rows.map((r) => r.id));
    if (unique.some((id) => !found.has(id))) throw new NotFoundException('Department not found.');
    return found;
  }

  /** The timesheets Xero holds for the outgoing ones' calendars and periods, one list (paged) per both. */
  private async existingTimesheets(companyId: string, outgoing: readonly Outgoing[]): Promise<XeroTimesheet[]> {
    const asked = new Map<string, NewXeroTimesheet>();
    for (const o of outgoing) asked.set(`${o.sheet.payrollCalendarID}|${o.sheet.startDate}`, o.sheet);
    const found: XeroTimesheet[] = [];
    for (const sheet of asked.values()) {
      const query = new URLSearchParams({
        filter: `payrollCalendarId==${sheet.payrollCalendarID}`,
        startDate: sheet.startDate,
        endDate: sheet.endDate,
      });
      found.push(...(await this.payroll.list<XeroTimesheet>(companyId, `/Timesheets?${query}`, 'timesheets')));
    }
    return found;
  }
}

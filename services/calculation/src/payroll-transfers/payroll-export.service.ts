import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { defaultPayrollTemplate, isPayrollFileTemplate, type PayrollFileTemplate } from '@rollcall/contracts';
import { type Actor, EventWriter, refusal } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { PAY_PERIOD_COLUMNS, type PayPeriodRow } from '../pay-periods/pay-period-store.js';
import { PeriodClosing, periodChanged } from '../pay-periods/period-closing.js';
import { PeriodTotalsReader } from '../pay-periods/period-totals-reader.js';
import type { PeriodTotal } from '../pay-periods/period-totals.js';
import { writeCsv } from './export-csv.js';
import type { ExportLine, ExportPeriod } from './export-line.js';
import { EXPORT_TEMPLATES } from './export-templates.js';
import { PAYROLL_TRANSFER_ANSWERS } from './payroll-transfer.answers.js';

const s = CALCULATION;

export interface ExportFile {
  fileName: string;
  body: string;
  template: PayrollFileTemplate;
}

interface PayTypeFacts {
  id: string;
  code: string;
  export_code: string | null;
  pay_rate_factor: string | null;
  should_export: boolean;
  template_code: string | null;
  is_allowance: boolean;
}

interface EmployeeFacts {
  id: string;
  pay_id: string | null;
  first_name: string;
  last_name: string;
  department_name: string | null;
  department_code: string | null;
}

/**
 * The payroll export files (GET /payrolltransfer/exportCSV and exportAllowance): the periods' totals for the
 * chosen departments' employees, laid out by the company's template, written with csv-stringify. Exporting marks
 * the periods exported (who and when, in their history, payroll.period.changed.v1); the file holds nothing that
 * changes between downloads, so the same export downloads again byte for byte.
 */
@Injectable()
export class PayrollExportService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly closing: PeriodClosing,
    private readonly reader: PeriodTotalsReader,
    private readonly events: EventWriter,
  ) {}

  async export(
    actor: Actor,
    request: { ids: readonly string[]; departmentIds: readonly string[]; template?: string | undefined },
    allowance: boolean,
  ): Promise<ExportFile> {
    return this.dataSource.transaction(async (manager) => {
      const settings = await this.settings(manager, actor.companyId);
      if (allowance && !settings.isCalderStewart) throw refusal(PAYROLL_TRANSFER_ANSWERS, 'allowanceOnly');
      const template = allowance ? 'generic' : this.templateOf(settings.templates, request.template);
      const periods = await this.lockPeriods(manager, actor, request.ids);
      const inDepartments = await this.employeesUnder(manager, actor.companyId, request.departmentIds);
      const digests = await this.closing.digestsOf(
        manager,
        periods.map((p) => p.id),
      );
      const lines: ExportLine[] = [];
      const payTypes = await this.payTypes(manager, actor.companyId);
      const jobs = await this.codes(manager, 'jobs', actor.companyId);
      const tasks = await this.codes(manager, 'tasks', actor.companyId);
      for (const period of periods) {
        const covered =
          (await this.closing.closedEmployees(manager, period)) ?? (await this.reader.employeesOf(manager, period));
        const employeeIds = inDepartments ? covered.filter((id) => inDepartments.has(id)) : covered;
        const { totals } = await this.reader.totals(manager, period, employeeIds);
        const exportPeriod: ExportPeriod = {
          code: period.period_code,
          fromDate: period.from_date,
          toDate: period.to_date,
          paygroupName: await this.paygroupName(manager, period.paygroup_id),
          digest: digests.get(period.id) ?? null,
        };
        const employees = await this.employees(manager, employeeIds);
        for (const total of totals) {
          const payType = payTypes.get(total.payTypeId);
          const employee = employees.get(total.employeeId);
          if (!payType || !employee || !exported(payType, template, allowance)) continue;
          lines.push(...linesOf(total, exportPeriod, employee, payType, jobs, tasks));
        }
      }
      const body = writeCsv(EXPORT_TEMPLATES[template](lines));
      await this.markExported(manager, actor, periods);
      return {
        fileName: allowance ? 'PayrollTransferAllowance.csv' : 'PayrollTransfer.csv',
        body,
        template,
      };
    });
  }

  /** The asked template (it must be one the company uses, or the generic CSV when it names none), else its first. */
  private templateOf(codes: readonly string[], asked: string | undefined): PayrollFileTemplate {
    if (asked === undefined) return defaultPayrollTemplate(codes);
    const used = codes.length === 0 ? ['generic'] : codes;
    if (!used.includes(asked)) throw refusal(PAYROLL_TRANSFER_ANSWERS, 'templateNotUsed');
    if (!isPayrollFileTemplate(asked)) throw refusal(PAYROLL_TRANSFER_ANSWERS, 'notAFile');
    return asked;
  }

  private async markExported(manager: EntityManager, actor: Actor, periods: readonly PayPeriodRow[]): Promise<void> {
    const fresh = periods.filter((p) => !p.exported);
    if (fresh.length === 0) return;
    await manager.query(
      `UPDATE "${s}".pay_periods SET exported = true, exported_at = now(), exported_by = $2 WHERE id = ANY($1::uuid[])`,
      [fresh.map((p) => p.id), actor.userId],
    );
    for (const period of fresh) {
      await this.closing.history(manager, actor, period, { ...period, exported: true }, 'export', null);
    }
    await this.events.write(
      manager,
      fresh.map((p) => periodChanged(actor.companyId, { ...p, exported: true })),
    );
  }

  private async settings(
    manager: EntityManager,
    companyId: string,
  ): Promise<{ templates: string[]; isCalderStewart: boolean }> {
    const rows = (await manager.query(
      `SELECT payroll_template_export_codes, is_calder_stewart FROM "${s}".company_settings WHERE company_id = $1`,
      [companyId],
    )) as { payroll_template_export_codes: string[]; is_calder_stewart: boolean }[];
    return {
      templates: rows[0]?.payroll_template_export_codes ?? [],
      isCalderStewart: rows[0]?.is_calder_stewart ?? false,
    };
  }

  /** The periods of the caller's company in the files' order, locked; one unknown id is a 404. */
  private async lockPeriods(manager: EntityManager, actor: Actor, ids: readonly string[]): Promise<PayPeriodRow[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    const rows = (await manager.query(
      `SELECT ${PAY_PERIOD_COLUMNS} FROM "${s}".pay_periods WHERE id = ANY($1::uuid[]) AND company_id = $2
        ORDER BY id FOR UPDATE`,
      [unique, actor.companyId],
    )) as PayPeriodRow[];
    if (rows.length !== unique.length) throw new NotFoundException('Pay period not found.');
    return rows;
  }

  /** The employees at or below the nodes (null: no filter); an unknown node is a 404. */
  private async employeesUnder(
    manager: EntityManager,
    companyId: string,
    departmentIds: readonly string[],
  ): Promise<Set<string> | null> {
    const unique = [...new Set(departmentIds.map((id) => id.toLowerCase()))];
    if (unique.length === 0) return null;
    const known = (await manager.query(
      `SELECT id FROM "${s}".departments WHERE company_id = $1 AND id = ANY($2::uuid[])`,
      [companyId, unique],
    )) as unknown[];
    if (known.length !== unique.length) throw new NotFoundException('Department not found.');
    const rows = (await manager.query(
      `WITH RECURSIVE scope(id) AS (
         SELECT unnest($2::uuid[])
         UNION
         SELECT d.id FROM "${s}".departments d JOIN scope ON d.parent_id = scope.id
       )
       SELECT e.id FROM "${s}".employees e WHERE e.company_id = $1 AND e.department_id IN (SELECT id FROM scope)`,
      [companyId, unique],
    )) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  private async payTypes(manager: EntityManager, companyId: string): Promise<Map<string, PayTypeFacts>> {
    const rows = (await manager.query(
      `SELECT id, code, export_code, pay_rate_factor::text AS pay_rate_factor, should_export, template_code, is_allowance
         FROM "${s}".pay_types WHERE company_id = $1`,
      [companyId],
    )) as PayTypeFacts[];
    return new Map(rows.map((r) => [r.id, r]));
  }

  private async codes(
    manager: EntityManager,
    table: 'jobs' | 'tasks',
    companyId: string,
  ): Promise<Map<string, string>> {
    const rows = (await manager.query(
      `SELECT id::text AS id, coalesce(nullif(trim(pay_export_code), ''), code) AS code FROM "${s}".${table}
        WHERE company_id = $1`,
      [companyId],
    )) as { id: string; code: string }[];
    return new Map(rows.map((r) => [r.id, r.code]));
  }

  private async employees(manager: EntityManager, ids: readonly string[]): Promise<Map<string, EmployeeFacts>> {
    const rows = (await manager.query(
      `SELECT e.id, e.pay_id, e.first_name, e.last_name, d.name AS department_name, d.code AS department_code
         FROM "${s}".employees e LEFT JOIN "${s}".departments d ON d.id = e.department_id
        WHERE e.id = ANY($1::uuid[])`,
      [ids],
    )) as EmployeeFacts[];
    return new Map(rows.map((r) => [r.id, r]));
  }

  private async paygroupName(manager: EntityManager, id: string): Promise<string> {
    const rows = (await manager.query(`SELECT name FROM "${s}".pay_groups WHERE id = $1`, [id])) as {
      name: string;
    }[];
    return rows[0]?.name ?? '';
  }
}

/** Whether a pay type's totals go into this file: it is exported, for every template or this one (and an allowance, for the allowance file). */
function exported(payType: PayTypeFacts, template: PayrollFileTemplate, allowance: boolean): boolean {
  const forTemplate = !payType.template_code?.trim() || payType.template_code.trim() === template;
  return payType.should_export && forTemplate && (!allowance || payType.is_allowance);
}

/** A total as the files' lines: its hours, and its units apart. */
function linesOf(
  total: PeriodTotal,
  period: ExportPeriod,
  employee: EmployeeFacts,
  payType: PayTypeFacts,
  jobs: ReadonlyMap<string, string>,
  tasks: ReadonlyMap<string, string>,
): ExportLine[] {
  const base = {
    period,
    employee: {
      id: employee.id,
      payId: employee.pay_id,
      firstName: employee.first_name,
      lastName: employee.last_name,
    },
    department: { name: employee.department_name, code: employee.department_code },
    payType: { code: payType.code, exportCode: payType.export_code, rateFactor: payType.pay_rate_factor },
    jobCode: total.jobId === null ? null : (jobs.get(total.jobId) ?? total.jobId),
    taskCode: total.taskId === null ? null : (tasks.get(total.taskId) ?? total.taskId),
  };
  return [
    ...(total.minutes !== 0 ? [{ ...base, kind: 'hours' as const, quantity: total.minutes }] : []),
    ...(total.unitHundredths !== 0 ? [{ ...base, kind: 'units' as const, quantity: total.unitHundredths }] : []),
  ];
}

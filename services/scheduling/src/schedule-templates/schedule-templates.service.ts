import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasOvernightSection, layoutRules, periodLayout, type PeriodType, templateConflict } from '@rollcall/contracts';
import {
  type Actor,
  assertAllowed,
  type Page,
  type PageColumn,
  type PageQuery,
  rawPage,
  refusal,
  ROOT_LOGGER,
} from '@rollcall/platform';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { assertReachesAll, employeesOfCompany } from '../access/scheduled-employees.js';
import { assertMultiShiftAllowed, multiShiftRefused } from '../company-settings/company-settings.js';
import { SCHEDULING } from '../scheduling.constants.js';
import {
  payOnFinishDayConflicts,
  SCHEDULE_TEMPLATE_ANSWERS,
  type ScheduleTemplateAnswer,
  type ScheduleTemplateRow,
} from './schedule-template.answers.js';
import type { ScheduleRuleInput, ScheduleSaveRequest } from './schedule-save.request.js';
import { type EmployeeWindow, TemplateDayGenerator, todaysOf } from './template-day-generator.js';
import { generationWindow, type StoredRule } from './template-day-rules.js';
import { checkDaySections, storedSection, workSection } from './work-sections.js';

const s = SCHEDULING;

interface TemplateRow {
  id: string;
  name: string;
  active: boolean;
  auto_punch: boolean;
  out_punch_only: boolean;
  period_type: PeriodType;
  periods: number;
  days: number;
  start_date: string;
  work_on_holiday: boolean;
  rules: StoredRule[];
}

const TEMPLATE_COLUMNS = `id, name, active, auto_punch, out_punch_only, period_type, periods, days,
  to_char(start_date, 'YYYY-MM-DD') AS start_date, work_on_holiday, rules`;

/** The template list's columns (console schedules/ScheduleListScreen.tsx) as SQL over the listed rows. */
const LIST_COLUMNS: Record<string, PageColumn> = {
  name: { sql: 'listed.name', sortSql: 'lower(listed.name)' },
  startDate: { sql: `to_char(listed."startDate"::date, 'DD/MM/YYYY')`, sortSql: 'listed."startDate"' },
  periodType: { sql: 'listed."periodType"' },
  status: { sql: `CASE WHEN listed.active THEN 'Active' ELSE 'Inactive' END` },
};

/** Schedule templates: list, read, save (with their employees' days), delete. */
@Injectable()
export class ScheduleTemplatesService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly generator: TemplateDayGenerator,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'scheduling.templates' });
  }

  async page(companyId: string, active: boolean | null, query: PageQuery): Promise<Page<ScheduleTemplateRow>> {
    const params: unknown[] = [companyId];
    if (active !== null) params.push(active);
    return rawPage<ScheduleTemplateRow>(
      this.dataSource,
      {
        sql: `SELECT t.id, t.name, to_char(t.start_date, 'YYYY-MM-DD') AS "startDate", t.period_type AS "periodType",
                     t.active,
                     (SELECT count(*) FROM "${s}".schedule_template_employees a WHERE a.template_id = t.id)::int
                       AS employees
                FROM "${s}".schedule_templates t
               WHERE t.company_id = $1 ${active === null ? '' : 'AND t.active = $2'}`,
        params,
      },
      query,
      LIST_COLUMNS,
      { defaultSort: 'lower(listed.name)', tieBreak: 'listed.id' },
    );
  }

  async get(companyId: string, id: string): Promise<ScheduleTemplateAnswer> {
    const template = await this.find(this.dataSource.manager, companyId, id, false);
    const assigned = (await this.dataSource.query(
      `SELECT employee_id FROM "${s}".schedule_template_employees WHERE template_id = $1 ORDER BY employee_id`,
      [id],
    )) as { employee_id: string }[];
    return {
      id: template.id,
      name: template.name,
      employeeIds: assigned.map((a) => a.employee_id),
      active: template.active,
      autoPunch: template.auto_punch,
      outPunchOnly: template.out_punch_only,
      periodType: template.period_type,
      periods: template.periods,
      days: template.days,
      startDate: template.start_date,
      workOnHoliday: template.work_on_holiday,
      scheduleType: 'template',
      scheduleRules: template.rules.map((rule) => ({
        id: rule.id,
        num: rule.num,
        title: rule.title,
        isOffDay: rule.isOffDay,
        workSections: rule.sections.map(workSection),
      })),
    };
  }

  /**
   * Creates (no id) or edits a template, assigns its employees (taking them off any other template) and writes
   * their days: from the start date for the newly assigned, future days for the others, emptied future days for
   * those taken off; all in one transaction. Resolves to the template's id and how many days were written.
   */
  async save(actor: Actor, input: ScheduleSaveRequest): Promise<{ id: string; daysWritten: number }> {
    assertAllowed(actor, 'schedule', input.id ? 'update' : 'create');
    const { companyId } = actor;
    return this.dataSource.transaction(async (manager) => {
      const before = input.id ? await this.find(manager, companyId, input.id, true) : null;
      const periodType = before?.period_type ?? input.periodType;
      const layout = periodLayout(periodType, input.periods, input.days);
      const given = [...input.scheduleRules].sort((a, b) => a.num - b.num);
      checkDaySections('scheduleRules', given);
      const laidOut = layoutRules<ScheduleRuleInput['workSections'][number], ScheduleRuleInput & { title: string }>(
        given.map((r) => ({ ...r, title: r.title ?? '' })),
        periodType,
        layout,
        input.startDate,
      );
      const conflict = templateConflict(laidOut);
      if (conflict) throw refusal(SCHEDULE_TEMPLATE_ANSWERS, conflict);
      await assertMultiShiftAllowed(
        manager,
        companyId,
        laidOut.map((rule) => ({ offDay: rule.isOffDay, sections: rule.workSections })),
      );
      await this.refuseTakenName(manager, companyId, input.name, input.id ?? null);
      const employees = await employeesOfCompany(manager, companyId, input.employeeIds);
      await assertReachesAll(manager, actor, employees.values());
      if (hasOvernightSection(laidOut)) await this.refusePayOnFinishDay(manager, input.employeeIds);

      const knownIds = new Set((before?.rules ?? []).flatMap((r) => r.sections.map((x) => x.id ?? '')));
      const rules: StoredRule[] = laidOut.map((rule) => ({
        id: before?.rules.find((r) => r.num === rule.num)?.id ?? crypto.randomUUID(),
        num: rule.num,
        title: rule.title,
        isOffDay: rule.isOffDay,
        sections: rule.isOffDay ? [] : rule.workSections.map((x) => storedSection(x, knownIds)),
      }));
      const active = before ? (input.active ?? before.active) : true;
      const values = [
        companyId,
        input.name.trim(),
        active,
        input.autoPunch ?? false,
        input.outPunchOnly ?? false,
        periodType,
        layout.periods,
        layout.days,
        input.startDate,
        input.workOnHoliday ?? false,
        JSON.stringify(rules),
      ];
      const id = await this.store(manager, before?.id ?? null, values);
      const daysWritten = await this.assign(manager, companyId, id, input.employeeIds, {
        startDate: input.startDate,
        workOnHoliday: input.workOnHoliday ?? false,
        rules,
        active,
      });
      return { id, daysWritten };
    });
  }

  /** Deletes the company's templates; their employees' future generated days are emptied. */
  async delete(actor: Actor, ids: readonly string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const found = (await manager.query(
        `SELECT id FROM "${s}".schedule_templates WHERE id = ANY($1::uuid[]) AND company_id = $2 FOR UPDATE`,
        [[...new Set(ids)], actor.companyId],
      )) as { id: string }[];
      if (found.length !== new Set(ids).size) throw refusal(SCHEDULE_TEMPLATE_ANSWERS, 'notFound');
      for (const { id } of found) {
        const assigned = await this.assignedTo(manager, id);
        await this.generator.clear(manager, actor.companyId, id, await futureWindows(manager, assigned));
        await manager.query(`DELETE FROM "${s}".schedule_templates WHERE id = $1`, [id]);
      }
    });
  }

  /**
   * Extends every active template's days to the horizon (the daily job; also safe to run at any time: days already
   * as the template gives them are not written again). Resolves to how many days were written.
   */
  async extendAll(): Promise<number> {
    const templates = (await this.dataSource.query(
      `SELECT id, company_id FROM "${s}".schedule_templates WHERE active ORDER BY id`,
    )) as { id: string; company_id: string }[];
    let written = 0;
    for (const { id, company_id: companyId } of templates) {
      written += await this.dataSource.transaction(async (manager) => {
        const template = await this.find(manager, companyId, id, true);
        if (await this.refusedByMultiShift(manager, companyId, template)) return 0;
        const assigned = await this.assignedTo(manager, id);
        return this.generator.generate(
          manager,
          companyId,
          id,
          cycleOf(template),
          await futureWindows(manager, assigned, template.start_date),
        );
      });
    }
    return written;
  }

  /**
   * Regenerates the company's active templates' future days on these dates, in the caller's transaction (a holiday
   * added, moved or removed: its dates before and after). Days set by hand and days in closed pay periods stay as
   * they are. Resolves to how many days were written.
   */
  async regenerateOn(manager: EntityManager, companyId: string, dates: readonly string[]): Promise<number> {
    const templates = (await manager.query(
      `SELECT id FROM "${s}".schedule_templates WHERE company_id = $1 AND active ORDER BY id`,
      [companyId],
    )) as { id: string }[];
    let written = 0;
    for (const { id } of templates) {
      const template = await this.find(manager, companyId, id, true);
      if (await this.refusedByMultiShift(manager, companyId, template)) continue;
      const windows = (await futureWindows(manager, await this.assignedTo(manager, id), template.start_date)).flatMap(
        (window) =>
          [...new Set(dates)]
            .filter((date) => window.from <= date && date <= window.to)
            .map((date) => ({ employeeId: window.employeeId, from: date, to: date })),
      );
      written += await this.generator.generate(manager, companyId, id, cycleOf(template), windows);
    }
    return written;
  }

  /**
   * A template saved with several sections a day while the company had multi-shift, which it has no longer: its
   * days are not generated (nor refused one by one) until the feature is back or the template is changed.
   */
  private async refusedByMultiShift(manager: EntityManager, companyId: string, template: TemplateRow) {
    const days = template.rules.map((rule) => ({ offDay: rule.isOffDay, sections: rule.sections }));
    if (!(await multiShiftRefused(manager, companyId, days))) return false;
    this.logger.warn(
      { templateId: template.id, companyId },
      'template days not generated: it has several sections a day and the company has not the multi-shift feature',
    );
    return true;
  }

  private async assign(
    manager: EntityManager,
    companyId: string,
    templateId: string,
    employeeIds: readonly string[],
    cycle: ReturnType<typeof cycleOf> & { active: boolean },
  ): Promise<number> {
    const previous = new Set(await this.assignedTo(manager, templateId));
    const wanted = new Set(employeeIds);
    const removed = [...previous].filter((e) => !wanted.has(e));
    await manager.query(
      `DELETE FROM "${s}".schedule_template_employees WHERE template_id = $1 AND employee_id <> ALL($2::uuid[])`,
      [templateId, [...wanted]],
    );
    await manager.query(
      `INSERT INTO "${s}".schedule_template_employees (employee_id, template_id, company_id)
       SELECT unnest($1::uuid[]), $2, $3
       ON CONFLICT (employee_id) DO UPDATE SET template_id = EXCLUDED.template_id`,
      [[...wanted], templateId, companyId],
    );
    let written = await this.generator.clear(manager, companyId, templateId, await futureWindows(manager, removed));
    if (!cycle.active) {
      return (
        written +
        (await this.generator.clear(manager, companyId, templateId, await futureWindows(manager, [...wanted])))
      );
    }
    const todays = await todaysOf(manager, [...wanted]);
    const windows: EmployeeWindow[] = [];
    for (const employeeId of wanted) {
      const window = generationWindow(todays.get(employeeId) ?? '', cycle.startDate, !previous.has(employeeId));
      if (window) windows.push({ employeeId, ...window });
    }
    written += await this.generator.generate(manager, companyId, templateId, cycle, windows);
    return written;
  }

  /** Inserts (no id) or updates the template row; resolves to its id. */
  private async store(manager: EntityManager, id: string | null, values: unknown[]): Promise<string> {
    try {
      if (id) {
        await manager.query(
          `UPDATE "${s}".schedule_templates SET company_id = $1, name = $2, active = $3, auto_punch = $4,
             out_punch_only = $5, period_type = $6, periods = $7, days = $8, start_date = $9, work_on_holiday = $10,
             rules = $11 WHERE id = $12`,
          [...values, id],
        );
        return id;
      }
      const [row] = (await manager.query(
        `INSERT INTO "${s}".schedule_templates (company_id, name, active, auto_punch, out_punch_only, period_type,
           periods, days, start_date, work_on_holiday, rules)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        values,
      )) as { id: string }[];
      return row?.id ?? '';
    } catch (error) {
      // two saves of the same name at once: the unique index refuses the second
      if ((error as { code?: string }).code === '23505') throw refusal(SCHEDULE_TEMPLATE_ANSWERS, 'exist');
      throw error;
    }
  }

  private async assignedTo(manager: EntityManager, templateId: string): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT employee_id FROM "${s}".schedule_template_employees WHERE template_id = $1`,
      [templateId],
    )) as { employee_id: string }[];
    return rows.map((r) => r.employee_id);
  }

  private async find(manager: EntityManager, companyId: string, id: string, lock: boolean): Promise<TemplateRow> {
    const [row] = (await manager.query(
      `SELECT ${TEMPLATE_COLUMNS} FROM "${s}".schedule_templates WHERE id = $1 AND company_id = $2
       ${lock ? 'FOR UPDATE' : ''}`,
      [id, companyId],
    )) as TemplateRow[];
    if (!row) throw refusal(SCHEDULE_TEMPLATE_ANSWERS, 'notFound');
    return row;
  }

  private async refuseTakenName(manager: EntityManager, companyId: string, name: string, id: string | null) {
    const taken = (await manager.query(
      `SELECT 1 FROM "${s}".schedule_templates WHERE company_id = $1 AND lower(name) = lower($2)
          AND id IS DISTINCT FROM $3::uuid`,
      [companyId, name.trim(), id],
    )) as unknown[];
    if (taken.length) throw refusal(SCHEDULE_TEMPLATE_ANSWERS, 'exist');
  }

  private async refusePayOnFinishDay(manager: EntityManager, employeeIds: readonly string[]): Promise<void> {
    const names = (await manager.query(
      `SELECT e.first_name || ' ' || e.last_name AS name FROM "${s}".employees e
         JOIN "${s}".pay_groups g ON g.id = e.paygroup_id AND g.pay_on_finish_day
        WHERE e.id = ANY($1::uuid[]) ORDER BY e.last_name, e.first_name`,
      [employeeIds],
    )) as { name: string }[];
    if (names.length) throw payOnFinishDayConflicts(names.map((n) => n.name));
  }
}

function cycleOf(template: TemplateRow) {
  return { startDate: template.start_date, workOnHoliday: template.work_on_holiday, rules: template.rules };
}

/** From each employee's tomorrow (or the start date, when later) to the horizon. */
async function futureWindows(
  manager: EntityManager,
  employeeIds: readonly string[],
  startDate = '0000-01-01',
): Promise<EmployeeWindow[]> {
  const todays = await todaysOf(manager, employeeIds);
  return employeeIds.flatMap((employeeId) => {
    const window = generationWindow(todays.get(employeeId) ?? '', startDate, false);
    return window ? [{ employeeId, ...window }] : [];
  });
}

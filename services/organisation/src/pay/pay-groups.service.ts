import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_PAY_GROUP_RULES, isAllowed, type PayGroupRules } from '@rollcall/contracts';
import {
  activeFilter,
  type Actor,
  EventWriter,
  listPage,
  type Page,
  type PageColumn,
  refusal,
  type StatusPageQuery,
} from '@rollcall/platform';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { Company } from '../company/company.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { PAY_GROUP_ANSWERS, payGroupsInUse, payOnFinishDayConflicts } from './pay.answers.js';
import { payGroupChanged } from './pay-events.js';
import type { PayGroupAnswer } from './pay-group.answer.js';
import { PayGroup } from './pay-group.entity.js';
import {
  columnsOf,
  fieldsOf,
  newPayGroupFields,
  type PayGroupFields,
  payGroupProblems,
  rulesOf,
} from './pay-group-form.js';
import type { PayGroupSaveRequest } from './pay-group-save.request.js';
import { PayOnFinishDayService, todayIn } from './pay-on-finish-day.service.js';
import { PayType } from './pay-type.entity.js';
import { parseUserDate, type UserDateFormat } from './user-date.js';

const NOT_FOUND = 'Pay group not found.';
const NO_COMPANY = 'Warning: The company does not exist.';

/** The pay groups table's columns (console pay/PayGroupListScreen.tsx) as SQL. */
const PAY_GROUP_COLUMNS: Record<string, PageColumn> = {
  name: { sql: 'g.name', sortSql: 'lower(g.name)' },
  status: { sql: "CASE WHEN g.active THEN 'Active' ELSE 'Inactive' END" },
};

export function payGroupAnswer(g: PayGroup): PayGroupAnswer {
  return { id: g.id, ...fieldsOf(g, g.rules) };
}

/** What a new pay group of `company` starts with: the form's blank and a save's base (start date today there). */
function newPayGroupOf(company: Company): PayGroupFields {
  return newPayGroupFields(todayIn(company.timeZoneId));
}

/** The request's fields over `base`: a field left out keeps the base value; a cleared flag keeps it too. */
function merge(base: PayGroupFields, r: PayGroupSaveRequest): PayGroupFields {
  const next: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base) as (keyof PayGroupFields)[]) {
    if (key === 'startTime') continue;
    const value = (r as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (value === null && typeof base[key] === 'boolean') continue;
    next[key] = value;
  }
  if (r.startTime !== undefined) {
    const format = (r.dateFormat ?? 'yyyy-MM-dd') as UserDateFormat;
    const date = r.startTime === null ? null : parseUserDate(r.startTime, format);
    if (!date) {
      const message = `startTime must be a date written ${format}`;
      throw new BadRequestException({ message, details: [{ field: 'startTime', message }] });
    }
    next.startTime = date;
  }
  return next as unknown as PayGroupFields;
}

/** Pay groups (spec 002): the list and detail, the legacy save and delete; `create` for seeds and tests. */
@Injectable()
export class PayGroupsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
    private readonly payOnFinishDay: PayOnFinishDayService,
  ) {}

  /** A pay group with engine rules as given over DEFAULT_PAY_GROUP_RULES (seeds, fixtures, the CLI). */
  async create(companyId: string, name: string, rules: Partial<PayGroupRules> = {}): Promise<PayGroup> {
    return this.dataSource.transaction(async (manager) => {
      const group = await manager.save(
        manager.create(PayGroup, { companyId, name, rules: { ...DEFAULT_PAY_GROUP_RULES, ...rules } }),
      );
      await this.events.write(manager, [payGroupChanged(group)]);
      return group;
    });
  }

  async list(companyId: string, status?: boolean): Promise<PayGroupAnswer[]> {
    const rows = await this.dataSource.getRepository(PayGroup).findBy({
      companyId,
      ...(status !== undefined ? { active: status } : {}),
    });
    return rows
      .map(payGroupAnswer)
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }

  /** A page of the list (status filter as the list's): sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: StatusPageQuery): Promise<Page<PayGroupAnswer>> {
    const builder = this.dataSource
      .getRepository(PayGroup)
      .createQueryBuilder('g')
      .where('g.companyId = :companyId', { companyId });
    const active = activeFilter(query.status);
    if (active !== null) builder.andWhere('g.active = :active', { active });
    const page = await listPage(builder, query, PAY_GROUP_COLUMNS, { defaultSort: 'lower(g.name)', tieBreak: 'g.id' });
    return { ...page, rows: page.rows.map(payGroupAnswer) };
  }

  /** The blank form of a new pay group: every field as a save fills it in when left out. */
  async blank(companyId: string): Promise<PayGroupFields> {
    const company = await this.dataSource.getRepository(Company).findOneBy({ id: companyId });
    if (!company) throw new NotFoundException(NO_COMPANY);
    return newPayGroupOf(company);
  }

  async detail(companyId: string, id: string): Promise<PayGroupAnswer> {
    const row = await this.dataSource.getRepository(PayGroup).findOneBy({ id, companyId });
    if (!row) throw new NotFoundException(NOT_FOUND);
    return payGroupAnswer(row);
  }

  async save(actor: Actor, r: PayGroupSaveRequest): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const company = await lockCompany(manager, actor.companyId);
      const existing = r.id ? await manager.findOneBy(PayGroup, { id: r.id, companyId: company.id }) : null;
      if (r.id && !existing) throw new NotFoundException(NOT_FOUND);
      const action = existing ? 'update' : 'create';
      if (!isAllowed(actor.role, 'payGroup', action)) {
        throw new ForbiddenException(`You do not have permission to ${action} payGroup.`);
      }
      if (!existing && !r.name) {
        throw new BadRequestException({
          message: 'Name is required.',
          details: [{ field: 'name', message: 'Name is required.' }],
        });
      }
      const fields = await this.checkedFields(manager, company, existing, r);
      const columns = columnsOf(fields);
      const others = await manager.findBy(PayGroup, { companyId: company.id });
      if (others.some((o) => o.id !== existing?.id && o.name.trim().toLowerCase() === columns.name.toLowerCase())) {
        throw refusal(PAY_GROUP_ANSWERS, 'exist');
      }
      if (fields.payOnFinishDay && existing) {
        const names = await this.payOnFinishDay.overnightEmployeesOfPayGroup(manager, company.id, existing.id);
        if (names.length > 0) throw payOnFinishDayConflicts(names);
      }
      const row = existing ?? manager.create(PayGroup, { companyId: company.id });
      Object.assign(row, columns, { rules: rulesOf(fields) });
      const saved = await manager.save(row);
      await this.events.write(manager, [payGroupChanged(saved)]);
      return saved.id;
    });
  }

  /**
   * The engine's rules a save of `r` would store (the what-if preview's unsaved rules), checked as a save checks
   * them; nothing is stored.
   */
  async rules(companyId: string, r: PayGroupSaveRequest): Promise<PayGroupRules> {
    const manager = this.dataSource.manager;
    const company = await manager.findOneBy(Company, { id: companyId });
    if (!company) throw new NotFoundException(NO_COMPANY);
    const existing = r.id ? await manager.findOneBy(PayGroup, { id: r.id, companyId }) : null;
    if (r.id && !existing) throw new NotFoundException(NOT_FOUND);
    return rulesOf(await this.checkedFields(manager, company, existing, r));
  }

  /** The fields of `r` over the stored pay group (or a new one's), refused (400) where a §5 rule or a pay type fails. */
  private async checkedFields(
    manager: EntityManager,
    company: Company,
    existing: PayGroup | null,
    r: PayGroupSaveRequest,
  ): Promise<PayGroupFields> {
    const base = existing ? fieldsOf(existing, existing.rules) : newPayGroupOf(company);
    const fields = merge(base, r);
    if (company.settings.multiShiftView === false && !existing) fields.breakCalculationType = 'None';
    const problems = payGroupProblems(fields, { multiShiftView: company.settings.multiShiftView !== false });
    if (problems.length > 0) {
      throw new BadRequestException({ message: problems.map((p) => p.message).join('; '), details: problems });
    }
    await this.checkPayTypes(manager, company.id, fields);
    return fields;
  }

  /** Deletes all or none: groups with employees are refused, naming them. */
  async delete(actor: Actor, ids: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockCompany(manager, actor.companyId);
      const unique = [...new Set(ids)];
      const rows = await manager.findBy(PayGroup, { companyId: actor.companyId, id: In(unique) });
      if (rows.length !== unique.length) throw new NotFoundException(NOT_FOUND);
      const used = (await manager.query(
        `SELECT DISTINCT paygroup_id FROM "${ORGANISATION}".employees WHERE company_id = $1 AND paygroup_id = ANY($2::uuid[])`,
        [actor.companyId, unique],
      )) as { paygroup_id: string }[];
      if (used.length > 0) {
        const usedIds = new Set(used.map((u) => u.paygroup_id));
        throw payGroupsInUse(rows.filter((r) => usedIds.has(r.id)).map((r) => r.name));
      }
      await manager.delete(PayGroup, { companyId: actor.companyId, id: In(unique) });
      await this.events.write(
        manager,
        rows.map((r) => payGroupChanged(r, true)),
      );
    });
  }

  /** The auto leave type must be a leave pay type of the company; the overtime code an overtime one. */
  private async checkPayTypes(manager: EntityManager, companyId: string, f: PayGroupFields): Promise<void> {
    if (f.autoLeave && f.autoLeavePayTypeId) {
      const leave = await manager.findOneBy(PayType, { id: f.autoLeavePayTypeId, companyId });
      if (!leave?.isLeave) throw refusal(PAY_GROUP_ANSWERS, 'invalidPayType');
    }
    if (f.overtimeCalculationType !== 'None' && f.periodOvertimeCode) {
      const overtime = await manager.findOneBy(PayType, { code: f.periodOvertimeCode, companyId });
      if (!overtime?.isOvertime) throw refusal(PAY_GROUP_ANSWERS, 'invalidPayType');
    }
  }
}

async function lockCompany(manager: EntityManager, companyId: string): Promise<Company> {
  const company = await manager.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
  if (!company) throw new NotFoundException(NO_COMPANY);
  return company;
}

import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAllowed } from '@rollcall/contracts';
import {
  activeFilter,
  type Actor,
  EventWriter,
  listPage,
  type Page,
  type PageColumn,
  refusal,
} from '@rollcall/platform';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { Company } from '../company/company.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { PAY_TYPE_ANSWERS, payTypesInUse } from './pay.answers.js';
import { payTypeChanged } from './pay-events.js';
import { PayGroup } from './pay-group.entity.js';
import type { PayTypeAnswer } from './pay-type.answer.js';
import { PayType } from './pay-type.entity.js';
import { NEW_PAY_TYPE, type PayTypeFields, payTypeProblem, sameText, withConvertMode } from './pay-type-rules.js';
import type { PayTypeSaveRequest } from './pay-type-save.request.js';
import type { PayTypePageQuery } from './pay-list.query.js';

const NOT_FOUND = 'Pay type not found.';

export interface PayTypeFilter {
  status?: boolean;
  isAllowance?: boolean;
  isLeave?: boolean;
}

/** The pay types table's columns (console pay/PayTypeListScreen.tsx) as SQL. */
const PAY_TYPE_COLUMNS: Record<string, PageColumn> = {
  code: { sql: 'p.code', sortSql: 'lower(p.code)' },
  name: { sql: 'p.name', sortSql: 'lower(p.name)' },
  exportCode: { sql: "coalesce(p.exportCode, '')", sortSql: 'lower(p.exportCode)' },
  ctDay: { sql: 'CAST(p.ctDay AS text)', sortSql: 'p.ctDay' },
  status: { sql: "CASE WHEN p.active THEN 'Active' ELSE 'Inactive' END" },
  leaveStatus: { sql: "CASE WHEN p.isLeave THEN 'Yes' ELSE 'No' END" },
};

export function payTypeAnswer(p: PayType): PayTypeAnswer {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    exportCode: p.exportCode,
    xeroGuid: p.xeroGuid,
    active: p.active,
    hideFromEmp: p.hideFromEmp,
    shouldExport: p.shouldExport,
    isAllowance: p.isAllowance,
    leaveStatus: p.isLeave,
    paidLeave: p.paidLeave,
    allowNegativeLeave: p.allowNegativeLeave,
    hideBalance: p.hideBalance,
    isOvertime: p.isOvertime,
    payRateFactor: p.payRateFactor === null ? null : Number(p.payRateFactor),
    type: p.type,
    convertToDay: p.convertToDay,
    percentage: p.percentage,
    byStandardHour: p.byStandardHour,
    ctDay: Number(p.ctDay),
    isDefault: p.isDefault,
    isSystem: p.isSystem,
    role: p.role,
  };
}

function fieldsOf(p: PayType): PayTypeFields {
  const a = payTypeAnswer(p);
  return { ...NEW_PAY_TYPE, ...a };
}

/** The request's fields over `base`: a field left out (undefined) keeps the base value. */
function merge(base: PayTypeFields, r: PayTypeSaveRequest): PayTypeFields {
  const next = { ...base };
  const keys = Object.keys(NEW_PAY_TYPE) as (keyof PayTypeFields)[];
  for (const key of keys) {
    const value = r[key as keyof PayTypeSaveRequest];
    if (value === undefined) continue;
    if (value === null && typeof NEW_PAY_TYPE[key] === 'boolean') continue;
    (next as Record<string, unknown>)[key] = value;
  }
  if (typeof next.payRateFactor === 'string') {
    const n = Number(next.payRateFactor);
    next.payRateFactor = Number.isFinite(n) ? n : Number.NaN;
  }
  return next;
}

/** Pay types (spec 002): the list and detail, the legacy save and delete. */
@Injectable()
export class PayTypesService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async list(companyId: string, filter: PayTypeFilter): Promise<PayTypeAnswer[]> {
    const rows = await this.dataSource.getRepository(PayType).find({
      where: {
        companyId,
        ...(filter.status !== undefined ? { active: filter.status } : {}),
        ...(filter.isAllowance !== undefined ? { isAllowance: filter.isAllowance } : {}),
        ...(filter.isLeave !== undefined ? { isLeave: filter.isLeave } : {}),
      },
    });
    return rows
      .map(payTypeAnswer)
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }

  /** A page of the list, with the list's filters: sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: PayTypePageQuery): Promise<Page<PayTypeAnswer>> {
    const builder = this.dataSource
      .getRepository(PayType)
      .createQueryBuilder('p')
      .where('p.companyId = :companyId', { companyId });
    const active = activeFilter(query.status);
    if (active !== null) builder.andWhere('p.active = :active', { active });
    if (query.isAllowance !== undefined)
      builder.andWhere('p.isAllowance = :allowance', { allowance: query.isAllowance });
    if (query.isLeave !== undefined) builder.andWhere('p.isLeave = :leave', { leave: query.isLeave });
    const page = await listPage(builder, query, PAY_TYPE_COLUMNS, { defaultSort: 'lower(p.name)', tieBreak: 'p.id' });
    return { ...page, rows: page.rows.map(payTypeAnswer) };
  }

  /** The blank form of a new pay type: every field as a save fills it in when left out. */
  blank(): PayTypeFields {
    return { ...NEW_PAY_TYPE };
  }

  async detail(companyId: string, id: string): Promise<PayTypeAnswer> {
    const row = await this.dataSource.getRepository(PayType).findOneBy({ id, companyId });
    if (!row) throw new NotFoundException(NOT_FOUND);
    return payTypeAnswer(row);
  }

  async save(actor: Actor, r: PayTypeSaveRequest): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      await lockCompany(manager, actor.companyId);
      const existing = r.id ? await manager.findOneBy(PayType, { id: r.id, companyId: actor.companyId }) : null;
      if (r.id && !existing) throw new NotFoundException(NOT_FOUND);
      const action = existing ? 'update' : 'create';
      if (!isAllowed(actor.role, 'payType', action)) {
        throw new ForbiddenException(`You do not have permission to ${action} payType.`);
      }
      if (existing && r.code != null && r.code !== existing.code) throw refusal(PAY_TYPE_ANSWERS, 'codeNotEditable');
      const base = existing ? fieldsOf(existing) : NEW_PAY_TYPE;
      if (!existing) requireText(r, ['code', 'name']);
      const fields = withConvertMode(merge(base, r));
      if (!existing) {
        // Active and Hide From Employee are not offered while creating (§4)
        fields.active = NEW_PAY_TYPE.active;
        fields.hideFromEmp = NEW_PAY_TYPE.hideFromEmp;
      }
      const problem = payTypeProblem(fields);
      if (problem) throw refusal(PAY_TYPE_ANSWERS, problem);
      const others = await manager.findBy(PayType, { companyId: actor.companyId });
      const clash = others.some(
        (o) => o.id !== existing?.id && (sameText(o.code, fields.code) || sameText(o.name, fields.name)),
      );
      if (clash) throw refusal(PAY_TYPE_ANSWERS, 'exist');
      const row = existing ?? manager.create(PayType, { companyId: actor.companyId, role: null, isSystem: false });
      Object.assign(row, {
        code: existing ? existing.code : fields.code.trim(),
        name: fields.name.trim(),
        exportCode: fields.exportCode,
        active: fields.active,
        hideFromEmp: fields.hideFromEmp,
        shouldExport: fields.shouldExport,
        isAllowance: fields.isAllowance,
        isLeave: fields.leaveStatus,
        paidLeave: fields.paidLeave,
        allowNegativeLeave: fields.allowNegativeLeave,
        hideBalance: fields.hideBalance,
        isOvertime: fields.isOvertime,
        payRateFactor:
          fields.payRateFactor === null ? (existing?.payRateFactor ?? null) : fields.payRateFactor.toFixed(3),
        type: fields.type,
        convertToDay: fields.convertToDay,
        percentage: fields.percentage,
        byStandardHour: fields.byStandardHour,
        ctDay: fields.ctDay.toFixed(2),
        isDefault: fields.isDefault,
      });
      const saved = await manager.save(row);
      await this.events.write(manager, [payTypeChanged(saved)]);
      return saved.id;
    });
  }

  /** Deletes all or none: system defaults and pay types in use by pay groups or skills are refused. */
  async delete(actor: Actor, ids: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockCompany(manager, actor.companyId);
      const unique = [...new Set(ids)];
      const rows = await manager.findBy(PayType, { companyId: actor.companyId, id: In(unique) });
      if (rows.length !== unique.length) throw new NotFoundException(NOT_FOUND);
      if (rows.some((r) => r.isSystem)) throw refusal(PAY_TYPE_ANSWERS, 'systemDefault');
      const uses = await usesOf(manager, actor.companyId, rows);
      if (uses.length > 0) throw payTypesInUse(uses);
      await manager.delete(PayType, { companyId: actor.companyId, id: In(unique) });
      await this.events.write(
        manager,
        rows.map((r) => payTypeChanged(r, true)),
      );
    });
  }
}

async function lockCompany(manager: EntityManager, companyId: string): Promise<void> {
  const company = await manager.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
  if (!company) throw new NotFoundException('Warning: The company does not exist.');
}

function requireText(r: PayTypeSaveRequest, fields: ('code' | 'name')[]): void {
  const missing = fields.filter((f) => !r[f]);
  if (missing.length === 0) return;
  const details = missing.map((field) => ({ field, message: `${field} is required.` }));
  throw new BadRequestException({ message: details.map((d) => d.message).join('; '), details });
}

/** "<pay type> (used by pay group X)" for each pay group or skill that points at one of `rows`. */
async function usesOf(manager: EntityManager, companyId: string, rows: PayType[]): Promise<string[]> {
  const uses: string[] = [];
  const groups = await manager.findBy(PayGroup, { companyId });
  for (const row of rows) {
    for (const g of groups) {
      if (g.autoLeavePayTypeId === row.id) uses.push(`${row.name} (auto leave of pay group ${g.name})`);
      if (g.rules.periodOvertimeCode === row.code) uses.push(`${row.name} (overtime of pay group ${g.name})`);
    }
  }
  const skills = (await manager.query(
    `SELECT name, pay_type_id FROM "${ORGANISATION}".skills WHERE company_id = $1 AND pay_type_id = ANY($2::uuid[])
      ORDER BY name`,
    [companyId, rows.map((r) => r.id)],
  )) as { name: string; pay_type_id: string }[];
  for (const skill of skills) {
    const row = rows.find((r) => r.id === skill.pay_type_id);
    if (row) uses.push(`${row.name} (allowance of skill ${skill.name})`);
  }
  return uses;
}

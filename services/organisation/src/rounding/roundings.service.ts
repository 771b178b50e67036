import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  activeFilter,
  EventWriter,
  listPage,
  type Page,
  type PageColumn,
  refusal,
  type StatusPageQuery,
} from '@rollcall/platform';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { type RoundingDetail, type RoundingListRow, ROUNDING_ANSWERS } from './rounding.answers.js';
import { roundingChanged } from './rounding-events.js';
import { RoundingRuleSet } from './rounding-rule-set.entity.js';
import { orderedRows, type RoundingRow, roundingRowsRefusal } from './rounding-rules.js';

/** The rounding table's columns (the console's list screen) as SQL. */
const ROUNDING_COLUMNS: Record<string, PageColumn> = {
  name: { sql: 'r.name', sortSql: 'lower(r.name)' },
  status: { sql: "CASE WHEN r.active THEN 'Active' ELSE 'Inactive' END" },
};

const s = ORGANISATION;

export interface RoundingInput {
  id?: string | null;
  name: string;
  description?: string | null;
  active?: boolean | null;
  rules: RoundingRow[];
}

const listRow = (set: RoundingRuleSet): RoundingListRow => ({
  id: set.id,
  name: set.name,
  description: set.description,
  active: set.active,
});

/** Rounding rule sets of a company: list, read, save (create or replace), delete unless in use. */
@Injectable()
export class RoundingsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /** Sorted by name; `active` filters by status when given. */
  async list(companyId: string, active?: boolean): Promise<RoundingListRow[]> {
    const sets = await this.dataSource.getRepository(RoundingRuleSet).find({
      where: { companyId, ...(active === undefined ? {} : { active }) },
    });
    return sets.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)).map(listRow);
  }

  /** A page of the list (Status filter as the list's): sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: StatusPageQuery): Promise<Page<RoundingListRow>> {
    const builder = this.dataSource
      .getRepository(RoundingRuleSet)
      .createQueryBuilder('r')
      .where('r.companyId = :companyId', { companyId });
    const active = activeFilter(query.status);
    if (active !== null) builder.andWhere('r.active = :active', { active });
    const { rows, ...page } = await listPage(builder, query, ROUNDING_COLUMNS, {
      defaultSort: 'lower(r.name)',
      tieBreak: 'r.id',
    });
    return { ...page, rows: rows.map(listRow) };
  }

  async detail(companyId: string, id: string): Promise<RoundingDetail> {
    const set = await this.dataSource.getRepository(RoundingRuleSet).findOneBy({ id, companyId });
    if (!set) throw refusal(ROUNDING_ANSWERS, 'notFound');
    return { ...listRow(set), rules: orderedRows(set.rules) };
  }

  async save(companyId: string, input: RoundingInput): Promise<string> {
    const problem = roundingRowsRefusal(input.rules);
    if (problem) throw refusal(ROUNDING_ANSWERS, problem);
    return this.dataSource
      .transaction(async (manager) => {
        const repo = manager.getRepository(RoundingRuleSet);
        const set = input.id
          ? await repo.findOne({ where: { id: input.id, companyId }, lock: { mode: 'pessimistic_write' } })
          : repo.create({ companyId, active: true, description: null });
        if (!set) throw refusal(ROUNDING_ANSWERS, 'notFound');
        await this.refuseTakenName(manager, companyId, input.name, set.id);
        set.name = input.name;
        if (input.description !== undefined) set.description = input.description;
        if (input.active !== undefined && input.active !== null) set.active = input.active;
        set.rules = orderedRows(input.rules);
        const saved = await repo.save(set);
        await this.events.write(manager, [roundingChanged(saved)]);
        return saved.id;
      })
      .catch((error: unknown) => {
        // two saves of one new name at the same moment: the unique index refuses the second
        if ((error as { code?: string }).code === '23505') throw refusal(ROUNDING_ANSWERS, 'exist');
        throw error;
      });
  }

  /**
   * Deletes all the given rule sets or none: an id of another company is not found (404); rule sets used by an
   * employee, a structure node or the company settings are refused, named in `usedRoundings`.
   */
  async delete(companyId: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.dataSource.transaction(async (manager) => {
      const sets = await manager.getRepository(RoundingRuleSet).find({
        where: { id: In(unique), companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (sets.length !== unique.length) throw refusal(ROUNDING_ANSWERS, 'notFound');
      const used = await this.usedIds(manager, companyId, unique);
      if (used.size > 0) {
        const usedRoundings = sets
          .filter((set) => used.has(set.id))
          .map((set) => set.name)
          .sort((a, b) => a.localeCompare(b));
        throw new HttpException(
          {
            message: 'usedRoundings',
            detail: `Warning: Rounding rule ${usedRoundings.join(', ')} cannot be deleted as is currently in use`,
            usedRoundings,
          },
          409,
        );
      }
      await manager.getRepository(RoundingRuleSet).delete({ id: In(unique), companyId });
      await this.events.write(
        manager,
        sets.map((set) => roundingChanged(set, true)),
      );
    });
  }

  private async usedIds(manager: EntityManager, companyId: string, ids: string[]): Promise<Set<string>> {
    const rows = (await manager.query(
      `SELECT time_rounding_id AS id FROM "${s}".employees WHERE company_id = $1 AND time_rounding_id = ANY($2::uuid[])
       UNION SELECT time_rounding_id FROM "${s}".departments WHERE company_id = $1 AND time_rounding_id = ANY($2::uuid[])
       UNION SELECT time_rounding_id FROM "${s}".companies WHERE id = $1 AND time_rounding_id = ANY($2::uuid[])`,
      [companyId, ids],
    )) as { id: string }[];
    return new Set(rows.map((row) => row.id));
  }

  private async refuseTakenName(manager: EntityManager, companyId: string, name: string, id?: string): Promise<void> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${s}".time_roundings WHERE company_id = $1 AND lower(name) = lower($2)
          AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [companyId, name, id ?? null],
    )) as unknown[];
    if (rows.length > 0) throw refusal(ROUNDING_ANSWERS, 'exist');
  }
}

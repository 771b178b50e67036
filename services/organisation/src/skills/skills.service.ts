import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter, listPage, type Page, type PageColumn, type PageQuery, refusal } from '@rollcall/platform';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { PayType } from '../pay/pay-type.entity.js';
import { SKILL_ANSWERS, type SkillAnswer } from './skill.answers.js';
import { skillChanged } from './skill-events.js';
import { isAllowancePayType, sameSkillName } from './skill-rules.js';
import type { SkillSaveRequest } from './skill-save.request.js';
import { Skill } from './skill.entity.js';

const NOT_FOUND = 'Warning: The skill does not exist.';

/** The skills table's columns (console skills/SkillListScreen.tsx) as SQL. */
const SKILL_COLUMNS: Record<string, PageColumn> = {
  name: { sql: 's.name', sortSql: 'lower(s.name)' },
  allowances: { sql: "coalesce(p.name, '')", sortSql: 'lower(p.name)' },
  status: { sql: "CASE WHEN s.active THEN 'Active' ELSE 'Inactive' END" },
};

/** Skills and the allowance each pays: list, read, save (create or edit). */
@Injectable()
export class SkillsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /** The company's skills sorted by name; `active` true or false filters by status, null lists all. */
  async list(companyId: string, active: boolean | null): Promise<SkillAnswer[]> {
    const skills = await this.dataSource.getRepository(Skill).find({
      where: { companyId, ...(active === null ? {} : { active }) },
    });
    skills.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return this.answers(this.dataSource.manager, companyId, skills);
  }

  /** A page of the list: sorted and searched in SQL by the table's columns. */
  async page(companyId: string, active: boolean | null, query: PageQuery): Promise<Page<SkillAnswer>> {
    const builder = this.dataSource
      .getRepository(Skill)
      .createQueryBuilder('s')
      .leftJoin(PayType, 'p', 'p.id = s.payTypeId AND p.companyId = s.companyId')
      .where('s.companyId = :companyId', { companyId });
    if (active !== null) builder.andWhere('s.active = :active', { active });
    const page = await listPage(builder, query, SKILL_COLUMNS, { defaultSort: 'lower(s.name)', tieBreak: 's.id' });
    return { ...page, rows: await this.answers(this.dataSource.manager, companyId, page.rows) };
  }

  async get(companyId: string, id: string): Promise<SkillAnswer> {
    const skill = await this.dataSource.getRepository(Skill).findOneBy({ id, companyId });
    if (!skill) throw new NotFoundException(NOT_FOUND);
    const [answer] = await this.answers(this.dataSource.manager, companyId, [skill]);
    if (!answer) throw new NotFoundException(NOT_FOUND);
    return answer;
  }

  /** Creates (no id; always active) or edits a skill and publishes org.skill.changed.v1; resolves to its id. */
  async save(companyId: string, input: SkillSaveRequest): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      let skill: Skill;
      if (input.id) {
        const found = await manager.findOne(Skill, {
          where: { id: input.id, companyId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!found) throw new NotFoundException(NOT_FOUND);
        skill = found;
        if (input.active !== undefined && input.active !== null) skill.active = input.active;
      } else {
        skill = manager.create(Skill, { companyId, active: true });
      }
      const currentPayTypeId = skill.payTypeId ?? null;
      skill.name = input.name;
      skill.allowanceCalculationType = input.allowanceCalculationType;
      skill.payTypeId = input.payTypeId ?? null;
      if (skill.payTypeId) {
        const payType = await manager.findOneBy(PayType, { id: skill.payTypeId });
        if (!isAllowancePayType(payType, companyId, currentPayTypeId)) throw refusal(SKILL_ANSWERS, 'invalidPayType');
      }
      const others = await manager.findBy(Skill, { companyId });
      if (others.some((other) => other.id !== skill.id && sameSkillName(other.name, skill.name))) {
        throw refusal(SKILL_ANSWERS, 'exist');
      }
      const saved = await manager.save(skill).catch((error: unknown) => {
        // two saves of the same name at once: the unique index refuses the second
        if ((error as { code?: string }).code === '23505') throw refusal(SKILL_ANSWERS, 'exist');
        throw error;
      });
      await this.events.write(manager, [skillChanged(saved)]);
      return saved.id;
    });
  }

  private async answers(manager: EntityManager, companyId: string, skills: Skill[]): Promise<SkillAnswer[]> {
    const ids = [...new Set(skills.map((s) => s.payTypeId).filter((id): id is string => id !== null))];
    const payTypes = ids.length ? await manager.findBy(PayType, { companyId, id: In(ids) }) : [];
    const byId = new Map(payTypes.map((p) => [p.id, p]));
    return skills.map((skill) => {
      const payType = skill.payTypeId ? byId.get(skill.payTypeId) : undefined;
      return {
        id: skill.id,
        name: skill.name,
        active: skill.active,
        payTypeId: skill.payTypeId,
        payType: payType ? { id: payType.id, name: payType.name } : null,
        allowanceCalculationType: skill.allowanceCalculationType,
      };
    });
  }
}

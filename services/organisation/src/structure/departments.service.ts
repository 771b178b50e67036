import { DEPARTMENT_ANSWERS } from './department-answers.js';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Action } from '@rollcall/contracts';
import { type Actor, checkCompanyReferences, EventWriter, type NewEvent, refusal } from '@rollcall/platform';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { Company } from '../company/company.entity.js';
import { Holiday } from '../holidays/holiday.entity.js';
import { Job } from '../jobs/job.entity.js';
import { RoundingRuleSet } from '../rounding/rounding-rule-set.entity.js';
import { Workplace } from '../workplaces/workplace.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { departmentChanged } from './department-events.js';
import type { DepartmentSaveRequest } from './department-save.request.js';
import { Department, type StructureLevel } from './department.entity.js';
import { employeeZones, zoneChangeEvents } from './employee-zones.js';
import type {
  ChildCompanyStructure,
  CompanyStructureLevel,
  DepartmentDetail,
  DepartmentNode,
} from './structure.answers.js';
import { changesSupervisorFields, mayOnLevel, resourceOf } from './structure-levels.js';
import { StructureService } from './structure.service.js';
import { childLevelIn, labelIn, parentLevelIn } from './structure-level-rules.js';
import { storedLevelRows, storedLevels } from './structure-level-store.js';

export type TreeFilter = 'All' | 'Active' | 'Inactive';

const NOT_FOUND = 'Warning: The department does not exist.';
const s = ORGANISATION;

/** The company structure tree as the console edits it: read, save (create under a parent, or edit), delete. */
@Injectable()
export class DepartmentsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
    private readonly structure: StructureService,
  ) {}

  /**
   * The tree from the root. Active: the Active nodes whose ancestors are all Active. Inactive: the Inactive nodes
   * and the ancestors that lead to them. The root is always there. Children are sorted by name.
   */
  async tree(companyId: string, filter: TreeFilter): Promise<DepartmentNode[]> {
    const company = await this.company(this.dataSource.manager, companyId);
    const nodes = await this.dataSource.getRepository(Department).findBy({ companyId });
    const levels = await storedLevels(this.dataSource.manager, companyId);
    const byParent = new Map<string | null, Department[]>();
    for (const node of nodes) byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node]);
    const build = (node: Department, ancestorsActive: boolean): DepartmentNode | null => {
      const isRoot = node.parentId === null;
      const active = ancestorsActive && (isRoot || node.status === 'Active');
      if (filter === 'Active' && !active) return null;
      const children = (byParent.get(node.id) ?? [])
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .map((child) => build(child, active))
        .filter((child): child is DepartmentNode => child !== null);
      if (filter === 'Inactive' && !isRoot && node.status !== 'Inactive' && children.length === 0) return null;
      return {
        key: node.id,
        title: node.name,
        level: node.level,
        status: node.status,
        parent: node.parentId,
        structureName: company.settings.structureName,
        labelName: labelIn(levels, node.level),
        code: node.code,
        punchCode: node.punchCode,
        children,
      };
    };
    const roots = byParent.get(null) ?? [];
    return roots.map((root) => build(root, true)).filter((n): n is DepartmentNode => n !== null);
  }

  async detail(companyId: string, id: string): Promise<DepartmentDetail> {
    const node = await this.dataSource.getRepository(Department).findOneBy({ id, companyId });
    if (!node) throw new NotFoundException(NOT_FOUND);
    const parent = node.parentId
      ? await this.dataSource.getRepository(Department).findOneBy({ id: node.parentId, companyId })
      : null;
    return {
      id: node.id,
      parent: node.parentId,
      parentName: parent?.name ?? null,
      level: node.level,
      labelName: labelIn(await storedLevels(this.dataSource.manager, companyId), node.level),
      departmentName: node.name,
      code: node.code,
      status: node.status,
      supervisorIds: node.supervisorIds,
      holidayIds: node.holidayIds,
      jobIds: node.jobIds,
      defaultPositionId: node.defaultPositionId,
      timeZoneId: node.timeZoneId,
      effectiveTimeZoneId: await this.structure.zoneOf(this.dataSource.manager, companyId, node.id),
      scheduleId: node.scheduleId,
      workPlaceId: node.workPlaceIds,
      timeRoundingId: node.timeRoundingId,
      punchCode: node.punchCode,
      timeLeaveApproverId: node.timeLeaveApproverId,
      payExportCode: node.payExportCode,
      rateExportCode: node.rateExportCode,
      greentreeWeekly: node.greentreeWeekly,
    };
  }

  async childStructure(actor: Actor, id: string): Promise<ChildCompanyStructure> {
    const node = await this.dataSource.getRepository(Department).findOneBy({ id, companyId: actor.companyId });
    if (!node) throw new NotFoundException(NOT_FOUND);
    const levels = await storedLevels(this.dataSource.manager, actor.companyId);
    const level = childLevelIn(levels, node.level);
    const children = await this.dataSource
      .getRepository(Department)
      .find({ where: { companyId: actor.companyId, parentId: node.id }, order: { name: 'ASC', id: 'ASC' } });
    return {
      level,
      labelName: level ? labelIn(levels, level) : null,
      canCreate: level !== null && mayOnLevel(actor.role, level, 'create'),
      children: children.map((c) => ({ id: c.id, name: c.name, code: c.code, level: c.level, status: c.status })),
    };
  }

  /** The stored levels top down; parentLevel follows the levels that are on, and an off level takes no nodes. */
  async companyStructures(actor: Actor): Promise<CompanyStructureLevel[]> {
    const rows = await storedLevelRows(this.dataSource.manager, actor.companyId);
    return rows.map((row) => ({
      id: row.id,
      level: row.level,
      name: row.labelName,
      labelName: row.labelName,
      timeZone: row.timeZone,
      isActive: row.isActive,
      parentLevel: parentLevelIn(rows, row.level),
      canCreate: row.isActive && mayOnLevel(actor.role, row.level, 'create'),
    }));
  }

  /** One more than the largest numeric punch code of the company (1 when there is none). */
  async nextPunchCode(companyId: string): Promise<string> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(max(punch_code::bigint), 0) + 1 AS next FROM "${s}".departments
        WHERE company_id = $1 AND punch_code ~ '^[0-9]{1,15}$'`,
      [companyId],
    )) as { next: string }[];
    return String(row?.next ?? '1');
  }

  /** Creates (no id: under `parent`) or edits a node; resolves to its id. */
  async save(actor: Actor, input: DepartmentSaveRequest): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const company = await this.company(manager, actor.companyId);
      const creating = !input.id;
      let node: Department;
      if (input.id) {
        const found = await manager.findOne(Department, {
          where: { id: input.id, companyId: company.id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!found) throw new NotFoundException(NOT_FOUND);
        node = found;
        this.require(actor, node.level, 'update');
      } else {
        const missing = [...(input.parent ? [] : ['parent']), ...(input.departmentName ? [] : ['departmentName'])].map(
          (field) => ({ field, message: `${field} is required.` }),
        );
        if (missing.length) {
          throw new BadRequestException({ message: missing.map((m) => m.message).join('; '), details: missing });
        }
        if (!input.parent) throw new BadRequestException('parent is required.');
        const parent = await manager.findOneBy(Department, { id: input.parent, companyId: company.id });
        if (!parent) throw new NotFoundException(NOT_FOUND);
        const levels = await storedLevels(manager, company.id);
        const level = childLevelIn(levels, parent.level);
        if (!level) throw refusal(DEPARTMENT_ANSWERS, 'noCompanyStructure');
        this.require(actor, level, 'create');
        node = manager.create(Department, {
          companyId: company.id,
          parentId: parent.id,
          level,
          name: '',
          code: null,
          status: 'Active',
          timeZoneId: levels.find((l) => l.level === level)?.timeZone ?? null,
          punchCode: null,
          supervisorIds: [],
          holidayIds: [],
          jobIds: [],
          defaultPositionId: null,
          scheduleId: null,
          workPlaceIds: [],
          timeRoundingId: null,
          timeLeaveApproverId: null,
          payExportCode: null,
          rateExportCode: null,
          greentreeWeekly: false,
        });
      }
      if (changesSupervisorFields(actor.role, creating ? null : node, input)) {
        throw refusal(DEPARTMENT_ANSWERS, 'supervisorRestricted');
      }
      const zonesBefore = creating ? null : await employeeZones(manager, company.id);
      const wasActive = node.status === 'Active';
      await checkNodeReferences(manager, company.id, input);
      applySave(node, input, creating);
      await this.check(manager, company, node, wasActive);
      const saved = await manager.save(node);
      const events: NewEvent[] = [departmentChanged(saved)];
      if (zonesBefore) events.push(...(await zoneChangeEvents(manager, company.id, zonesBefore)));
      await this.events.write(manager, events);
      return saved.id;
    });
  }

  /**
   * Deletes the nodes, all or none: each must be the caller's company's (else 404), not the root, without
   * children that are not deleted with it, and without employees (of any status).
   */
  async delete(actor: Actor, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.dataSource.transaction(async (manager) => {
      const nodes = await manager.find(Department, {
        where: { companyId: actor.companyId, id: In(unique) },
        lock: { mode: 'pessimistic_write' },
      });
      if (nodes.length !== unique.length) throw new NotFoundException(NOT_FOUND);
      for (const node of nodes) {
        if (node.parentId === null) throw refusal(DEPARTMENT_ANSWERS, 'rootNotDeletable');
        this.require(actor, node.level, 'delete');
      }
      const [children] = (await manager.query(
        `SELECT count(*)::int AS n FROM "${s}".departments
          WHERE company_id = $1 AND parent_id = ANY($2::uuid[]) AND NOT (id = ANY($2::uuid[]))`,
        [actor.companyId, unique],
      )) as { n: number }[];
      if ((children?.n ?? 0) > 0) throw refusal(DEPARTMENT_ANSWERS, 'hasChildren');
      const [employees] = (await manager.query(
        `SELECT count(*)::int AS n FROM "${s}".employees WHERE company_id = $1 AND department_id = ANY($2::uuid[])`,
        [actor.companyId, unique],
      )) as { n: number }[];
      if ((employees?.n ?? 0) > 0) throw refusal(DEPARTMENT_ANSWERS, 'hasEmployee');

      const events: NewEvent[] = [];
      const pointing = await manager.find(Department, {
        where: { companyId: actor.companyId, defaultPositionId: In(unique) },
      });
      for (const other of pointing.filter((o) => !unique.includes(o.id))) {
        other.defaultPositionId = null;
        await manager.save(other);
        events.push(departmentChanged(other));
      }
      for (const node of childrenFirst(nodes)) {
        await manager.delete(Department, { id: node.id, companyId: actor.companyId });
        events.push(departmentChanged(node, true));
      }
      await this.events.write(manager, events);
    });
  }

  private require(actor: Actor, level: StructureLevel | null, action: Action): void {
    if (!mayOnLevel(actor.role, level, action)) {
      throw new ForbiddenException(`You do not have permission to ${action} ${resourceOf(level)}.`);
    }
  }

  private async company(manager: EntityManager, companyId: string): Promise<Company> {
    const company = await manager.findOneBy(Company, { id: companyId });
    if (!company) throw new NotFoundException('Warning: The company does not exist.');
    return company;
  }

  private async check(manager: EntityManager, company: Company, node: Department, wasActive: boolean): Promise<void> {
    const others = manager.getRepository(Department).createQueryBuilder('d').where('d.company_id = :companyId', {
      companyId: company.id,
    });
    if (node.id) others.andWhere('d.id <> :id', { id: node.id });
    const sameName = await others
      .clone()
      .andWhere('d.parent_id IS NOT DISTINCT FROM :parentId AND lower(d.name) = lower(:name)', {
        parentId: node.parentId,
        name: node.name,
      })
      .getExists();
    if (sameName) throw refusal(DEPARTMENT_ANSWERS, 'existName');
    if (node.code) {
      const sameCode = await others.clone().andWhere('lower(d.code) = lower(:code)', { code: node.code }).getExists();
      if (sameCode) throw refusal(DEPARTMENT_ANSWERS, 'existCode');
    }
    if (node.level === 'position' && company.settings.isPositionCodeEnabled && !node.punchCode) {
      throw refusal(DEPARTMENT_ANSWERS, 'missingPunchCode');
    }
    if (node.punchCode) {
      const samePunchCode = await others
        .clone()
        .andWhere('d.punch_code = :punchCode', { punchCode: node.punchCode })
        .getExists();
      if (samePunchCode) throw refusal(DEPARTMENT_ANSWERS, 'existPunchCode');
    }
    if (node.defaultPositionId) {
      const ok =
        node.id !== undefined &&
        (await manager.existsBy(Department, {
          id: node.defaultPositionId,
          companyId: company.id,
          parentId: node.id,
          level: 'position',
        }));
      if (!ok) throw refusal(DEPARTMENT_ANSWERS, 'invalidDefaultPosition');
    }
    if (node.id && wasActive && node.status === 'Inactive') {
      const [row] = (await manager.query(
        `WITH RECURSIVE sub AS (
           SELECT id FROM "${s}".departments WHERE id = $1 AND company_id = $2
           UNION ALL SELECT d.id FROM "${s}".departments d JOIN sub ON d.parent_id = sub.id
         )
         SELECT count(*)::int AS n FROM "${s}".employees
          WHERE company_id = $2 AND employee_status = 'Active' AND department_id IN (SELECT id FROM sub)`,
        [node.id, company.id],
      )) as { n: number }[];
      if ((row?.n ?? 0) > 0) throw refusal(DEPARTMENT_ANSWERS, 'hasEmployee');
    }
  }
}

/** The holidays, jobs, work sites and time rounding a node save names must be the company's own. */
function checkNodeReferences(manager: EntityManager, companyId: string, input: DepartmentSaveRequest): Promise<void> {
  return checkCompanyReferences(manager, companyId, [
    { field: 'holidayIds', entity: Holiday, ids: input.holidayIds, message: 'Choose holidays of this company.' },
    { field: 'jobIds', entity: Job, ids: input.jobIds, message: 'Choose jobs of this company.' },
    { field: 'workPlaceId', entity: Workplace, ids: input.workPlaceId, message: 'Choose work sites of this company.' },
    {
      field: 'timeRoundingId',
      entity: RoundingRuleSet,
      ids: input.timeRoundingId,
      message: 'Choose a time rounding of this company.',
    },
  ]);
}

function applySave(node: Department, input: DepartmentSaveRequest, creating: boolean): void {
  const set = <K extends keyof Department>(key: K, value: Department[K] | undefined): void => {
    if (value !== undefined) node[key] = value;
  };
  if (input.departmentName) node.name = input.departmentName;
  set('code', input.code);
  if (!creating && input.status) node.status = input.status;
  set('supervisorIds', input.supervisorIds && [...new Set(input.supervisorIds)]);
  set('holidayIds', input.holidayIds && [...new Set(input.holidayIds)]);
  set('jobIds', input.jobIds && [...new Set(input.jobIds)]);
  set('workPlaceIds', input.workPlaceId && [...new Set(input.workPlaceId)]);
  set('defaultPositionId', input.defaultPositionId);
  set('timeZoneId', input.timeZoneId);
  set('scheduleId', input.scheduleId);
  set('timeRoundingId', input.timeRoundingId);
  set('timeLeaveApproverId', input.timeLeaveApproverId);
  set('punchCode', input.punchCode);
  set('payExportCode', input.payExportCode);
  set('rateExportCode', input.rateExportCode);
  if (input.greentreeWeekly !== undefined && input.greentreeWeekly !== null) {
    node.greentreeWeekly = input.greentreeWeekly;
  }
}

/** The nodes ordered so that a node comes before its parent (when both are deleted). */
function childrenFirst(nodes: Department[]): Department[] {
  const ids = new Set(nodes.map((n) => n.id));
  const depth = (node: Department): number => {
    let d = 0;
    let parent = node.parentId;
    while (parent && ids.has(parent)) {
      d++;
      parent = nodes.find((n) => n.id === parent)?.parentId ?? null;
    }
    return d;
  };
  return [...nodes].sort((a, b) => depth(b) - depth(a));
}

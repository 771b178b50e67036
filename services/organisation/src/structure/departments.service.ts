import { DEPARTMENT_ANSWERS } from './department.answers.js';
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
import {
  applySave,
  childrenFirst,
  deleteRefusal,
  isStructureRoot,
  missingCreateFields,
  saveRefusal,
} from './department-rules.js';
import { departmentSaveFacts } from './department-save-facts.js';
import { departmentTree, type TreeFilter } from './department-tree.js';
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

  /** The tree from the root, filtered by status (department-tree.ts). */
  async tree(companyId: string, filter: TreeFilter): Promise<DepartmentNode[]> {
    const company = await this.company(this.dataSource.manager, companyId);
    const nodes = await this.dataSource.getRepository(Department).findBy({ companyId });
    const levels = await storedLevels(this.dataSource.manager, companyId);
    return departmentTree(nodes, filter, {
      structureName: company.settings.structureName,
      labelOf: (level) => labelIn(levels, level),
    });
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
        const missing = missingCreateFields(input);
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
      const facts = await departmentSaveFacts(manager, company.id, node, wasActive);
      const refused = saveRefusal(node, wasActive, company.settings.isPositionCodeEnabled, facts);
      if (refused) throw refusal(DEPARTMENT_ANSWERS, refused);
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
      if (nodes.some(isStructureRoot)) throw refusal(DEPARTMENT_ANSWERS, 'rootNotDeletable');
      for (const node of nodes) this.require(actor, node.level, 'delete');
      const [counted] = (await manager.query(
        `SELECT (SELECT count(*)::int FROM "${s}".departments
                  WHERE company_id = $1 AND parent_id = ANY($2::uuid[]) AND NOT (id = ANY($2::uuid[]))) AS children,
                (SELECT count(*)::int FROM "${s}".employees
                  WHERE company_id = $1 AND department_id = ANY($2::uuid[])) AS employees`,
        [actor.companyId, unique],
      )) as { children: number; employees: number }[];
      const refused = deleteRefusal(nodes, counted?.children ?? 0, counted?.employees ?? 0);
      if (refused) throw refusal(DEPARTMENT_ANSWERS, refused);

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

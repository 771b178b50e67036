import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, NODE_NOT_MANAGED, peopleScopeOf, scopeReachesNode } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../employees/employee-scope.js';
import { ORGANISATION } from '../organisation.constants.js';
import { Department } from '../structure/department.entity.js';
import { DepartmentFilterSelection } from './department-filter.entity.js';

const NODES = EMPLOYEE_SCOPE_COLUMNS.nodes;

/** The header's department filter (spec 000 §2): one chosen structure node per user of a company. */
@Injectable()
export class DepartmentFilterService {
  constructor(@InjectDataSource(ORGANISATION) private readonly dataSource: DataSource) {}

  /** The caller's chosen node, or null when none is chosen or the node no longer exists. */
  async selected(actor: Actor): Promise<string | null> {
    const row = await this.dataSource.getRepository(DepartmentFilterSelection).findOneBy({
      companyId: actor.companyId,
      userId: actor.userId,
    });
    if (!row?.departmentId) return null;
    const node = await this.dataSource
      .getRepository(Department)
      .existsBy({ id: row.departmentId, companyId: actor.companyId });
    if (!node) return null;
    return (await scopeReachesNode(this.dataSource, peopleScopeOf(actor), row.departmentId, NODES))
      ? row.departmentId
      : null;
  }

  /**
   * Chooses a node of the caller's company (null: no filter). Another company's node is not found; a Supervisor
   * may choose only the nodes they manage and those beneath them.
   */
  async select(actor: Actor, departmentId: string | null): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      if (departmentId && !(await manager.existsBy(Department, { id: departmentId, companyId: actor.companyId })))
        throw new NotFoundException('Department not found.');
      if (departmentId && !(await scopeReachesNode(manager, peopleScopeOf(actor), departmentId, NODES)))
        throw new ForbiddenException(NODE_NOT_MANAGED);
      await manager.upsert(
        DepartmentFilterSelection,
        { companyId: actor.companyId, userId: actor.userId, departmentId },
        ['companyId', 'userId'],
      );
      return departmentId;
    });
  }
}

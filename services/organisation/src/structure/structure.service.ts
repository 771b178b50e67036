import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { Company } from '../company/company.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { departmentChanged } from './department-events.js';
import { Department } from './department.entity.js';
import { childLevelIn } from './structure-level-rules.js';
import { storedLevels } from './structure-level-store.js';

export interface NewStructureNode {
  parentId: string;
  name: string;
  code?: string | null;
  timeZoneId?: string | null;
  punchCode?: string | null;
}

@Injectable()
export class StructureService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async root(companyId: string): Promise<Department> {
    const root = await this.dataSource
      .getRepository(Department)
      .createQueryBuilder('d')
      .where('d.company_id = :companyId AND d.parent_id IS NULL', { companyId })
      .getOne();
    if (!root) throw new NotFoundException('Warning: The company does not exist.');
    return root;
  }

  /** Creates a node under `parentId`, one level below it. */
  async createChild(companyId: string, input: NewStructureNode): Promise<Department> {
    return this.dataSource.transaction(async (manager) => {
      const parent = await manager.findOneBy(Department, { id: input.parentId, companyId });
      if (!parent) throw new NotFoundException('Warning: The department does not exist.');
      const level = childLevelIn(await storedLevels(manager, companyId), parent.level);
      if (!level) throw new BadRequestException('Can not create department under this company structure.');
      const node = await manager.save(
        manager.create(Department, {
          companyId,
          parentId: parent.id,
          level,
          name: input.name,
          code: input.code ?? null,
          status: 'Active',
          timeZoneId: input.timeZoneId ?? null,
          punchCode: input.punchCode ?? null,
        }),
      );
      await this.events.write(manager, [departmentChanged(node)]);
      return node;
    });
  }

  /** The zone of a node: its own, else the nearest ancestor's, else the company's. */
  async zoneOf(manager: EntityManager, companyId: string, departmentId: string | null): Promise<string> {
    let id = departmentId;
    for (let depth = 0; id && depth < 10; depth++) {
      const node = await manager.findOneBy(Department, { id, companyId });
      if (!node) break;
      if (node.timeZoneId) return node.timeZoneId;
      id = node.parentId;
    }
    const company = await manager.findOneByOrFail(Company, { id: companyId });
    return company.timeZoneId;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { Department } from '../structure/department.entity.js';
import type { PunchCodePosition } from './punch-code-lookups.answers.js';

/** The positions a punch code can name: Active positions whose ancestors are all Active, by path then name. */
@Injectable()
export class PunchCodePositionsService {
  constructor(@InjectDataSource(ORGANISATION) private readonly dataSource: DataSource) {}

  async positions(companyId: string): Promise<PunchCodePosition[]> {
    const nodes = await this.dataSource.getRepository(Department).findBy({ companyId });
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const positions: PunchCodePosition[] = [];
    for (const node of nodes) {
      if (node.level !== 'position' || node.status !== 'Active') continue;
      const names: string[] = [];
      let active = true;
      let parent = node.parentId ? byId.get(node.parentId) : undefined;
      for (let depth = 0; parent && parent.parentId && depth < 10; depth++) {
        if (parent.status !== 'Active') active = false;
        names.unshift(parent.name);
        parent = byId.get(parent.parentId);
      }
      if (active) positions.push({ id: node.id, name: node.name, punchCode: node.punchCode, path: names.join(' / ') });
    }
    return positions.sort((a, b) => a.path.localeCompare(b.path) || a.name.localeCompare(b.name));
  }
}

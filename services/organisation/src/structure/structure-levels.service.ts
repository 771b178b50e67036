import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import type { StructureLevel } from './department.entity.js';
import { levelRefusal, STRUCTURE_LEVEL_NOT_FOUND } from './structure-level.answers.js';
import { StructureLevelRow } from './structure-level.entity.js';
import { structureLevelsChanged } from './structure-level-events.js';
import { completeLevels, levelUpdateRefusal } from './structure-level-rules.js';
import type { StructureLevelUpdateItem } from './structure-level-update.request.js';

/** POST /structure/update: rename levels, set their zones, switch them on or off. */
@Injectable()
export class StructureLevelsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async update(companyId: string, items: StructureLevelUpdateItem[]): Promise<void> {
    if (items.length === 0) throw new BadRequestException('Send at least one level.');
    if (new Set(items.map((i) => i.id)).size !== items.length) {
      throw new BadRequestException('Each level may be sent once.');
    }
    await this.dataSource.transaction(async (manager) => {
      const rows = await manager.find(StructureLevelRow, {
        where: { companyId },
        lock: { mode: 'pessimistic_write' },
      });
      const before = completeLevels(rows);
      for (const item of items) {
        const row = rows.find((r) => r.id === item.id);
        if (!row) throw new NotFoundException(STRUCTURE_LEVEL_NOT_FOUND);
        row.labelName = item.labelName;
        row.timeZone = item.timeZone ?? null;
        row.isActive = item.isActive;
      }
      const after = completeLevels(rows);
      const counts = (await manager.query(
        `SELECT level, count(*)::int AS n FROM "${ORGANISATION}".departments
          WHERE company_id = $1 AND level IS NOT NULL GROUP BY level`,
        [companyId],
      )) as { level: StructureLevel; n: number }[];
      const refusal = levelUpdateRefusal(before, after, Object.fromEntries(counts.map((c) => [c.level, c.n])));
      if (refusal) throw levelRefusal(refusal);
      await manager.save(rows);
      await this.events.write(manager, [structureLevelsChanged(companyId, after)]);
    });
  }
}

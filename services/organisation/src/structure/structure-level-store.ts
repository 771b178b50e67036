import type { EntityManager } from 'typeorm';
import { completeLevels, defaultLevelSettings, type LevelSetting } from './structure-level-rules.js';
import { StructureLevelRow } from './structure-level.entity.js';
import { LEVELS } from './structure-levels.js';

/** The company's levels in chain order (defaults for any not stored). */
export async function storedLevels(manager: EntityManager, companyId: string): Promise<LevelSetting[]> {
  const rows = await manager.findBy(StructureLevelRow, { companyId });
  return completeLevels(rows);
}

/** The level rows of a new company: all four on, named as the spec names them. */
export function newCompanyLevelRows(manager: EntityManager, companyId: string): StructureLevelRow[] {
  return defaultLevelSettings().map((setting) => manager.create(StructureLevelRow, { companyId, ...setting }));
}

/** The company's stored level rows in chain order. */
export async function storedLevelRows(manager: EntityManager, companyId: string): Promise<StructureLevelRow[]> {
  const rows = await manager.findBy(StructureLevelRow, { companyId });
  return LEVELS.flatMap((level) => rows.filter((r) => r.level === level));
}

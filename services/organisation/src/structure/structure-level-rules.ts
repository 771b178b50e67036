import type { StructureLevel } from './department.entity.js';
import { LEVEL_LABELS, LEVELS } from './structure-levels.js';

/** A level as the rules see it. */
export interface LevelSetting {
  level: StructureLevel;
  labelName: string;
  timeZone: string | null;
  isActive: boolean;
}

export const LEVEL_LABEL_MAX = 50;

/** The levels a company starts with: all four on, named as the spec names them, no time zone of their own. */
export function defaultLevelSettings(): LevelSetting[] {
  return LEVELS.map((level) => ({ level, labelName: LEVEL_LABELS[level], timeZone: null, isActive: true }));
}

/** A copy of the stored levels in chain order, with a default for any level not stored. */
export function completeLevels(stored: readonly LevelSetting[]): LevelSetting[] {
  return LEVELS.map((level) => {
    const found = stored.find((s) => s.level === level);
    return found
      ? { level, labelName: found.labelName, timeZone: found.timeZone, isActive: found.isActive }
      : { level, labelName: LEVEL_LABELS[level], timeZone: null, isActive: true };
  });
}

/**
 * The level a new child of a node of `parentLevel` (null: the root) has: the next level down the chain that is
 * on. Position is always on, so every level but Position has a child level.
 */
export function childLevelIn(
  levels: readonly LevelSetting[],
  parentLevel: StructureLevel | null,
): StructureLevel | null {
  const start = parentLevel === null ? 0 : LEVELS.indexOf(parentLevel) + 1;
  for (const level of LEVELS.slice(start)) {
    if (completeLevels(levels).find((l) => l.level === level)?.isActive) return level;
  }
  return null;
}

/** The level above `level` in the chain of levels that are on (null: the company root). */
export function parentLevelIn(levels: readonly LevelSetting[], level: StructureLevel): StructureLevel | null {
  const above = LEVELS.slice(0, LEVELS.indexOf(level)).reverse();
  return above.find((l) => completeLevels(levels).find((s) => s.level === l)?.isActive) ?? null;
}

/** The name a level is shown with: its label, or 'Company' for the root. */
export function labelIn(levels: readonly LevelSetting[], level: StructureLevel | null): string {
  if (level === null) return 'Company';
  return completeLevels(levels).find((l) => l.level === level)?.labelName ?? LEVEL_LABELS[level];
}

export type LevelRefusal =
  | { code: 'lastLevelRequired' }
  | { code: 'levelHasNodes'; level: StructureLevel; labelName: string; nodes: number }
  | { code: 'existLabelName'; labelName: string };

/**
 * Why the levels after an update may not be saved: the last level (Position) cannot be off; a level that has
 * nodes cannot be switched off (move or delete them first); two levels may not share a name. `nodeCounts` is
 * the number of nodes of each level.
 */
export function levelUpdateRefusal(
  before: readonly LevelSetting[],
  after: readonly LevelSetting[],
  nodeCounts: Partial<Record<StructureLevel, number>>,
): LevelRefusal | null {
  const last = LEVELS[LEVELS.length - 1];
  if (after.some((l) => l.level === last && !l.isActive)) return { code: 'lastLevelRequired' };
  for (const level of after) {
    const wasActive = before.find((b) => b.level === level.level)?.isActive ?? true;
    const nodes = nodeCounts[level.level] ?? 0;
    if (wasActive && !level.isActive && nodes > 0) {
      return { code: 'levelHasNodes', level: level.level, labelName: level.labelName, nodes };
    }
  }
  const seen = new Set<string>();
  for (const level of after) {
    const key = level.labelName.trim().toLowerCase();
    if (seen.has(key)) return { code: 'existLabelName', labelName: level.labelName };
    seen.add(key);
  }
  return null;
}

import type { CompanyStructureLevel, StructureLevelUpdateItem } from '@rollcall/api-client';

export interface LevelRowValues {
  id: string;
  level: string;
  labelName: string;
  timeZone: string;
  isActive: boolean;
}

const LEVEL_TITLES: Record<string, string> = {
  division: 'Division',
  branch: 'Branch',
  department: 'Department',
  position: 'Position',
};

export function levelTitle(level: string): string {
  return LEVEL_TITLES[level] ?? level;
}

export function levelRows(levels: CompanyStructureLevel[]): LevelRowValues[] {
  return levels.map((l) => ({
    id: l.id,
    level: l.level,
    labelName: l.labelName,
    timeZone: l.timeZone ?? '',
    isActive: l.isActive,
  }));
}

/** The last level's switch is disabled: it is always on. */
export function isSwitchLocked(rows: LevelRowValues[], index: number): boolean {
  return index === rows.length - 1;
}

/** Each row's name message (names are required). */
export function levelRowErrors(rows: LevelRowValues[], nameRequired: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of rows) if (!row.labelName.trim()) errors[row.id] = nameRequired;
  return errors;
}

export function levelUpdateBody(rows: LevelRowValues[]): StructureLevelUpdateItem[] {
  return rows.map((r) => ({
    id: r.id,
    labelName: r.labelName.trim(),
    timeZone: r.timeZone || null,
    isActive: r.isActive,
  }));
}

type Level = 'division' | 'branch' | 'department' | 'position';
const CHAIN: Level[] = ['division', 'branch', 'department', 'position'];

/** Whether a stored level is on; a level not (yet) loaded counts as on. */
function isOn(levels: readonly { level: string; isActive: boolean }[], level: Level): boolean {
  return levels.find((l) => l.level === level)?.isActive ?? true;
}

/** The level a new child of a `level` node has: the next level down that is on (null: a position has none). */
export function childLevelIn(
  levels: readonly { level: string; isActive: boolean }[],
  level: Level | null,
): Level | null {
  const start = level === null ? 0 : CHAIN.indexOf(level) + 1;
  return CHAIN.slice(start).find((l) => isOn(levels, l)) ?? null;
}

/** The name a level is shown with: its stored labelName, else the spec's name; 'Company' for the root. */
export function levelNameIn(levels: readonly { level: string; labelName: string }[], level: Level | null): string {
  if (level === null) return 'Company';
  return levels.find((l) => l.level === level)?.labelName || levelTitle(level);
}

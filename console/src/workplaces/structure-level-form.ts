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

import type { CompanyStructureLevel } from '@rollcall/api-client';
import {
  childLevelIn,
  isSwitchLocked,
  levelNameIn,
  levelRowErrors,
  levelRows,
  levelTitle,
  levelUpdateBody,
} from './structure-level-form';

const levels: CompanyStructureLevel[] = ['division', 'branch', 'department', 'position'].map((level, i) => ({
  id: `id${i}`,
  level: level as CompanyStructureLevel['level'],
  name: level,
  labelName: levelTitle(level),
  timeZone: i === 0 ? 'Pacific/Auckland' : null,
  isActive: true,
  parentLevel: null,
  canCreate: true,
}));

describe('structure level form rules', () => {
  it('edits each level’s name, zone and switch', () => {
    const rows = levelRows(levels);
    expect(rows[0]).toEqual({
      id: 'id0',
      level: 'division',
      labelName: 'Division',
      timeZone: 'Pacific/Auckland',
      isActive: true,
    });
    expect(rows[1]?.timeZone).toBe('');
  });

  it('locks only the last level’s switch', () => {
    const rows = levelRows(levels);
    expect(rows.map((_, i) => isSwitchLocked(rows, i))).toEqual([false, false, false, true]);
  });

  it('requires every name and sends a blank zone as null', () => {
    const rows = levelRows(levels).map((r) => (r.level === 'branch' ? { ...r, labelName: ' ', isActive: false } : r));
    expect(levelRowErrors(rows, 'required')).toEqual({ id1: 'required' });
    expect(levelUpdateBody(rows)[1]).toEqual({ id: 'id1', labelName: '', timeZone: null, isActive: false });
  });
});

describe('structure level chain and names', () => {
  const off = (...names: string[]) => levels.map((l) => ({ ...l, isActive: !names.includes(l.level) }));

  it('follows the levels that are on', () => {
    expect(childLevelIn(levels, null)).toBe('division');
    expect(childLevelIn(off('branch'), 'division')).toBe('department');
    expect(childLevelIn(off('division', 'branch'), null)).toBe('department');
    expect(childLevelIn(levels, 'position')).toBeNull();
    expect(childLevelIn([], 'branch')).toBe('department');
  });

  it('names levels by their labelName, the root Company', () => {
    const renamed = levels.map((l) => (l.level === 'division' ? { ...l, labelName: 'Region' } : l));
    expect(levelNameIn(renamed, 'division')).toBe('Region');
    expect(levelNameIn([], 'branch')).toBe('Branch');
    expect(levelNameIn(renamed, null)).toBe('Company');
  });
});

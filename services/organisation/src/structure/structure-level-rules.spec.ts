import {
  childLevelIn,
  completeLevels,
  defaultLevelSettings,
  labelIn,
  type LevelSetting,
  levelUpdateRefusal,
  parentLevelIn,
} from './structure-level-rules.js';

const withOff = (...off: string[]): LevelSetting[] =>
  defaultLevelSettings().map((l) => ({ ...l, isActive: !off.includes(l.level) }));

describe('structure level rules', () => {
  it('starts every company with the four levels on and named as the spec names them', () => {
    expect(defaultLevelSettings()).toEqual([
      { level: 'division', labelName: 'Division', timeZone: null, isActive: true },
      { level: 'branch', labelName: 'Branch', timeZone: null, isActive: true },
      { level: 'department', labelName: 'Department', timeZone: null, isActive: true },
      { level: 'position', labelName: 'Position', timeZone: null, isActive: true },
    ]);
  });

  it('fills levels that are not stored with their defaults, in chain order', () => {
    const stored: LevelSetting[] = [{ level: 'branch', labelName: 'Region', timeZone: 'UTC', isActive: false }];
    expect(completeLevels(stored).map((l) => [l.level, l.labelName, l.isActive])).toEqual([
      ['division', 'Division', true],
      ['branch', 'Region', false],
      ['department', 'Department', true],
      ['position', 'Position', true],
    ]);
  });

  it('gives a child the next level down with every level on', () => {
    const levels = defaultLevelSettings();
    expect(childLevelIn(levels, null)).toBe('division');
    expect(childLevelIn(levels, 'division')).toBe('branch');
    expect(childLevelIn(levels, 'branch')).toBe('department');
    expect(childLevelIn(levels, 'department')).toBe('position');
    expect(childLevelIn(levels, 'position')).toBeNull();
  });

  it('skips levels that are off', () => {
    expect(childLevelIn(withOff('branch'), 'division')).toBe('department');
    expect(childLevelIn(withOff('division', 'branch'), null)).toBe('department');
    expect(childLevelIn(withOff('division', 'branch', 'department'), null)).toBe('position');
    expect(parentLevelIn(withOff('branch'), 'department')).toBe('division');
    expect(parentLevelIn(withOff('division'), 'branch')).toBeNull();
  });

  it('shows a level by its label and the root as Company', () => {
    const levels = defaultLevelSettings().map((l) => (l.level === 'division' ? { ...l, labelName: 'Region' } : l));
    expect(labelIn(levels, 'division')).toBe('Region');
    expect(labelIn(levels, 'position')).toBe('Position');
    expect(labelIn(levels, null)).toBe('Company');
  });

  it('refuses switching off the last level', () => {
    expect(levelUpdateRefusal(defaultLevelSettings(), withOff('position'), {})).toEqual({ code: 'lastLevelRequired' });
  });

  it('refuses switching off a level that has nodes, and allows it when it has none', () => {
    expect(levelUpdateRefusal(defaultLevelSettings(), withOff('branch'), { branch: 2 })).toEqual({
      code: 'levelHasNodes',
      level: 'branch',
      labelName: 'Branch',
      nodes: 2,
    });
    expect(levelUpdateRefusal(defaultLevelSettings(), withOff('branch'), { division: 3, department: 1 })).toBeNull();
  });

  it('lets a level that is already off stay off, and one be switched back on', () => {
    expect(levelUpdateRefusal(withOff('branch'), withOff('branch'), { branch: 1 })).toBeNull();
    expect(levelUpdateRefusal(withOff('branch'), defaultLevelSettings(), { department: 1 })).toBeNull();
  });

  it('refuses two levels with the same name, ignoring case', () => {
    const after = defaultLevelSettings().map((l) => (l.level === 'branch' ? { ...l, labelName: 'division ' } : l));
    expect(levelUpdateRefusal(defaultLevelSettings(), after, {})).toEqual({
      code: 'existLabelName',
      labelName: 'division ',
    });
  });
});

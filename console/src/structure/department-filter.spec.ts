import type { DepartmentNode } from './structure-queries';
import { ALL_DEPARTMENTS, choosableIds, effectiveDepartmentIds, selectedLabel, subtreeIds } from './department-filter';

const node = (key: string, level: DepartmentNode['level'], children: DepartmentNode[] = []): DepartmentNode => ({
  key,
  title: `Node ${key}`,
  level,
  status: 'Active',
  parent: null,
  children,
});

const tree = [
  node('root', null, [
    node('north', 'division', [node('akl', 'branch', [node('ops', 'department', [node('driver', 'position')])])]),
    node('south', 'division', [node('chc', 'branch')]),
  ]),
];

describe('the header department filter', () => {
  it('takes a node and everything under it', () => {
    expect(subtreeIds(tree, 'akl')).toEqual(['akl', 'ops', 'driver']);
    expect(subtreeIds(tree, 'driver')).toEqual(['driver']);
    expect(subtreeIds(tree, 'south')).toEqual(['south', 'chc']);
  });

  it('offers everything, or a Supervisor the nodes they manage and those under them', () => {
    expect(choosableIds(tree, null)).toBeNull();
    expect([...(choosableIds(tree, ['ops', 'south']) ?? [])].sort()).toEqual(['chc', 'driver', 'ops', 'south']);
    expect([...(choosableIds(tree, []) ?? [])]).toEqual([]);
  });

  it('takes nothing for an unknown node', () => {
    expect(subtreeIds(tree, 'gone')).toEqual([]);
  });

  it('gives way to a list’s own department filter', () => {
    expect(effectiveDepartmentIds(['chc'], ['akl', 'ops'])).toEqual(['chc']);
    expect(effectiveDepartmentIds([], ['akl', 'ops'])).toEqual(['akl', 'ops']);
    expect(effectiveDepartmentIds([], [])).toEqual([]);
  });

  it('names the choice, or all departments without one', () => {
    expect(selectedLabel(tree, 'ops')).toBe('Node ops');
    expect(selectedLabel(tree, null)).toBe(ALL_DEPARTMENTS);
    expect(selectedLabel(tree, 'gone')).toBe(ALL_DEPARTMENTS);
  });
});

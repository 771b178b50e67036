import { childLevel, findNode, flatten } from './tree';

const tree = [
  {
    key: 'r',
    title: 'Root',
    level: null,
    status: 'Active',
    parent: null,
    children: [{ key: 'd', title: 'North', level: 'division' as const, status: 'Active', parent: 'r', children: [] }],
  },
];

describe('structure tree', () => {
  it('flattens with depth', () => {
    expect(flatten(tree).map((n) => [n.id, n.depth])).toEqual([
      ['r', 0],
      ['d', 1],
    ]);
  });
  it('names the level a child gets', () => {
    expect(childLevel(null)).toBe('division');
    expect(childLevel('department')).toBe('position');
    expect(childLevel('position')).toBeNull();
  });
  it('finds a node', () => {
    expect(findNode(tree, 'd')?.title).toBe('North');
  });
});

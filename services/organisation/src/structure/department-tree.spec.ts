import { Department } from './department.entity.js';
import { departmentTree } from './department-tree.js';

const node = (id: string, parentId: string | null, name: string, status: 'Active' | 'Inactive' = 'Active') =>
  Object.assign(new Department(), { id, parentId, name, status, level: parentId ? 'division' : null, code: null });

const nodes = [
  node('root', null, 'Company'),
  node('b', 'root', 'North'),
  node('a', 'root', 'East', 'Inactive'),
  node('a1', 'a', 'East Yard'),
  node('b1', 'b', 'North Yard', 'Inactive'),
];
const names = { structureName: 'Department', labelOf: () => 'Division' };
const titles = (tree: ReturnType<typeof departmentTree>): unknown[] =>
  tree.map((n) => (n.children.length ? [n.title, titles(n.children)] : n.title));

describe('department tree', () => {
  it('shows every node, children by name', () => {
    expect(titles(departmentTree(nodes, 'All', names))).toEqual([
      [
        'Company',
        [
          ['East', ['East Yard']],
          ['North', ['North Yard']],
        ],
      ],
    ]);
  });

  it('Active: leaves out Inactive nodes and everything under them', () => {
    expect(titles(departmentTree(nodes, 'Active', names))).toEqual([['Company', ['North']]]);
  });

  it('Inactive: the Inactive nodes and the nodes that lead to them', () => {
    // East Yard is Active itself: it shows under All, not here
    expect(titles(departmentTree(nodes, 'Inactive', names))).toEqual([
      ['Company', ['East', ['North', ['North Yard']]]],
    ]);
  });
});

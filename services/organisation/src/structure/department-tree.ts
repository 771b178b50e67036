import type { Department, StructureLevel } from './department.entity.js';
import type { DepartmentNode } from './structure.answers.js';

export type TreeFilter = 'All' | 'Active' | 'Inactive';

/**
 * The tree from the root. Active: the Active nodes whose ancestors are all Active. Inactive: the Inactive nodes
 * and the ancestors that lead to them. The root is always there. Children are sorted by name.
 */
export function departmentTree(
  nodes: readonly Department[],
  filter: TreeFilter,
  names: { structureName: string; labelOf: (level: StructureLevel | null) => string },
): DepartmentNode[] {
  const byParent = new Map<string | null, Department[]>();
  for (const node of nodes) byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node]);
  const build = (node: Department, ancestorsActive: boolean): DepartmentNode | null => {
    const isRoot = node.parentId === null;
    const active = ancestorsActive && (isRoot || node.status === 'Active');
    if (filter === 'Active' && !active) return null;
    const children = (byParent.get(node.id) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((child) => build(child, active))
      .filter((child): child is DepartmentNode => child !== null);
    if (filter === 'Inactive' && !isRoot && node.status !== 'Inactive' && children.length === 0) return null;
    return {
      key: node.id,
      title: node.name,
      level: node.level,
      status: node.status,
      parent: node.parentId,
      structureName: names.structureName,
      labelName: names.labelOf(node.level),
      code: node.code,
      punchCode: node.punchCode,
      children,
    };
  };
  const roots = byParent.get(null) ?? [];
  return roots.map((root) => build(root, true)).filter((n): n is DepartmentNode => n !== null);
}

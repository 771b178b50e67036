import type { DepartmentNode, Level } from './structure-queries';

// The company structure tree as plain functions.

export interface FlatNode {
  id: string;
  title: string;
  level: Level | null;
  depth: number;
  status: string;
}

export function flatten(nodes: DepartmentNode[], depth = 0, out: FlatNode[] = []): FlatNode[] {
  for (const n of nodes) {
    out.push({ id: n.key, title: n.title, level: n.level, depth, status: n.status });
    flatten(n.children ?? [], depth + 1, out);
  }
  return out;
}

/** The create permission an add-child action needs (spec 000 §6), null for a position (no children). */
export function childLevel(level: Level | null): Level | null {
  switch (level) {
    case null:
      return 'division';
    case 'division':
      return 'branch';
    case 'branch':
      return 'department';
    case 'department':
      return 'position';
    default:
      return null;
  }
}

export const LEVEL_NAMES: Record<Level, string> = {
  division: 'Division',
  branch: 'Branch',
  department: 'Department',
  position: 'Position',
};

export function findNode(nodes: DepartmentNode[], id: string): DepartmentNode | undefined {
  for (const n of nodes) {
    if (n.key === id) return n;
    const inner = findNode(n.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

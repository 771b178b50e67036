import type { DepartmentNode } from './structure-queries';

// The header's department filter (spec 000 §2). The rule this console follows (docs/api.md "Department filter"):
// a list with no department filter of its own shows the chosen node and every node under it; no choice, or a
// chosen node that is gone, means every department.

/** The id of `id` and of every node under it; empty when no node has that id. */
export function subtreeIds(nodes: readonly DepartmentNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.key === id) return collect(node);
    const below = subtreeIds(node.children, id);
    if (below.length) return below;
  }
  return [];
}

function collect(node: DepartmentNode): string[] {
  return [node.key, ...node.children.flatMap(collect)];
}

/**
 * The nodes the header offers: every node, or for a Supervisor (`managed` not null) the nodes they manage and every
 * node under them (the server refuses the others: docs/api.md "Who sees whose records").
 */
export function choosableIds(nodes: readonly DepartmentNode[], managed: readonly string[] | null): Set<string> | null {
  if (managed === null) return null;
  return new Set(managed.flatMap((id) => subtreeIds(nodes, id)));
}

/** A list's department ids: its own when it has some, else the header filter's subtree (maybe none: all). */
export function effectiveDepartmentIds(own: readonly string[], headerSubtree: readonly string[]): string[] {
  return own.length ? [...own] : [...headerSubtree];
}

/** The name the header shows for the choice. */
export function selectedLabel(nodes: readonly DepartmentNode[], id: string | null): string {
  if (!id) return ALL_DEPARTMENTS;
  return findNode(nodes, id)?.title ?? ALL_DEPARTMENTS;
}

export const ALL_DEPARTMENTS = 'All departments';

function findNode(nodes: readonly DepartmentNode[], id: string): DepartmentNode | undefined {
  for (const node of nodes) {
    if (node.key === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

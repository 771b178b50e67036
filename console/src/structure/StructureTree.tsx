import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from 'wouter';
import type { DepartmentNode, TreeStatus } from './structure-queries';
import { navigate } from '../app/routing/hash-location';
import { usePermissions } from '../session/use-permissions';
import { useStructureLevels } from '../workplaces/use-structure-levels';
import { setTreeFilter } from './use-tree-filter';

const FILTERS: TreeStatus[] = ['All', 'Active', 'Inactive'];

/** The left "Company Structure" tree with its filter popover and an add-child action per node (spec 000 §2, §6). */
export function StructureTree({
  nodes,
  selected,
  filter,
  loading,
  error,
}: {
  nodes: DepartmentNode[];
  selected: string | undefined;
  filter: TreeStatus;
  loading: boolean;
  error: string | undefined;
}) {
  const permissions = usePermissions();
  const levels = useStructureLevels();
  const render = (node: DepartmentNode, depth: number) => {
    const child = levels.childOf(node.level);
    const canAdd = child !== null && permissions.can(child, 'create');
    const active = node.key === selected;
    return (
      <li key={node.key}>
        <div
          className={`group flex items-center gap-1 rounded px-1 ${active ? 'bg-primary-soft text-primary' : 'hover:bg-canvas'}`}
          style={{ paddingLeft: depth * 16 + 4 }}
        >
          <Link
            href={`/mydetail/company/department/${node.key}`}
            data-testid="tree-node"
            className={`flex-1 truncate py-1 ${node.status !== 'Active' ? 'text-muted line-through' : ''}`}
            title={node.labelName ?? levels.nameOf(node.level)}
          >
            {node.title}
          </Link>
          {canAdd && (
            <Link
              href={`/mydetail/company/department/${node.key}/create`}
              aria-label={`Add ${levels.nameOf(child)} under ${node.title}`}
              className="px-1 text-primary opacity-60 hover:opacity-100"
            >
              +
            </Link>
          )}
        </div>
        {node.children?.length > 0 && <ul>{node.children.map((c) => render(c, depth + 1))}</ul>}
      </li>
    );
  };
  return (
    <aside className="w-80 shrink-0 rounded-lg bg-white p-4">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-base font-bold">Company Structure</h2>
        <Popover className="relative">
          <PopoverButton className="h-8 rounded-md border border-line px-3 hover:border-primary">
            {filter}
          </PopoverButton>
          <PopoverPanel
            anchor="bottom end"
            className="z-40 mt-1 flex w-32 flex-col rounded-md border border-line bg-white py-1 shadow-lg"
          >
            {({ close }) => (
              <>
                {FILTERS.map((f) => (
                  <button
                    key={f}
                    type="button"
                    className={`px-3 py-1.5 text-left hover:bg-canvas ${f === filter ? 'font-semibold text-primary' : ''}`}
                    onClick={() => {
                      setTreeFilter(f);
                      close();
                      navigate('/mydetail/company');
                    }}
                  >
                    {f}
                  </button>
                ))}
              </>
            )}
          </PopoverPanel>
        </Popover>
      </div>
      {loading && <p className="text-muted">Loading…</p>}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      {!loading && !error && nodes.length === 0 && <p className="text-muted">No {filter.toLowerCase()} nodes</p>}
      <ul className="max-h-[70vh] overflow-auto">{nodes.map((n) => render(n, 0))}</ul>
    </aside>
  );
}

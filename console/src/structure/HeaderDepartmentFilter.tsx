import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useProfile } from '../session/use-profile';
import { flatten } from './tree';
import { useDepartmentTree } from './use-department-tree';
import { ALL_DEPARTMENTS, choosableIds, selectedLabel } from './department-filter';
import { useDepartmentFilter, useSelectDepartment } from './use-department-filter';

/**
 * The header's department filter: a tree select of GET /api/departments (Active nodes; a Supervisor's own nodes);
 * the choice is kept.
 */
export function HeaderDepartmentFilter() {
  const filter = useDepartmentFilter();
  // an Employee has no department filter, and the tree would be refused (403) on every page
  const tree = useDepartmentTree('Active', filter.allowed);
  const select = useSelectDepartment();
  const profile = useProfile();
  if (!filter.allowed) return null;
  // until the profile says whose nodes these are, offer none
  const choosable = choosableIds(tree.data ?? [], profile.data ? profile.data.managedDepartmentIds : []);
  const nodes = flatten(tree.data ?? []).filter((n) => n.level !== null && (choosable?.has(n.id) ?? true));
  const label = selectedLabel(tree.data ?? [], filter.selectedId);
  const choice = (id: string | null, title: string, depth: number, close: () => void) => (
    <button
      key={id ?? 'all'}
      type="button"
      role="option"
      aria-selected={filter.selectedId === id}
      className={`block w-full truncate rounded px-2 py-1 text-left hover:bg-primary/10 ${
        filter.selectedId === id ? 'bg-primary/15 font-semibold text-primary' : ''
      }`}
      style={{ paddingLeft: 8 + depth * 14 }}
      disabled={select.isPending}
      onClick={() => {
        close();
        if (filter.selectedId !== id) select.mutate(id);
      }}
    >
      {title}
    </button>
  );
  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="department-filter"
        title="Department filter"
        className="flex h-9 max-w-[240px] items-center gap-1 rounded-md border border-white/40 px-3 text-white hover:bg-white/10"
      >
        <span className="truncate">{label}</span>
        <span aria-hidden>▾</span>
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 mt-1 max-h-[400px] w-[280px] overflow-auto rounded-md border border-line bg-white p-2 text-ink shadow-lg"
      >
        {({ close }) => (
          <div role="listbox" aria-label="Departments">
            {choice(null, ALL_DEPARTMENTS, 0, close)}
            {tree.isPending && <span className="block px-2 py-1 text-muted">Loading…</span>}
            {nodes.map((n) => choice(n.id, n.title, n.depth - 1, close))}
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}

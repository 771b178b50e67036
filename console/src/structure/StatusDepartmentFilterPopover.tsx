import { useState } from 'react';
import { SearchPopover } from '../kit/forms/SearchPopover';
import { StatusSelect } from '../kit/StatusSelect';
import { flatten } from './tree';
import { useDepartmentTree } from './use-department-tree';

export interface StatusDepartmentFilters<S extends string> {
  status: S;
  departmentIds: string[];
}

/** The lists' search popover (width 270, form 248): one status and any number of structure nodes. */
export function StatusDepartmentFilterPopover<S extends string>({
  statuses,
  defaultStatus,
  filters,
  onApply,
}: {
  statuses: readonly S[];
  defaultStatus: S;
  filters: StatusDepartmentFilters<S>;
  onApply: (filters: StatusDepartmentFilters<S>) => void;
}) {
  const tree = useDepartmentTree('Active');
  const nodes = flatten(tree.data ?? []).filter((n) => n.level !== null);
  const [status, setStatus] = useState<S>(filters.status);
  const [ids, setIds] = useState<string[]>(filters.departmentIds);
  return (
    <SearchPopover
      label={`Search${filters.departmentIds.length ? ` (${filters.departmentIds.length})` : ''}: ${filters.status}`}
      onReset={() => {
        setStatus(defaultStatus);
        setIds([]);
      }}
      onSearch={() => onApply({ status, departmentIds: ids })}
    >
      <StatusSelect label="Status" ariaLabel="Status filter" statuses={statuses} value={status} onChange={setStatus} />
      <span className="font-semibold">Departments</span>
      <div className="max-h-[400px] overflow-auto rounded-md border border-line p-2">
        {nodes.length === 0 && <span className="text-muted">{tree.isPending ? 'Loading…' : 'No departments'}</span>}
        {nodes.map((n) => (
          <label key={n.id} className="flex items-center gap-2" style={{ paddingLeft: (n.depth - 1) * 12 }}>
            <input
              type="checkbox"
              checked={ids.includes(n.id)}
              onChange={(e) => setIds(e.target.checked ? [...ids, n.id] : ids.filter((i) => i !== n.id))}
            />
            {n.title}
          </label>
        ))}
      </div>
    </SearchPopover>
  );
}

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '../api/organisation';
import { Button } from '../components/Button';
import { flatten } from '../structure/tree';
import { useDepartmentTree } from '../structure/use-department-tree';
import type { EmployeeFilters } from './employee-filters';

/** The search popover (width 270, form 248): status and departments. */
export function EmployeeFilterPopover({
  filters,
  onApply,
}: {
  filters: EmployeeFilters;
  onApply: (filters: EmployeeFilters) => void;
}) {
  const tree = useDepartmentTree('Active');
  const nodes = flatten(tree.data ?? []).filter((n) => n.level !== null);
  const [status, setStatus] = useState<EmployeeStatus>(filters.status);
  const [ids, setIds] = useState<string[]>(filters.departmentIds);
  return (
    <Popover className="relative">
      <PopoverButton className="h-9 rounded-md border border-line bg-white px-3 hover:border-primary">
        Search{filters.departmentIds.length ? ` (${filters.departmentIds.length})` : ''}: {filters.status}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 mt-1 w-[270px] rounded-md border border-line bg-white p-3 shadow-lg"
      >
        {({ close }) => (
          <div className="flex w-[248px] flex-col gap-2">
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Status</span>
              <select
                aria-label="Status filter"
                className="h-9 rounded-md border border-line px-2"
                value={status}
                onChange={(e) => setStatus(e.target.value as EmployeeStatus)}
              >
                {EMPLOYEE_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <span className="font-semibold">Departments</span>
            <div className="max-h-[400px] overflow-auto rounded-md border border-line p-2">
              {nodes.length === 0 && (
                <span className="text-muted">{tree.isPending ? 'Loading…' : 'No departments'}</span>
              )}
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
            <div className="flex justify-end gap-2">
              <Button
                onClick={() => {
                  setStatus('Active');
                  setIds([]);
                }}
              >
                Reset
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  onApply({ status, departmentIds: ids });
                  close();
                }}
              >
                Search
              </Button>
            </div>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}

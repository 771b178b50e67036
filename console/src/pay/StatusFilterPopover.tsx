import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { Button } from '../components/Button';

export type StatusFilter = 'Active' | 'Inactive' | 'All';

/** The list's status query (spec 002: default status=true). */
export function statusQuery(filter: StatusFilter): { status?: boolean } {
  return filter === 'All' ? {} : { status: filter === 'Active' };
}

/** The pay lists' search popover: one status, Active by default. */
export function StatusFilterPopover({ value, onApply }: { value: StatusFilter; onApply: (v: StatusFilter) => void }) {
  const [status, setStatus] = useState<StatusFilter>(value);
  return (
    <Popover className="relative">
      <PopoverButton className="h-9 rounded-md border border-line bg-white px-3 hover:border-primary">
        Search: {value}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 mt-1 w-[270px] rounded-md border border-line bg-white p-3 shadow-lg"
      >
        {({ close }) => (
          <div className="flex flex-col gap-2">
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Status</span>
              <select
                aria-label="Status filter"
                className="h-9 rounded-md border border-line px-2"
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
              >
                <option>Active</option>
                <option>Inactive</option>
                <option>All</option>
              </select>
            </label>
            <div className="flex justify-end gap-2">
              <Button onClick={() => setStatus('Active')}>Reset</Button>
              <Button
                variant="primary"
                onClick={() => {
                  onApply(status);
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

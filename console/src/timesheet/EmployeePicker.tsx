import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';
import type { EmployeeOption } from '../employees/employee-options';
import { useEmployeeSearch } from './use-employee-options';

/** Chooses the employee whose timesheet is shown; typing searches on the server, a page of matches at a time. */
export function EmployeePicker({
  employeeId,
  shown,
  onChange,
}: {
  /** The employee in the address ('' for none). */
  employeeId: string;
  /** That employee's option, once the timesheet has loaded. */
  shown: EmployeeOption | null;
  onChange: (employeeId: string) => void;
}) {
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<EmployeeOption | null>(null);
  const found = useEmployeeSearch(filter);
  const options = found.data?.options ?? [];
  const more = (found.data?.total ?? 0) - options.length;
  const value = shown ?? (chosen?.id === employeeId ? chosen : null);
  return (
    <Combobox
      immediate
      value={value}
      by="id"
      onChange={(option: EmployeeOption | null) => {
        if (!option) return;
        setChosen(option);
        onChange(option.id);
      }}
      onClose={() => setFilter('')}
    >
      <div className="relative w-72">
        <ComboboxInput
          aria-label="Employee"
          data-testid="employee-picker"
          placeholder={found.isPending ? 'Loading employees…' : 'Choose an employee'}
          displayValue={(option: EmployeeOption | null) => option?.label ?? ''}
          onChange={(event) => setFilter(event.target.value)}
          className="h-9 w-full rounded-md border border-line bg-white pr-8 pl-3 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        />
        <ComboboxButton className="absolute inset-y-0 right-0 px-2.5 text-muted" aria-label="Show employees">
          ▾
        </ComboboxButton>
      </div>
      <ComboboxOptions
        data-testid="employee-options"
        data-search={found.isPlaceholderData ? undefined : found.data?.search}
        anchor="bottom start"
        className="z-40 mt-1 max-h-[400px] w-[var(--input-width)] overflow-auto rounded-md border border-line bg-white py-1 shadow-lg empty:invisible"
      >
        {options.map((option) => (
          <ComboboxOption
            key={option.id}
            value={option}
            className="flex cursor-pointer justify-between gap-2 px-3 py-2 data-focus:bg-primary-soft data-selected:font-semibold"
          >
            <span>{option.label}</span>
            {option.clockId !== null && <span className="text-muted">{option.clockId}</span>}
          </ComboboxOption>
        ))}
        {found.data && options.length === 0 && (
          <div data-testid="employee-picker-empty" className="px-3 py-2 text-muted">
            {found.data.search ? `No employee matches “${found.data.search}”.` : 'No employees.'}
          </div>
        )}
        {more > 0 && <div className="px-3 py-2 text-muted">{more} more: type to narrow the search</div>}
      </ComboboxOptions>
    </Combobox>
  );
}

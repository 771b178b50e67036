import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';
import type { EmployeeOption } from './employee-options';

/** Chooses the employee whose timesheet is shown; type to filter by name or clock id. */
export function EmployeePicker({
  options,
  value,
  loading,
  onChange,
}: {
  options: readonly EmployeeOption[];
  value: string;
  loading: boolean;
  onChange: (employeeId: string) => void;
}) {
  const [filter, setFilter] = useState('');
  const selected = options.find((o) => o.id === value) ?? null;
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => o.label.toLowerCase().includes(needle) || String(o.clockId ?? '').includes(needle))
    : options;
  return (
    <Combobox
      immediate
      value={selected}
      by="id"
      onChange={(option: EmployeeOption | null) => option && onChange(option.id)}
      onClose={() => setFilter('')}
    >
      <div className="relative w-72">
        <ComboboxInput
          aria-label="Employee"
          data-testid="employee-picker"
          placeholder={loading ? 'Loading employees…' : 'Choose an employee'}
          displayValue={(option: EmployeeOption | null) => option?.label ?? ''}
          onChange={(event) => setFilter(event.target.value)}
          className="h-9 w-full rounded-md border border-line bg-white pr-8 pl-3 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        />
        <ComboboxButton className="absolute inset-y-0 right-0 px-2.5 text-muted" aria-label="Show employees">
          ▾
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor="bottom start"
        className="z-40 mt-1 max-h-[400px] w-[var(--input-width)] overflow-auto rounded-md border border-line bg-white py-1 shadow-lg empty:invisible"
      >
        {shown.map((option) => (
          <ComboboxOption
            key={option.id}
            value={option}
            className="flex cursor-pointer justify-between gap-2 px-3 py-2 data-focus:bg-primary-soft data-selected:font-semibold"
          >
            <span>{option.label}</span>
            {option.clockId !== null && <span className="text-muted">{option.clockId}</span>}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </Combobox>
  );
}

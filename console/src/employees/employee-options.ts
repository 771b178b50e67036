import type { EmployeeListRow } from '@rollcall/api-client';

// Employees in pickers are sorted by first name and labelled "first last" (spec 000 §9).

export interface EmployeeOption {
  id: string;
  label: string;
  clockId: number | null;
}

export function employeeLabel(row: { firstName: string; lastName: string }): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

export function employeeOptions(rows: readonly EmployeeListRow[]): EmployeeOption[] {
  return [...rows]
    .sort(
      (a, b) =>
        a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' }) ||
        a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' }),
    )
    .map((row) => ({ id: row.id, label: employeeLabel(row), clockId: row.clockId ?? null }));
}

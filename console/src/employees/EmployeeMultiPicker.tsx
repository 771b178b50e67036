import { SearchMultiPicker } from '../kit/SearchMultiPicker';
import { employeePickerSource } from './employee-picker-source';

/** The unseen line of an employee the caller may no longer see (kept chosen, not named). */
export const UNSEEN_EMPLOYEE = '(an employee you cannot see)';

/** A many-employees choice searched on the server (kit/SearchMultiPicker.tsx over the employee picker source). */
export function EmployeeMultiPicker({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <SearchMultiPicker
      label={label}
      source={employeePickerSource}
      value={value}
      onChange={onChange}
      unseenLabel={UNSEEN_EMPLOYEE}
      noun="employee"
      error={error}
      required={required}
    />
  );
}

import type { ShiftDefinitionAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { DateField } from '../kit/DateField';
import { FormModal } from '../kit/forms/FormModal';
import { useModalSave } from '../kit/forms/use-modal-save';
import { localToday } from '../kit/dates';
import { assignShiftErrors } from './roster-form';
import { ROSTER_ANSWER_TEXT, ROSTER_MESSAGES } from './roster-messages';
import { rosterKeys, useRosterEmployees } from './roster-queries';
import { shiftTimes } from './roster-table';

/**
 * 'Add Shift to Employees' (spec 001 §5: Date and Employees required) with the 'Select an employee' list (800 wide):
 * a page of matches of the search, ticked ones kept across searches.
 */
export function AssignShiftModal({ shift, onClose }: { shift: ShiftDefinitionAnswer; onClose: () => void }) {
  const [batchStartDate, setDate] = useState(localToday());
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [search, setSearch] = useState('');
  const employees = useRosterEmployees(search, batchStartDate || localToday());
  const employeeIds = [...chosen.keys()];
  const { errors, busy, save } = useModalSave({
    validate: () => assignShiftErrors({ batchStartDate, employeeIds }),
    run: () => api.addShiftToEmployees({ body: { id: shift.id, employeeIds, batchStartDate } }),
    success: ROSTER_MESSAGES.shiftAssigned,
    invalidate: rosterKeys.rows,
    codes: ROSTER_ANSWER_TEXT,
    failure: ROSTER_MESSAGES.shiftAssignFailed,
    onSaved: () => onClose(),
  });
  const toggle = (id: string, name: string, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(id, name);
      else next.delete(id);
      return next;
    });
  const rows = employees.data?.rows ?? [];
  return (
    <FormModal
      title="Add Shift to Employees"
      width={800}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
      noValidate
    >
      <p className="pb-3">
        <span className="font-semibold">{shift.labelName || shift.department.departmentName}</span>{' '}
        <span className="text-muted">
          {shift.department.departmentName} {shiftTimes(shift)}
        </span>
      </p>
      <DateField label="Date" required value={batchStartDate} error={errors.batchStartDate} onChange={setDate} />
      <div className="flex flex-col gap-1 pb-2">
        <span className="font-semibold">Select an employee</span>
        <input
          type="search"
          aria-label="Search employees to add"
          placeholder="Name or clock id"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="h-9 rounded-md border border-line px-3 outline-none focus:border-primary"
        />
      </div>
      <table className="w-full text-left text-[13px]">
        <thead>
          <tr className="border-b border-line">
            <th className="w-8" />
            <th>Clock ID</th>
            <th>First Name</th>
            <th>Last Name</th>
            <th>Department</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id} className="border-b border-line">
              <td>
                <input
                  type="checkbox"
                  aria-label={`${e.firstName} ${e.lastName}`}
                  checked={chosen.has(e.id)}
                  onChange={(event) => toggle(e.id, `${e.firstName} ${e.lastName}`, event.target.checked)}
                  className="size-4 accent-primary"
                />
              </td>
              <td>{e.clockId ?? ''}</td>
              <td>{e.firstName}</td>
              <td>{e.lastName}</td>
              <td>{e.departmentName}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(employees.data?.total ?? 0) > rows.length && (
        <p className="pt-1 text-muted">{(employees.data?.total ?? 0) - rows.length} more: type to narrow the search</p>
      )}
      <p className="min-h-5 pt-2 text-[13px]" role={errors.employeeIds ? 'alert' : undefined}>
        {errors.employeeIds ? (
          <span className="text-danger">{errors.employeeIds}</span>
        ) : (
          [...chosen.values()].join(', ')
        )}
      </p>
    </FormModal>
  );
}

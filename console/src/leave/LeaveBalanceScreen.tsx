import { useState } from 'react';
import { employeePickerSource } from '../employees/employee-picker-source';
import { DateField } from '../kit/DateField';
import { SearchPicker } from '../kit/SearchPicker';
import { localToday } from '../kit/dates';
import { usePermissions } from '../session/use-permissions';
import { hoursText } from './leave-form';
import { useLeaveBalances } from './leave-queries';

/** /leaveBalance/list (spec 001 §2 "Leave balance screen"): an employee's balances as of a day. */
export function LeaveBalanceScreen() {
  const permissions = usePermissions();
  const pickEmployee = permissions.can('employee', 'visible');
  const [employeeId, setEmployeeId] = useState('');
  const [asOf, setAsOf] = useState(localToday());
  const balances = useLeaveBalances(employeeId, asOf, !pickEmployee || employeeId !== '');
  const list = balances.data?.dataList ?? [];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Leave Balance</h1>
      <div className="flex flex-wrap items-end gap-4 rounded-lg bg-white px-4 pt-3">
        {pickEmployee && (
          <div className="w-72">
            <SearchPicker
              label="Employee"
              noun="employee"
              source={employeePickerSource}
              value={employeeId}
              onChange={setEmployeeId}
            />
          </div>
        )}
        <DateField label="As of" value={asOf} onChange={(d) => setAsOf(d || localToday())} />
      </div>
      {pickEmployee && employeeId === '' ? (
        <p className="rounded-lg bg-white px-4 py-10 text-center text-muted">Choose an employee to see the balances.</p>
      ) : (
        <table data-testid="leave-balances" className="w-full rounded-lg bg-white">
          <thead>
            <tr className="text-left">
              <th className="px-4 py-2">Leave Type</th>
              <th className="px-4 py-2">Balance (hrs)</th>
              <th className="px-4 py-2">Days</th>
              <th className="px-4 py-2">Imported</th>
              <th className="px-4 py-2">Taken since</th>
            </tr>
          </thead>
          <tbody>
            {list.map((b) => (
              <tr key={b.paytypeId} className="border-t border-line">
                <td className="px-4 py-2">{b.name}</td>
                <td className={`px-4 py-2 ${b.time < 0 ? 'text-danger' : ''}`}>{hoursText(b.time)}</td>
                <td className="px-4 py-2">{b.days === null || b.days === undefined ? '--' : hoursText(b.days)}</td>
                <td className="px-4 py-2">
                  {hoursText(b.importedHours)} on {b.balanceDate.split('-').reverse().join('/')}
                </td>
                <td className="px-4 py-2">{hoursText(b.takenHours)}</td>
              </tr>
            ))}
            {!balances.isPending && list.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-center text-muted">
                  No leave balance.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </div>
  );
}

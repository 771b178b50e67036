import { useCompanySettings } from '../api/use-company-settings';
import { usePermissions } from '../session/use-permissions';
import { LeaveBalanceList } from './LeaveBalanceList';
import { showsLeaveBalancePanel } from './leave-timesheet';

/**
 * The timesheet's leave balance panel (spec 001 §2): shown when the company allows leave time and the viewer holds
 * leaveBalance visible; the balances as of the period's last day (types with hideBalance are left out for employees
 * by the server).
 */
export function LeaveBalancePanel({ employeeId, asOf }: { employeeId: string; asOf: string }) {
  const settings = useCompanySettings();
  const { can } = usePermissions();
  if (!showsLeaveBalancePanel(settings.data?.allowLeaveTime, can('leaveBalance', 'visible'))) return null;
  return (
    <div className="max-w-md rounded-lg bg-white px-4 pt-3">
      <LeaveBalanceList employeeId={employeeId} asOf={asOf} />
    </div>
  );
}

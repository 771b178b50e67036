import { hoursText } from './leave-form';
import { useLeaveBalances } from './leave-queries';

/** An employee's leave balances as of a day: type, hours (and days where the type says). */
export function LeaveBalanceList({
  employeeId,
  asOf,
  title = 'Leave Balance',
}: {
  employeeId: string;
  asOf: string;
  title?: string;
}) {
  const balances = useLeaveBalances(employeeId, asOf);
  const list = balances.data?.dataList ?? [];
  return (
    <section data-testid="leave-balance" className="pb-3">
      <h3 className="pb-1 font-semibold">{title}</h3>
      {balances.isPending && <p className="text-muted">Loading…</p>}
      {!balances.isPending && list.length === 0 && <p className="text-muted">No leave balance.</p>}
      <ul>
        {list.map((b) => (
          <li key={b.paytypeId} className="flex justify-between gap-4">
            <span>{b.name}</span>
            <span className={b.time < 0 ? 'text-danger' : ''}>
              {hoursText(b.time)} hrs{b.days !== null && b.days !== undefined ? ` (${hoursText(b.days)} days)` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

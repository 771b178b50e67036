import { useState } from 'react';
import { errorText } from '../api/error-text';
import { LeaveBalancePanel } from '../leave/LeaveBalancePanel';
import { Button } from '../kit/Button';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { recalculatingText } from './recalculating';
import { TimesheetGrid } from './TimesheetGrid';
import { TIMESHEET_MESSAGES as M } from './timesheet-messages';
import { useRecalculateTimesheet } from './timesheet-queries';
import { useTimesheet } from './use-timesheet';
import { TimesheetCards } from './TimesheetCards';
import { useGridEditors } from './use-grid-editors';
import { useTimesheetLive } from './use-timesheet-live';

/**
 * /timesheet/view?id=&fromT=&toT= : one employee's shifts, punch pairs and pay-type hours for a period. Editable
 * only when the period is not read-only, its pay period is not closed and the user holds timesheet update (spec
 * 001 §4); the server answers `readonly` for the last two as well.
 */
export function TimesheetScreen() {
  const { employeeId, period, query, selectEmployee, selectPeriod, edited } = useTimesheet();
  const data = query.data && !query.isPlaceholderData ? query.data : undefined;
  const { can } = usePermissions();
  const editable = !!data && !data.readonly && !data.ptClosed && can('timesheet', 'update');
  const editors = useGridEditors(employeeId, edited);
  const [fullScreen, setFullScreen] = useState(false);
  const recalculate = useRecalculateTimesheet(employeeId);
  useTimesheetLive(employeeId, period);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-2 text-xl font-bold">Timesheet</h1>
        {query.isFetching && <span className="text-muted">Loading…</span>}
        {data?.ptClosed ? (
          <span data-testid="period-closed" className="text-warning">
            {M.closedPeriod}
          </span>
        ) : (
          data &&
          !editable && (
            <span data-testid="read-only" className="text-muted">
              Read only
            </span>
          )
        )}
      </div>
      <TimesheetCards
        employeeId={employeeId}
        period={period}
        editable={editable}
        onEmployee={selectEmployee}
        onPeriod={selectPeriod}
      />
      {employeeId && <LeaveBalancePanel employeeId={employeeId} asOf={period.toT} />}
      {data && recalculatingText(data.recalculating) && (
        <p role="status" data-testid="recalculating" className="rounded-lg bg-white px-4 py-2 text-warning">
          {recalculatingText(data.recalculating)}
        </p>
      )}
      {employeeId === '' && (
        <p className="rounded-lg bg-white px-4 py-10 text-center text-muted">
          Choose an employee to see the timesheet.
        </p>
      )}
      {query.isError && (
        <p role="alert" className="rounded-lg bg-white px-4 py-6 text-center text-danger">
          {errorText(query.error)}
        </p>
      )}
      {data && (
        <section
          data-testid="punch-record"
          className={
            fullScreen ? 'fixed inset-0 z-40 flex flex-col gap-2 overflow-auto bg-canvas p-4' : 'flex flex-col gap-2'
          }
        >
          <div className="flex items-center gap-2">
            <h2 className="mr-auto font-bold">Punch record</h2>
            {can('timesheet', 'update') && (
              <Button
                loading={recalculate.isPending}
                disabled={!data.payrollTransferId}
                onClick={() =>
                  data.ptClosed
                    ? notify.error(M.recalculateClosed)
                    : data.payrollTransferId && recalculate.mutate(data.payrollTransferId)
                }
              >
                Recalculate
              </Button>
            )}
            <Button onClick={() => setFullScreen((on) => !on)}>
              {fullScreen ? 'Exit Full Screen' : 'Full Screen'}
            </Button>
          </div>
          <TimesheetGrid period={data} edits={editable ? editors.edits : undefined} />
        </section>
      )}
      {editors.modal}
    </div>
  );
}

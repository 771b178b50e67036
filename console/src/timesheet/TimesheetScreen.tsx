import { errorText } from '../api/error-text';
import { EmployeePicker } from './EmployeePicker';
import { employeeLabel } from '../employees/employee-options';
import { PeriodNavigator } from './PeriodNavigator';
import { recalculatingText } from './recalculating';
import { TimesheetGrid } from './TimesheetGrid';
import { useTimesheet } from './use-timesheet';

/** /timesheet/view?id=&fromT=&toT= : one employee's shifts, punch pairs and pay-type hours for a period. */
export function TimesheetScreen() {
  const { employeeId, period, query, selectEmployee, selectPeriod } = useTimesheet();
  const data = query.data && !query.isPlaceholderData ? query.data : undefined;
  const employee = data?.employee;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-2 text-xl font-bold">Timesheet</h1>
        <EmployeePicker
          employeeId={employeeId}
          shown={
            employee && employeeId
              ? { id: employeeId, label: employeeLabel(employee), clockId: employee.clockId ?? null }
              : null
          }
          onChange={selectEmployee}
        />
        <PeriodNavigator period={period} onChange={selectPeriod} />
        {query.isFetching && <span className="text-muted">Loading…</span>}
      </div>
      {employee && (
        <div data-testid="employee-info" className="flex flex-wrap gap-x-6 gap-y-1 rounded-lg bg-white px-4 py-3">
          <span className="font-bold">
            {employee.firstName} {employee.lastName}
          </span>
          <span>
            <span className="text-muted">Clock ID </span>
            {employee.clockId ?? '--'}
          </span>
          <span>
            <span className="text-muted">Pay ID </span>
            {employee.payId ?? '--'}
          </span>
          <span>
            <span className="text-muted">Time zone </span>
            {data.timeZone}
          </span>
          {(data.readonly || data.ptClosed) && <span className="text-warning">Closed pay period</span>}
        </div>
      )}
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
      {data && <TimesheetGrid period={data} />}
    </div>
  );
}

import type { EmployeeListRow } from '@rollcall/api-client';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useCompanySettings } from '../api/use-company-settings';
import { employeeLabel } from '../employees/employee-options';
import { usePermissions } from '../session/use-permissions';
import { useProfile } from '../session/use-profile';
import { EmployeePicker } from './EmployeePicker';
import type { Period } from './period';
import { PeriodNavigator } from './PeriodNavigator';
import { hoursText } from './user-info';
import {
  useEmployeeDetail,
  useEmployeeNeighbours,
  useEmployeeScheduleTemplate,
  useOwnEmployeeId,
} from './user-info-queries';

/**
 * The timesheet's 'User Info' card (spec 001 §2): previous and next employee (wrapping, in the employees table's
 * saved sort) and the Employee picker, or for an Employee-role user their own timesheet and no picker; full name and
 * View Details (employee update permission); Pay ID, Standard and Guaranteed Hours under the company's names, Pay
 * Group, Department, Schedule (the employee's template in scheduling) and Rounding; the Period with its arrows.
 */
export function UserInfoCard({
  employeeId,
  period,
  onEmployee,
  onPeriod,
}: {
  employeeId: string;
  period: Period;
  onEmployee: (employeeId: string) => void;
  onPeriod: (period: Period) => void;
}) {
  const profile = useProfile();
  const isEmployee = profile.data?.roleName === 'Employee';
  const own = useOwnEmployeeId(isEmployee);
  const ownId = own.data ?? null;
  useEffect(() => {
    if (isEmployee && ownId && employeeId !== ownId) onEmployee(ownId);
  }, [isEmployee, ownId, employeeId, onEmployee]);

  const { can } = usePermissions();
  const settings = useCompanySettings();
  const detail = useEmployeeDetail(employeeId);
  const schedule = useEmployeeScheduleTemplate(employeeId);
  const choosing = profile.isSuccess && !isEmployee;
  const neighbours = useEmployeeNeighbours(employeeId, choosing);
  const employee = detail.data;
  const arrow =
    'flex size-8 items-center justify-center rounded-md border border-line bg-white text-lg hover:border-primary hover:text-primary disabled:opacity-40';
  const go = (to: EmployeeListRow | null | undefined) => to && onEmployee(to.id);
  return (
    <section data-testid="user-info" aria-label="User Info" className="flex flex-col gap-3 rounded-lg bg-white p-4">
      <div className="flex items-center gap-2">
        <h2 className="mr-auto font-bold">User Info</h2>
        {choosing && employeeId !== '' && (
          <>
            <button
              type="button"
              className={arrow}
              aria-label="Previous employee"
              data-testid="employee-previous"
              title={neighbours.data?.previous ? employeeLabel(neighbours.data.previous) : undefined}
              disabled={!neighbours.data?.previous}
              onClick={() => go(neighbours.data?.previous)}
            >
              ‹
            </button>
            <button
              type="button"
              className={arrow}
              aria-label="Next employee"
              data-testid="employee-next"
              title={neighbours.data?.next ? employeeLabel(neighbours.data.next) : undefined}
              disabled={!neighbours.data?.next}
              onClick={() => go(neighbours.data?.next)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {choosing && (
        <EmployeePicker
          employeeId={employeeId}
          shown={
            employee && employee.id === employeeId
              ? { id: employee.id, label: employeeLabel(employee), clockId: employee.clockId ?? null }
              : null
          }
          onChange={onEmployee}
        />
      )}
      {employee && employee.id === employeeId && (
        <>
          <div className="flex flex-wrap items-baseline gap-x-3">
            <span data-testid="user-info-name" className="text-base font-bold">
              {employeeLabel(employee)}
            </span>
            {can('employee', 'update') && (
              <Link
                href={`/employee/update?id=${encodeURIComponent(employee.id)}`}
                className="text-primary hover:underline"
              >
                View Details
              </Link>
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <Field name="Pay ID" testId="user-info-pay-id">
              {employee.payId || '--'}
            </Field>
            <Field name={settings.data?.standardHoursDisplayName || 'Standard Hours'} testId="user-info-standard">
              {hoursText(employee.standardHours)}
            </Field>
            <Field name={settings.data?.guaranteedHoursDisplayName || 'Guaranteed Hours'} testId="user-info-guaranteed">
              {hoursText(employee.guaranteedHours)}
            </Field>
            <Field name="Pay Group" testId="user-info-pay-group">
              {employee.payGroupName || '--'}
            </Field>
            <Field name={settings.data?.structureName || 'Department'} testId="user-info-department">
              {employee.departmentName || '--'}
            </Field>
            <Field name="Schedule" testId="user-info-schedule">
              {schedule.data?.templateName || '--'}
            </Field>
            <Field name="Rounding" testId="user-info-rounding">
              {employee.timeRoundingName || '--'}
            </Field>
          </dl>
        </>
      )}
      <div className="flex flex-col gap-1">
        <span className="text-muted">Period</span>
        <PeriodNavigator period={period} onChange={onPeriod} />
      </div>
    </section>
  );
}

function Field({ name, testId, children }: { name: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{name}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

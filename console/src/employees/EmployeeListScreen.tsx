import type { EmployeeListRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { errorText } from '../api/error-text';
import { http } from '../api/client';
import { type EmployeeStatus } from './employee-queries';
import { api } from '../api/client';
import { useCompanySettings } from '../api/use-company-settings';
import { Button } from '../kit/Button';
import { notify } from '../kit/notifications/notification-store';
import { EmployeeFilterPopover } from './EmployeeFilterPopover';
import { employeePages } from './employee-queries';
import { filtersSearch, readFilters } from './employee-filters';
import { effectiveDepartmentIds } from '../structure/department-filter';
import { useDepartmentFilter } from '../structure/use-department-filter';
import { StatusPopover } from './StatusPopover';
import { useEmployeeStatus } from './use-employee-status';
import { formatDate } from '../kit/dates';
import { usePermissions } from '../session/use-permissions';
import { ListScreen } from '../kit/list/ListScreen';
import type { Column } from '../kit/table/DataTable';

const HIDDEN_BY_DEFAULT = ['middleName', 'mobile', 'phone', 'fax', 'timeRoundingName'];
const MYOB_ADVANCED = '05';

/** /employee/list?status=&departmentIds= (spec 000 §2 Employees list). */
export function EmployeeListScreen() {
  const [params] = useSearchParams();
  const [, go] = useLocation();
  const headerFilter = useDepartmentFilter();
  const own = readFilters(params);
  const filters = { ...own, departmentIds: effectiveDepartmentIds(own.departmentIds, headerFilter.subtree) };
  const settings = useCompanySettings();
  const permissions = usePermissions();
  const status = useEmployeeStatus();
  const mobileApp = settings.data?.mobileApp ?? false;
  const appCount = useQuery({
    queryKey: ['licence-count', 'app'],
    queryFn: () => api.getAppLicenceCount(),
    enabled: mobileApp,
  });
  const canUpdate = permissions.can('employee', 'update');

  const columns: Column<EmployeeListRow>[] = [
    {
      key: 'clockId',
      title: 'Clock ID',
      text: (r) => (r.clockId == null ? '' : String(r.clockId)),
    },
    { key: 'payId', title: 'Pay ID', text: (r) => r.payId ?? '' },
    { key: 'firstName', title: 'First Name', text: (r) => r.firstName },
    { key: 'lastName', title: 'Last Name', text: (r) => r.lastName },
    { key: 'middleName', title: 'Middle Name', text: (r) => r.middleName ?? '' },
    { key: 'departmentName', title: settings.data?.structureName || 'Department', text: (r) => r.departmentName ?? '' },
    {
      key: 'hireOnDateValue',
      title: 'Hire On Date',
      text: (r) => formatDate(r.hireOnDateValue),
    },
    {
      key: 'terminateDateValue',
      title: 'Terminated Date',
      text: (r) => formatDate(r.terminateDateValue),
    },
    {
      key: 'employeeStatus',
      title: 'Status',
      text: (r) => r.employeeStatus,
      render: (r) => (
        <StatusPopover
          status={r.employeeStatus as EmployeeStatus}
          editable={canUpdate}
          onApply={(next, reason) => status.change({ id: r.id, status: next, reason })}
        />
      ),
    },
    {
      key: 'isExport',
      title: 'Export',
      text: (r) => (r.isExport ? 'Yes' : 'No'),
      render: (r) => (r.isExport ? '✓' : ''),
    },
    { key: 'mobile', title: 'Mobile', text: (r) => r.mobile ?? '' },
    { key: 'phone', title: 'Phone', text: (r) => r.phone ?? '' },
    { key: 'fax', title: 'Fax', text: (r) => r.fax ?? '' },
    ...(mobileApp
      ? [
          {
            key: 'statusApp',
            title: `Mobile App${appCount.data ? ` (${appCount.data.used}/${appCount.data.total})` : ''}`,
            text: (r: EmployeeListRow) => (r.statusApp ? 'Yes' : 'No'),
          },
        ]
      : []),
    { key: 'payGroupName', title: 'Pay Group', text: (r) => r.payGroupName ?? '' },
    { key: 'timeRoundingName', title: 'Time Rounding', text: (r) => r.timeRoundingName ?? '' },
    { key: 'scheduleName', title: 'Schedule Template', sortable: false, text: (r) => r.scheduleName ?? '' },
    {
      key: 'action',
      title: 'Action',
      fixed: true,
      text: () => '',
      render: (r) => (
        <div className="flex gap-3 whitespace-nowrap">
          {canUpdate && (
            <Link href={`/employee/update?id=${encodeURIComponent(r.id)}`} className="text-primary hover:underline">
              Edit
            </Link>
          )}
          <Link href={`/timesheet/view?id=${encodeURIComponent(r.id)}`} className="text-primary hover:underline">
            Timesheet
          </Link>
          <Link
            href={`/schedule/employee?employeeId=${encodeURIComponent(r.id)}&paygroupId=${encodeURIComponent(r.paygroupId ?? '')}`}
            className="text-primary hover:underline"
          >
            Schedule
          </Link>
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      title="Employees"
      tableId="employee-list"
      columns={columns}
      source={employeePages(filters, headerFilter.ready)}
      rowKey={(r) => r.id}
      defaultHidden={HIDDEN_BY_DEFAULT}
      empty={`No ${filters.status.toLowerCase()} employees`}
      filters={
        <EmployeeFilterPopover
          key={filtersSearch(filters)}
          filters={filters}
          onApply={(next) => go(`/employee/list?${filtersSearch(next)}`)}
        />
      }
      actions={
        <>
          {permissions.can('employee', 'create') && (
            <Link
              href="/employee/create"
              className="inline-flex h-9 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-hover"
            >
              New
            </Link>
          )}
          {settings.data?.thirdPartyType?.id === MYOB_ADVANCED && <SyncEmployeesButton />}
        </>
      }
    />
  );
}

/** GET /myob-advanced-employees/sync (spec 000 §8 Sync employees). */
function SyncEmployeesButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const answer = await http.request<{ success?: boolean; errorMessage?: string; warnings?: string[] }>({
            method: 'GET',
            path: '/myob-advanced-employees/sync',
          });
          if (answer.success === false) notify.error(answer.errorMessage || 'Failed to sync the employees.');
          else if (answer.warnings?.length) notify.warning(answer.warnings.join(' '));
          else notify.success('Sync successfully.');
        } catch (failure) {
          notify.error(errorText(failure, 'Failed to sync the employees.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      Sync Employees
    </Button>
  );
}

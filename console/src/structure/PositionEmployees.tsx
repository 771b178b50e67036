import type { EmployeeListRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../api/error-text';
import { organisationApi } from '../api/organisation';
import { formatDate } from '../session/date-format';
import { useProfile } from '../session/use-profile';
import { DataTable, type Column } from '../kit/table/DataTable';

/** The Employees tab of a Position node (spec 000 §2): its Active employees, with a schedule column hidden at first. */
export function PositionEmployees({ positionId }: { positionId: string }) {
  const profile = useProfile();
  const employees = useQuery({
    queryKey: ['employees', 'position', positionId],
    queryFn: () => organisationApi.listEmployees({ employeeStatus: 'Active', departmentIds: positionId }),
  });
  const dateFormat = profile.data?.dateFormat ?? 'yyyy-MM-dd';
  const columns: Column<EmployeeListRow>[] = [
    {
      key: 'clockId',
      title: 'Clock ID',
      text: (r) => (r.clockId == null ? '' : String(r.clockId)),
      sortValue: (r) => r.clockId,
    },
    { key: 'payId', title: 'Pay ID', text: (r) => r.payId ?? '' },
    { key: 'firstName', title: 'First Name', text: (r) => r.firstName },
    { key: 'lastName', title: 'Last Name', text: (r) => r.lastName },
    {
      key: 'hireOnDateValue',
      title: 'Hire On Date',
      text: (r) => formatDate(r.hireOnDateValue, dateFormat),
      sortValue: (r) => r.hireOnDateValue,
    },
    { key: 'payGroupName', title: 'Pay Group', text: (r) => r.payGroupName ?? '' },
    { key: 'scheduleName', title: 'Schedule Template', text: (r) => r.scheduleName ?? '' },
  ];
  const rows = [...(employees.data ?? [])].sort((a, b) => a.firstName.localeCompare(b.firstName));
  return (
    <DataTable
      tableId="position-employees"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      defaultHidden={['scheduleName']}
      loading={employees.isPending}
      error={employees.isError ? errorText(employees.error) : undefined}
      empty="No active employees in this position"
    />
  );
}

import type { EmployeeListRow } from '@rollcall/api-client';
import { employeePages } from '../employees/employee-queries';
import { DataTable, type Column } from '../kit/table/DataTable';
import { formatDate } from '../kit/dates';

/** The Employees tab of a Position node (spec 000 §2): its Active employees, with a schedule column hidden at first. */
export function PositionEmployees({ positionId }: { positionId: string }) {
  const columns: Column<EmployeeListRow>[] = [
    { key: 'clockId', title: 'Clock ID', text: (r) => (r.clockId == null ? '' : String(r.clockId)) },
    { key: 'payId', title: 'Pay ID', text: (r) => r.payId ?? '' },
    { key: 'firstName', title: 'First Name', text: (r) => r.firstName },
    { key: 'lastName', title: 'Last Name', text: (r) => r.lastName },
    { key: 'hireOnDateValue', title: 'Hire On Date', text: (r) => formatDate(r.hireOnDateValue) },
    { key: 'payGroupName', title: 'Pay Group', text: (r) => r.payGroupName ?? '' },
    { key: 'scheduleName', title: 'Schedule Template', sortable: false, text: (r) => r.scheduleName ?? '' },
  ];
  return (
    <DataTable
      tableId="position-employees"
      columns={columns}
      source={employeePages({ status: 'Active', departmentIds: [positionId] })}
      rowKey={(r) => r.id}
      defaultHidden={['scheduleName']}
      empty="No active employees in this position"
    />
  );
}

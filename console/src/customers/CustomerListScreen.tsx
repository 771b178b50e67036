import type { CustomerRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { usePermissions } from '../session/use-permissions';
import { formatDate } from '../session/date-format';
import { useProfile } from '../session/use-profile';
import { DataTable, type Column } from '../kit/table/DataTable';

const linkButton =
  'inline-flex h-9 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-hover';

/** /customer/list: the Superadmin's customer companies with their licence counts. */
export function CustomerListScreen() {
  const permissions = usePermissions();
  const dateFormat = useProfile().data?.dateFormat ?? 'yyyy-MM-dd';
  const customers = useQuery({ queryKey: ['customers'], queryFn: () => api.listCustomers() });
  const canUpdate = permissions.can('customer', 'update');
  const columns: Column<CustomerRow>[] = [
    { key: 'name', title: 'Company', text: (r) => r.name },
    { key: 'code', title: 'Code', text: (r) => r.code },
    { key: 'timeZoneId', title: 'Time Zone', text: (r) => r.timeZoneId },
    { key: 'licenses', title: 'Licences (used/total)', text: (r) => `${r.usedLicenses}/${r.licenses}` },
    { key: 'appLicenses', title: 'App Licences (used/total)', text: (r) => `${r.usedAppLicenses}/${r.appLicenses}` },
    { key: 'createdAt', title: 'Created', text: (r) => formatDate(r.createdAt, dateFormat) },
    {
      key: 'action',
      title: 'Action',
      fixed: true,
      unsearchable: true,
      text: () => '',
      render: (r) =>
        canUpdate ? (
          <Link href={`/customer/update?id=${encodeURIComponent(r.id)}`} className="text-primary hover:underline">
            Edit
          </Link>
        ) : null,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Customers</h1>
      <DataTable
        tableId="customer-list"
        columns={columns}
        rows={customers.data ?? []}
        rowKey={(r) => r.id}
        loading={customers.isPending}
        error={customers.isError ? errorText(customers.error) : undefined}
        empty="No customers"
        toolbar={
          permissions.can('customer', 'create') ? (
            <Link href="/customer/create" className={linkButton}>
              New
            </Link>
          ) : null
        }
      />
    </div>
  );
}

import type { CustomerRow } from '@rollcall/api-client';
import { Link } from 'wouter';
import { ListScreen } from '../kit/list/ListScreen';
import { editColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { formatDate } from '../kit/dates';
import { usePermissions } from '../session/use-permissions';
import { customerPages } from './customer-queries';

const linkButton =
  'inline-flex h-9 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-hover';

/** /customer/list: the Superadmin's customer companies with their licence counts. */
export function CustomerListScreen() {
  const permissions = usePermissions();
  const columns: Column<CustomerRow>[] = [
    { key: 'name', title: 'Company', text: (r) => r.name },
    { key: 'code', title: 'Code', text: (r) => r.code },
    { key: 'timeZoneId', title: 'Time Zone', text: (r) => r.timeZoneId },
    { key: 'licenses', title: 'Licences (used/total)', text: (r) => `${r.usedLicenses}/${r.licenses}` },
    { key: 'appLicenses', title: 'App Licences (used/total)', text: (r) => `${r.usedAppLicenses}/${r.appLicenses}` },
    { key: 'createdAt', title: 'Created', text: (r) => formatDate(r.createdAt) },
    editColumn({
      title: 'Action',
      allowed: permissions.can('customer', 'update'),
      name: (r) => r.name,
      href: (r) => `/customer/update?id=${encodeURIComponent(r.id)}`,
    }),
  ];

  return (
    <ListScreen
      title="Customers"
      tableId="customer-list"
      columns={columns}
      source={customerPages}
      rowKey={(r) => r.id}
      empty="No customers"
      actions={
        permissions.can('customer', 'create') && (
          <Link href="/customer/create" className={linkButton}>
            New
          </Link>
        )
      }
    />
  );
}

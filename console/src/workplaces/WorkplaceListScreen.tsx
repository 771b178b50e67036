import type { WorkplaceAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { StatusTag } from '../employees/StatusPopover';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import { statusQueryWithAll, type ActiveStatusFilter } from '../kit/active-status-filter';
import { formatRadius } from './workplace-form';
import { WorkplaceFormModal } from './WorkplaceFormModal';

/** /workplace/list (spec 002 §2 Work sites). */
export function WorkplaceListScreen() {
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<{ site: WorkplaceAnswer | null } | null>(null);
  const sites = useQuery({
    queryKey: ['workplaces', status],
    queryFn: () => api.listWorkplaces({ query: statusQueryWithAll(status) }),
  });
  const canUpdate = permissions.can('workplace', 'update');

  const columns: Column<WorkplaceAnswer>[] = [
    { key: 'name', title: 'Mobile Site Name', text: (r) => r.name },
    {
      key: 'status',
      title: 'Status',
      text: (r) => (r.workSiteStatus ? 'Active' : 'Inactive'),
      render: (r) => <StatusTag status={r.workSiteStatus ? 'Active' : 'Inactive'} />,
    },
    { key: 'address', title: 'Pin Point Address', text: (r) => r.address },
    { key: 'coordinate', title: 'Geo Fence-Radius', text: (r) => r.coordinate },
    { key: 'radius', title: 'Radius', text: (r) => formatRadius(r.radius), sortValue: (r) => r.radius },
    {
      key: 'action',
      title: 'Action',
      fixed: true,
      unsearchable: true,
      sortable: false,
      text: () => '',
      render: (r) =>
        canUpdate && (
          <Button variant="link" aria-label={`Edit ${r.name}`} onClick={() => setEditing({ site: r })}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Mobile Work Sites</h1>
      <DataTable
        tableId="workplace-list"
        columns={columns}
        rows={sites.data ?? []}
        rowKey={(r) => r.id}
        loading={sites.isLoading}
        error={sites.error ? errorText(sites.error) : undefined}
        toolbar={
          <>
            <ActiveStatusPopover value={status} onApply={setStatus} />
            {permissions.can('workplace', 'create') && (
              <Button variant="primary" onClick={() => setEditing({ site: null })}>
                New
              </Button>
            )}
          </>
        }
      />
      {editing && <WorkplaceFormModal site={editing.site} onClose={() => setEditing(null)} />}
    </div>
  );
}

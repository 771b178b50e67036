import type { WorkplaceAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import type { ActiveStatusFilter } from '../kit/active-status-filter';
import { ListScreen } from '../kit/list/ListScreen';
import { editColumn, statusColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { usePermissions } from '../session/use-permissions';
import { formatRadius } from './workplace-form';
import { workplacePages } from './workplace-queries';
import { WorkplaceFormModal } from './WorkplaceFormModal';

/** /workplace/list (spec 002 §2 Work sites). */
export function WorkplaceListScreen() {
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<{ site: WorkplaceAnswer | null } | null>(null);

  const columns: Column<WorkplaceAnswer>[] = [
    { key: 'name', title: 'Mobile Site Name', text: (r) => r.name },
    statusColumn((r) => r.workSiteStatus),
    { key: 'address', title: 'Pin Point Address', text: (r) => r.address },
    { key: 'coordinate', title: 'Geo Fence-Radius', text: (r) => r.coordinate },
    { key: 'radius', title: 'Radius', text: (r) => formatRadius(r.radius) },
    editColumn({
      title: 'Action',
      allowed: permissions.can('workplace', 'update'),
      name: (r) => r.name,
      onEdit: (site) => setEditing({ site }),
    }),
  ];

  return (
    <ListScreen
      title="Mobile Work Sites"
      tableId="workplace-list"
      columns={columns}
      source={workplacePages(status)}
      rowKey={(r) => r.id}
      filters={<ActiveStatusPopover value={status} onApply={setStatus} />}
      onCreate={permissions.can('workplace', 'create') && (() => setEditing({ site: null }))}
    >
      {editing && <WorkplaceFormModal site={editing.site} onClose={() => setEditing(null)} />}
    </ListScreen>
  );
}

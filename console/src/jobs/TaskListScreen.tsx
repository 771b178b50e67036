import type { TaskRow } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { useCompanySettings } from '../api/use-company-settings';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import type { ActiveStatusFilter } from '../kit/active-status-filter';
import { Button } from '../kit/Button';
import { ListScreen } from '../kit/list/ListScreen';
import { editColumn, statusColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { usePermissions } from '../session/use-permissions';
import { taskPages } from './job-queries';
import { TaskFormModal } from './TaskFormModal';
import { showsExternalFields, taskToolbar } from './third-party-rules';
import { useExternalSync } from './use-external-sync';

/** /task/list (spec 002 §2 Jobs and tasks): the jobs table without row selection. */
export function TaskListScreen() {
  const settings = useCompanySettings();
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<{ task: TaskRow | null } | null>(null);
  const thirdParty = settings.data?.thirdPartyType?.id ?? null;
  const toolbar = taskToolbar(thirdParty);
  const canUpdate = permissions.can('job', 'update');
  const external = useExternalSync(() => api.syncTasks());

  const columns: Column<TaskRow>[] = [
    { key: 'code', title: 'Code', text: (r) => r.code },
    { key: 'name', title: 'Name', text: (r) => r.name },
    { key: 'punchCode', title: 'Punch Code', text: (r) => r.punchCode ?? '' },
    statusColumn((r) => r.active),
    editColumn({ allowed: canUpdate, name: (r) => r.code, onEdit: (task) => setEditing({ task }) }),
  ];

  return (
    <ListScreen
      title="Tasks"
      tableId="task-list"
      columns={columns}
      source={taskPages(status)}
      rowKey={(r) => r.id}
      filters={<ActiveStatusPopover value={status} onApply={setStatus} />}
      onCreate={toolbar.showNew && permissions.can('job', 'create') && (() => setEditing({ task: null }))}
      actions={
        toolbar.showSync &&
        canUpdate && (
          <Button loading={external.busy} onClick={() => void external.sync()}>
            Sync
          </Button>
        )
      }
    >
      {editing && (
        <TaskFormModal
          task={editing.task}
          withExternal={showsExternalFields(thirdParty)}
          onClose={() => setEditing(null)}
        />
      )}
    </ListScreen>
  );
}

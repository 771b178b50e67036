import type { TaskRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useCompanySettings } from '../api/use-company-settings';
import { Button } from '../kit/Button';
import { StatusTag } from '../employees/StatusPopover';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import { TaskFormModal } from './TaskFormModal';
import { statusQuery, type ActiveStatusFilter } from '../kit/active-status-filter';
import { showsExternalFields, taskToolbar } from './third-party-rules';
import { useExternalSync } from './use-external-sync';

/** /task/list (spec 002 §2 Jobs and tasks): the jobs table without row selection. */
export function TaskListScreen() {
  const settings = useCompanySettings();
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<{ task: TaskRow | null } | null>(null);
  const tasks = useQuery({ queryKey: ['tasks', status], queryFn: () => api.listTasks({ query: statusQuery(status) }) });
  const thirdParty = settings.data?.thirdPartyType?.id ?? null;
  const toolbar = taskToolbar(thirdParty);
  const canUpdate = permissions.can('job', 'update');
  const external = useExternalSync(() => api.syncTasks());

  const columns: Column<TaskRow>[] = [
    { key: 'code', title: 'Code', text: (r) => r.code },
    { key: 'name', title: 'Name', text: (r) => r.name },
    { key: 'punchCode', title: 'Punch Code', text: (r) => r.punchCode ?? '' },
    {
      key: 'status',
      title: 'Status',
      text: (r) => (r.active ? 'Active' : 'Inactive'),
      render: (r) => <StatusTag status={r.active ? 'Active' : 'Inactive'} />,
    },
    {
      key: 'edit',
      title: 'Edit',
      fixed: true,
      unsearchable: true,
      sortable: false,
      text: () => '',
      render: (r) =>
        canUpdate && (
          <Button variant="link" aria-label={`Edit ${r.code}`} onClick={() => setEditing({ task: r })}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Tasks</h1>
      <DataTable
        tableId="task-list"
        columns={columns}
        rows={tasks.data ?? []}
        rowKey={(r) => r.id}
        loading={tasks.isLoading}
        error={tasks.error ? errorText(tasks.error) : undefined}
        toolbar={
          <>
            <ActiveStatusPopover value={status} onApply={setStatus} />
            {toolbar.showNew && permissions.can('job', 'create') && (
              <Button variant="primary" onClick={() => setEditing({ task: null })}>
                New
              </Button>
            )}
            {toolbar.showSync && canUpdate && (
              <Button loading={external.busy} onClick={() => void external.sync()}>
                Sync
              </Button>
            )}
          </>
        }
      />
      {editing && (
        <TaskFormModal
          task={editing.task}
          withExternal={showsExternalFields(thirdParty)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

import type { JobRow } from '@rollcall/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useCompanySettings } from '../api/use-company-settings';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { StatusTag } from '../employees/StatusPopover';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { JobFormModal } from './JobFormModal';
import { JobImportModal } from './JobImportModal';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import { JOB_MESSAGES } from './job-messages';
import { statusQuery, type ActiveStatusFilter } from '../kit/active-status-filter';
import { jobToolbar, showsExternalFields } from './third-party-rules';
import { useExternalSync } from './use-external-sync';

type Editing = { job: JobRow | null } | null;

/** /job/list (spec 002 §2 Jobs and tasks). */
export function JobListScreen() {
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const jobs = useQuery({ queryKey: ['jobs', status], queryFn: () => api.listJobs({ query: statusQuery(status) }) });
  const thirdParty = settings.data?.thirdPartyType?.id ?? null;
  const toolbar = jobToolbar(thirdParty);
  const withExternal = showsExternalFields(thirdParty);
  const canCreate = permissions.can('job', 'create');
  const canUpdate = permissions.can('job', 'update');
  const external = useExternalSync(() => api.syncJobs());
  const rows = jobs.data ?? [];
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  async function closeSelected() {
    setClosing(true);
    try {
      await api.closeJobs({ body: { ids: selected } });
      notify.success(JOB_MESSAGES.closed);
      setSelected([]);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
    } catch (error) {
      notify.error(errorText(error, JOB_MESSAGES.closeFailed));
    } finally {
      setClosing(false);
    }
  }

  const columns: Column<JobRow>[] = [
    {
      key: 'select',
      title: '',
      fixed: true,
      unsearchable: true,
      sortable: false,
      text: () => '',
      render: (r) => (
        <input
          type="checkbox"
          aria-label={`Select ${r.code}`}
          checked={selected.includes(r.id)}
          onChange={(e) => toggle(r.id, e.target.checked)}
        />
      ),
    },
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
          <Button variant="link" aria-label={`Edit ${r.code}`} onClick={() => setEditing({ job: r })}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Jobs</h1>
      <DataTable
        tableId="job-list"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={jobs.isLoading}
        error={jobs.error ? errorText(jobs.error) : undefined}
        toolbar={
          <>
            <ActiveStatusPopover
              value={status}
              onApply={(s) => {
                setStatus(s);
                setSelected([]);
              }}
            />
            <label className="flex items-center gap-2 px-1">
              <input
                type="checkbox"
                aria-label="Select all jobs"
                checked={rows.length > 0 && rows.every((r) => selected.includes(r.id))}
                onChange={(e) => setSelected(e.target.checked ? rows.map((r) => r.id) : [])}
              />
              All
            </label>
            {toolbar.showNew && canCreate && (
              <Button variant="primary" onClick={() => setEditing({ job: null })}>
                New
              </Button>
            )}
            {toolbar.showClose && canUpdate && (
              <Button disabled={selected.length === 0} onClick={() => setConfirming(true)}>
                Close selected{selected.length ? ` (${selected.length})` : ''}
              </Button>
            )}
            {toolbar.showImport && canCreate && <Button onClick={() => setImporting(true)}>Import</Button>}
            {toolbar.showSync && canUpdate && (
              <Button loading={external.busy} onClick={() => void external.sync()}>
                Sync
              </Button>
            )}
          </>
        }
      />
      {editing && <JobFormModal job={editing.job} withExternal={withExternal} onClose={() => setEditing(null)} />}
      {importing && <JobImportModal onClose={() => setImporting(false)} />}
      <ConfirmDialog
        open={confirming}
        question={JOB_MESSAGES.closeQuestion}
        busy={closing}
        onConfirm={() => void closeSelected()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

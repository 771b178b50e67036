import type { JobRow } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useCompanySettings } from '../api/use-company-settings';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import type { ActiveStatusFilter } from '../kit/active-status-filter';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import { editColumn, selectColumn, statusColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { usePermissions } from '../session/use-permissions';
import { JobFormModal } from './JobFormModal';
import { JobImportModal } from './JobImportModal';
import { JOB_MESSAGES } from './job-messages';
import { jobKeys, jobPages } from './job-queries';
import { jobToolbar, showsExternalFields } from './third-party-rules';
import { useExternalSync } from './use-external-sync';

type Editing = { job: JobRow | null } | null;

/** /job/list (spec 002 §2 Jobs and tasks). */
export function JobListScreen() {
  const settings = useCompanySettings();
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const thirdParty = settings.data?.thirdPartyType?.id ?? null;
  const toolbar = jobToolbar(thirdParty);
  const withExternal = showsExternalFields(thirdParty);
  const canCreate = permissions.can('job', 'create');
  const canUpdate = permissions.can('job', 'update');
  const external = useExternalSync(() => api.syncJobs());
  // Close selected works like a list's Delete: ask, call, say so, refresh.
  const closing = useDeleteSelected({
    remove: (ids) => api.closeJobs({ body: { ids } }),
    success: JOB_MESSAGES.closed,
    invalidate: jobKeys.jobs,
    failed: (error) => notify.error(errorText(error, JOB_MESSAGES.closeFailed)),
  });
  const { selected, setSelected } = closing;

  const columns: Column<JobRow>[] = [
    selectColumn<JobRow>(closing, (r) => r.code),
    { key: 'code', title: 'Code', text: (r) => r.code },
    { key: 'name', title: 'Name', text: (r) => r.name },
    { key: 'punchCode', title: 'Punch Code', text: (r) => r.punchCode ?? '' },
    statusColumn((r) => r.active),
    editColumn({ allowed: canUpdate, name: (r) => r.code, onEdit: (job) => setEditing({ job }) }),
  ];

  return (
    <ListScreen
      title="Jobs"
      tableId="job-list"
      columns={columns}
      source={jobPages(status)}
      rowKey={(r) => r.id}
      filters={
        <ActiveStatusPopover
          value={status}
          onApply={(s) => {
            setStatus(s);
            setSelected([]);
          }}
        />
      }
      actions={(rows) => (
        <>
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
            <Button disabled={selected.length === 0} onClick={closing.confirm}>
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
      )}
    >
      {editing && <JobFormModal job={editing.job} withExternal={withExternal} onClose={() => setEditing(null)} />}
      {importing && <JobImportModal onClose={() => setImporting(false)} />}
      <ConfirmDialog question={JOB_MESSAGES.closeQuestion} {...closing.dialog} />
    </ListScreen>
  );
}

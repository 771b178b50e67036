import type { SyncResultAnswer } from '@rollcall/api-client';
import { useMemo, useState } from 'react';
import { ListScreen } from '../kit/list/ListScreen';
import type { Column } from '../kit/table/DataTable';
import { SyncResultsSearchPopover } from './SyncResultsSearchPopover';
import { defaultSyncResultsFilter, resultDateText, type SyncResultStatus } from './sync-results-filter';
import { syncResultPages } from './sync-result-queries';

const statusTag: Record<SyncResultStatus, string> = {
  success: 'bg-success/10 text-success border-success/40',
  warning: 'bg-warning/10 text-warning border-warning/40',
  error: 'bg-danger/10 text-danger border-danger/40',
};

const columns: Column<SyncResultAnswer>[] = [
  { key: 'date', title: 'Date', text: (r) => resultDateText(r.date) },
  { key: 'type', title: 'Type', text: (r) => r.type },
  {
    key: 'status',
    title: 'Status',
    text: (r) => r.status,
    render: (r) => (
      <span className={`rounded border px-2 py-0.5 text-[12px] ${statusTag[r.status]}`} data-testid="sync-status">
        {r.status}
      </span>
    ),
  },
  {
    key: 'message',
    title: 'Message',
    text: (r) => r.message,
    render: (r) => (
      <div className="truncate" style={{ width: 600, maxWidth: 600 }} title={r.message}>
        {r.message}
      </div>
    ),
  },
];

/** /sync-results (spec 002 §2 Sync results): what the integrations reported, newest first. */
export function SyncResultsScreen() {
  const initial = useMemo(() => defaultSyncResultsFilter(new Date()), []);
  const [filter, setFilter] = useState(initial);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <ListScreen
      title="Sync Results"
      tableId="sync-results"
      columns={columns}
      source={syncResultPages(filter, timeZone)}
      rowKey={(r) => r.id}
      empty="No sync results for this search."
      filters={<SyncResultsSearchPopover value={filter} initial={initial} onApply={setFilter} />}
    />
  );
}

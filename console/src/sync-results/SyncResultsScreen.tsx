import type { SyncResultAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { DataTable, type Column } from '../kit/table/DataTable';
import { SyncResultsSearchPopover } from './SyncResultsSearchPopover';
import {
  defaultSyncResultsFilter,
  resultDateText,
  syncResultsQuery,
  type SyncResultStatus,
} from './sync-results-filter';

const statusTag: Record<SyncResultStatus, string> = {
  success: 'bg-success/10 text-success border-success/40',
  warning: 'bg-warning/10 text-warning border-warning/40',
  error: 'bg-danger/10 text-danger border-danger/40',
};

const columns: Column<SyncResultAnswer>[] = [
  { key: 'date', title: 'Date', text: (r) => resultDateText(r.date), sortValue: (r) => r.date },
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
  const results = useQuery({
    queryKey: ['sync-results', filter, timeZone],
    queryFn: () => api.searchSyncResults({ query: syncResultsQuery(filter, timeZone) }),
  });
  const shown = results.data?.data ?? [];
  const total = results.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Sync Results</h1>
      <DataTable
        tableId="sync-results"
        columns={columns}
        rows={shown}
        rowKey={(r) => r.id}
        loading={results.isLoading}
        error={results.error ? errorText(results.error) : undefined}
        empty="No sync results for this search."
        toolbar={<SyncResultsSearchPopover value={filter} initial={initial} onApply={setFilter} />}
      />
      {total > shown.length && (
        <p className="text-muted">
          Showing the newest {shown.length} of {total} results; narrow the search to see older ones.
        </p>
      )}
    </div>
  );
}

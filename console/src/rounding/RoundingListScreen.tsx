import type { RoundingListRow } from '@rollcall/api-client';
import { ApiError } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { StatusTag } from '../employees/StatusPopover';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { RoundingFormModal } from './RoundingFormModal';
import { inUseText, ROUNDING_ANSWER_TEXT, ROUNDING_MESSAGES } from './rounding-messages';

/** The rule sets a refused delete names (the answer's `usedRoundings`), or null. */
function usedRoundingsOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.message !== 'usedRoundings') return null;
  const names = (error.body as { usedRoundings?: unknown } | undefined)?.usedRoundings;
  return Array.isArray(names) ? names.map(String) : null;
}

/** /roundingrules/list (spec 002 §2 Rounding rules). */
export function RoundingListScreen() {
  const permissions = usePermissions();
  const removal = useDeleteSelected({
    remove: (ids) => api.deleteTimeRoundings({ body: { ids } }),
    success: ROUNDING_MESSAGES.deleted,
    invalidate: ['time-roundings'],
    failed: (error) => {
      const used = usedRoundingsOf(error);
      if (used) notify.warning(inUseText(used));
      else notify.error(answerText(error, ROUNDING_ANSWER_TEXT, ROUNDING_MESSAGES.deleteFailed));
    },
  });
  const { selected, toggle } = removal;
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const roundings = useQuery({ queryKey: ['time-roundings', 'list'], queryFn: () => api.listTimeRoundings() });
  const rows = roundings.data ?? [];

  const columns: Column<RoundingListRow>[] = [
    ...(permissions.can('rounding', 'delete')
      ? [
          {
            key: 'select',
            title: '',
            fixed: true,
            unsearchable: true,
            sortable: false,
            text: () => '',
            render: (r: RoundingListRow) => (
              <input
                type="checkbox"
                aria-label={`Select ${r.name}`}
                checked={selected.includes(r.id)}
                onChange={(e) => toggle(r.id, e.target.checked)}
              />
            ),
          },
        ]
      : []),
    { key: 'name', title: 'Name', text: (r) => r.name },
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
        permissions.can('rounding', 'update') && (
          <Button variant="link" aria-label={`Edit ${r.name}`} onClick={() => setEditing({ id: r.id })}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Rounding Rules</h1>
      <DataTable
        tableId="rounding-list"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={roundings.isLoading}
        error={roundings.error ? errorText(roundings.error) : undefined}
        toolbar={
          <>
            {permissions.can('rounding', 'create') && (
              <Button variant="primary" onClick={() => setEditing({ id: null })}>
                New
              </Button>
            )}
            {permissions.can('rounding', 'delete') && (
              <Button disabled={selected.length === 0} onClick={removal.confirm}>
                Delete
              </Button>
            )}
          </>
        }
      />
      {editing && <RoundingFormModal id={editing.id} onClose={() => setEditing(null)} />}
      <ConfirmDialog question={ROUNDING_MESSAGES.deleteQuestion} {...removal.dialog} />
    </div>
  );
}

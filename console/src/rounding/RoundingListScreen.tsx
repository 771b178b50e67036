import type { RoundingListRow } from '@rollcall/api-client';
import { ApiError } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import { editColumn, selectColumn, statusColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { usePermissions } from '../session/use-permissions';
import { RoundingFormModal } from './RoundingFormModal';
import { inUseText, ROUNDING_ANSWER_TEXT, ROUNDING_MESSAGES } from './rounding-messages';
import { roundingKeys, roundingPages } from './rounding-queries';

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
    invalidate: roundingKeys.all,
    failed: (error) => {
      const used = usedRoundingsOf(error);
      if (used) notify.warning(inUseText(used));
      else notify.error(answerText(error, ROUNDING_ANSWER_TEXT, ROUNDING_MESSAGES.deleteFailed));
    },
  });
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const canDelete = permissions.can('rounding', 'delete');

  const columns: Column<RoundingListRow>[] = [
    ...(canDelete ? [selectColumn<RoundingListRow>(removal, (r) => r.name)] : []),
    { key: 'name', title: 'Name', text: (r) => r.name },
    statusColumn((r) => r.active),
    editColumn({
      allowed: permissions.can('rounding', 'update'),
      name: (r) => r.name,
      onEdit: (r) => setEditing({ id: r.id }),
    }),
  ];

  return (
    <ListScreen
      title="Rounding Rules"
      tableId="rounding-list"
      columns={columns}
      source={roundingPages}
      rowKey={(r) => r.id}
      onCreate={permissions.can('rounding', 'create') && (() => setEditing({ id: null }))}
      removal={canDelete && { ...removal, question: ROUNDING_MESSAGES.deleteQuestion }}
    >
      {editing && <RoundingFormModal id={editing.id} onClose={() => setEditing(null)} />}
    </ListScreen>
  );
}

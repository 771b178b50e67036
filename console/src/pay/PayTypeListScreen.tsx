import type { PayTypeAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import type { ActiveStatusFilter } from '../kit/active-status-filter';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import { editColumn, selectColumn, statusColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { usePermissions } from '../session/use-permissions';
import { PAY_MESSAGES, PAY_TYPE_CODES } from './pay-messages';
import { payKeys, payTypePages } from './pay-queries';
import { PayTypeFormModal } from './PayTypeFormModal';

/** /paytype/list (spec 002 §2 Pay types list). */
export function PayTypeListScreen() {
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<{ payType: PayTypeAnswer | null } | null>(null);
  const removal = useDeleteSelected({
    remove: (ids) => api.deletePayTypes({ body: { ids } }),
    success: PAY_MESSAGES.payTypesDeleted,
    invalidate: payKeys.payTypes,
    failed: (error) => notify.error(answerText(error, PAY_TYPE_CODES, PAY_MESSAGES.payTypesDeleteFailed)),
  });
  const canDelete = permissions.can('payType', 'delete');

  const columns: Column<PayTypeAnswer>[] = [
    ...(canDelete
      ? [
          selectColumn<PayTypeAnswer>(
            removal,
            (r) => r.name,
            (r) => r.isSystem,
          ),
        ]
      : []),
    { key: 'code', title: 'Code', text: (r) => r.code },
    {
      key: 'name',
      title: 'Name',
      text: (r) => r.name,
      render: (r) => (
        <span>
          {r.name}
          {r.isSystem && (
            <span
              className="ml-1 text-warning"
              title={PAY_MESSAGES.systemDefault}
              aria-label={PAY_MESSAGES.systemDefault}
            >
              ★
            </span>
          )}
        </span>
      ),
    },
    { key: 'exportCode', title: 'Export Code', text: (r) => r.exportCode ?? '' },
    { key: 'ctDay', title: 'Daily Hours', text: (r) => String(r.ctDay) },
    statusColumn((r) => r.active),
    {
      key: 'leaveStatus',
      title: 'Is Leave',
      text: (r) => (r.leaveStatus ? 'Yes' : 'No'),
      render: (r) =>
        r.leaveStatus ? (
          <span className="text-primary" aria-label="Yes">
            ✓
          </span>
        ) : (
          <span className="text-danger" aria-label="No">
            ✗
          </span>
        ),
    },
    editColumn({
      allowed: permissions.can('payType', 'update'),
      name: (r) => r.name,
      onEdit: (payType) => setEditing({ payType }),
    }),
  ];

  return (
    <ListScreen
      title="Pay Types"
      tableId="paytype-list"
      columns={columns}
      source={payTypePages(status)}
      rowKey={(r) => r.id}
      filters={<ActiveStatusPopover value={status} onApply={setStatus} />}
      onCreate={permissions.can('payType', 'create') && (() => setEditing({ payType: null }))}
      removal={canDelete && { ...removal, question: PAY_MESSAGES.confirmDelete }}
    >
      {editing && <PayTypeFormModal payType={editing.payType} onClose={() => setEditing(null)} />}
    </ListScreen>
  );
}

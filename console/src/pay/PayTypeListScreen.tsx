import type { PayTypeAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { StatusTag } from '../employees/StatusPopover';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { PAY_MESSAGES, PAY_TYPE_CODES } from './pay-messages';
import { PayTypeFormModal } from './PayTypeFormModal';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import { booleanStatusQuery, type ActiveStatusFilter } from '../kit/active-status-filter';
import { payFailureText } from './usePayMutation';

/** /paytype/list (spec 002 §2 Pay types list). */
export function PayTypeListScreen() {
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<{ payType: PayTypeAnswer | null } | null>(null);
  const payTypes = useQuery({
    queryKey: ['pay-types', status],
    queryFn: () => api.getPayTypes({ query: booleanStatusQuery(status) }),
  });
  const removal = useDeleteSelected({
    remove: (ids) => api.deletePayTypes({ body: { ids } }),
    success: PAY_MESSAGES.payTypesDeleted,
    invalidate: ['pay-types'],
    failed: (error) => notify.error(payFailureText(error, PAY_TYPE_CODES, PAY_MESSAGES.payTypesDeleteFailed)),
  });
  const { selected, toggle } = removal;
  const canDelete = permissions.can('payType', 'delete');
  const canUpdate = permissions.can('payType', 'update');

  const columns: Column<PayTypeAnswer>[] = [
    ...(canDelete
      ? [
          {
            key: 'select',
            title: '',
            fixed: true,
            unsearchable: true,
            sortable: false,
            text: () => '',
            render: (r: PayTypeAnswer) => (
              <input
                type="checkbox"
                className="size-4 accent-primary"
                aria-label={`Select ${r.name}`}
                disabled={r.isSystem}
                checked={selected.includes(r.id)}
                onChange={(e) => toggle(r.id, e.target.checked)}
              />
            ),
          },
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
    { key: 'ctDay', title: 'Daily Hours', text: (r) => String(r.ctDay), sortValue: (r) => r.ctDay },
    {
      key: 'status',
      title: 'Status',
      text: (r) => (r.active ? 'Active' : 'Inactive'),
      render: (r) => <StatusTag status={r.active ? 'Active' : 'Inactive'} />,
    },
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
    {
      key: 'edit',
      title: 'Edit',
      fixed: true,
      unsearchable: true,
      sortable: false,
      text: () => '',
      render: (r) =>
        canUpdate && (
          <Button variant="link" aria-label={`Edit ${r.name}`} onClick={() => setEditing({ payType: r })}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Pay Types</h1>
      <DataTable
        tableId="paytype-list"
        columns={columns}
        rows={payTypes.data ?? []}
        rowKey={(r) => r.id}
        loading={payTypes.isLoading}
        error={payTypes.error ? errorText(payTypes.error) : undefined}
        toolbar={
          <>
            <ActiveStatusPopover value={status} onApply={setStatus} />
            {permissions.can('payType', 'create') && (
              <Button variant="primary" onClick={() => setEditing({ payType: null })}>
                New
              </Button>
            )}
            {canDelete && (
              <Button disabled={selected.length === 0} onClick={removal.confirm}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <ConfirmDialog question={PAY_MESSAGES.confirmDelete} {...removal.dialog} />
      {editing && <PayTypeFormModal payType={editing.payType} onClose={() => setEditing(null)} />}
    </div>
  );
}

import type { PayGroupAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { StatusTag } from '../employees/StatusPopover';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { PAY_GROUP_CODES, PAY_MESSAGES } from './pay-messages';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import { booleanStatusQuery, type ActiveStatusFilter } from '../kit/active-status-filter';
import { payFailureText } from './usePayMutation';

const flagsText = (pairs: [boolean, string][]) =>
  pairs
    .filter(([on]) => on)
    .map(([, label]) => label)
    .join(', ');

/** /paygroup/list (spec 002 §2 Pay groups list). */
export function PayGroupListScreen() {
  const permissions = usePermissions();
  const [, go] = useLocation();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const groups = useQuery({
    queryKey: ['pay-groups', status],
    queryFn: () => api.getPayGroups({ query: booleanStatusQuery(status) }),
  });
  const removal = useDeleteSelected({
    remove: (ids) => api.deletePayGroups({ body: { ids } }),
    success: PAY_MESSAGES.payGroupsDeleted,
    invalidate: ['pay-groups'],
    failed: (error) => notify.error(payFailureText(error, PAY_GROUP_CODES, PAY_MESSAGES.payGroupsDeleteFailed)),
  });
  const { selected, toggle } = removal;
  const canDelete = permissions.can('payGroup', 'delete');
  const canUpdate = permissions.can('payGroup', 'update');

  const columns: Column<PayGroupAnswer>[] = [
    ...(canDelete
      ? [
          {
            key: 'select',
            title: '',
            fixed: true,
            unsearchable: true,
            sortable: false,
            text: () => '',
            render: (r: PayGroupAnswer) => (
              <input
                type="checkbox"
                className="size-4 accent-primary"
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
      key: 'validators',
      title: 'Validators',
      text: (r) =>
        flagsText([
          [r.acceptEA, 'Accept Early Arrival'],
          [r.acceptLD, 'Accept Late Departure'],
          [r.supervisorMAOT && !r.hideApproveOT, 'Manually Approve OT'],
        ]),
    },
    {
      key: 'holiday',
      title: 'Calculate Holiday',
      text: (r) =>
        flagsText([
          [r.calculatePublicHoliday, 'Enable Public Holiday'],
          [r.calculateAlternativeHoliday, 'Enable Alternative Holiday'],
        ]),
    },
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
          <Link href={`/paygroup/${r.id}`} className="text-primary hover:underline" aria-label={`Edit ${r.name}`}>
            Edit
          </Link>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Pay Groups</h1>
      <DataTable
        tableId="paygroup-list"
        columns={columns}
        rows={groups.data ?? []}
        rowKey={(r) => r.id}
        loading={groups.isLoading}
        error={groups.error ? errorText(groups.error) : undefined}
        toolbar={
          <>
            <ActiveStatusPopover value={status} onApply={setStatus} />
            {permissions.can('payGroup', 'create') && (
              <Button variant="primary" onClick={() => go('/paygroup/create')}>
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
    </div>
  );
}

import type { PayGroupAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { useLocation } from 'wouter';
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
import { PAY_GROUP_CODES, PAY_MESSAGES } from './pay-messages';
import { payGroupPages, payKeys } from './pay-queries';

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
  const removal = useDeleteSelected({
    remove: (ids) => api.deletePayGroups({ body: { ids } }),
    success: PAY_MESSAGES.payGroupsDeleted,
    invalidate: payKeys.payGroups,
    failed: (error) => notify.error(answerText(error, PAY_GROUP_CODES, PAY_MESSAGES.payGroupsDeleteFailed)),
  });
  const canDelete = permissions.can('payGroup', 'delete');

  const columns: Column<PayGroupAnswer>[] = [
    ...(canDelete ? [selectColumn<PayGroupAnswer>(removal, (r) => r.name)] : []),
    { key: 'name', title: 'Name', text: (r) => r.name },
    {
      key: 'validators',
      title: 'Validators',
      sortable: false,
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
      sortable: false,
      text: (r) =>
        flagsText([
          [r.calculatePublicHoliday, 'Enable Public Holiday'],
          [r.calculateAlternativeHoliday, 'Enable Alternative Holiday'],
        ]),
    },
    statusColumn((r) => r.active),
    editColumn({
      allowed: permissions.can('payGroup', 'update'),
      name: (r) => r.name,
      href: (r) => `/paygroup/${r.id}`,
    }),
  ];

  return (
    <ListScreen
      title="Pay Groups"
      tableId="paygroup-list"
      columns={columns}
      source={payGroupPages(status)}
      rowKey={(r) => r.id}
      filters={<ActiveStatusPopover value={status} onApply={setStatus} />}
      onCreate={permissions.can('payGroup', 'create') && (() => go('/paygroup/create'))}
      removal={canDelete && { ...removal, question: PAY_MESSAGES.confirmDelete }}
    />
  );
}

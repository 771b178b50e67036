import type { KioskContactAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { KioskContactFormModal, kioskContactsKey } from './KioskContactFormModal';
import { contactName } from './kiosk-contact-form';
import { KIOSK_CONTACT_ANSWER_TEXT, KIOSK_MESSAGES } from './kiosk-messages';

/** /kiosk/contact (spec 002 §2 Kiosk): the people visitors and contractors can ask for. */
export function KioskContactListScreen() {
  const permissions = usePermissions();
  const contacts = useQuery({ queryKey: kioskContactsKey, queryFn: () => api.listKioskContacts() });
  const removal = useDeleteSelected({
    remove: (ids) => api.deleteKioskContacts({ body: { ids } }),
    success: KIOSK_MESSAGES.contactsDeleted,
    invalidate: kioskContactsKey,
    failed: (error) => notify.error(answerText(error, KIOSK_CONTACT_ANSWER_TEXT, KIOSK_MESSAGES.contactsDeleteFailed)),
  });
  const { selected, toggle } = removal;
  const [editing, setEditing] = useState<{ contact: KioskContactAnswer | null } | null>(null);
  const canUpdate = permissions.can('kiosk', 'update');
  const canDelete = permissions.can('kiosk', 'delete');
  const rows = contacts.data ?? [];

  const columns: Column<KioskContactAnswer>[] = [
    ...(canDelete
      ? [
          {
            key: 'select',
            title: '',
            fixed: true,
            unsearchable: true,
            sortable: false,
            text: () => '',
            render: (r: KioskContactAnswer) => (
              <input
                type="checkbox"
                aria-label={`Select ${contactName(r)}`}
                checked={selected.includes(r.id)}
                onChange={(e) => toggle(r.id, e.target.checked)}
              />
            ),
          },
        ]
      : []),
    { key: 'name', title: 'Name', text: (r) => contactName(r) },
    { key: 'mobile', title: 'Mobile', text: (r) => r.mobile ?? '' },
    { key: 'email', title: 'Email', text: (r) => r.email },
    { key: 'department', title: 'Department', text: (r) => r.departmentName ?? '' },
    {
      key: 'edit',
      title: 'Edit',
      fixed: true,
      unsearchable: true,
      sortable: false,
      text: () => '',
      render: (r) =>
        canUpdate && (
          <Button variant="link" aria-label={`Edit ${contactName(r)}`} onClick={() => setEditing({ contact: r })}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Kiosk Contacts</h1>
      <DataTable
        tableId="kiosk-contacts"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={contacts.isLoading}
        error={contacts.error ? errorText(contacts.error) : undefined}
        toolbar={
          <>
            {canUpdate && (
              <Button variant="primary" onClick={() => setEditing({ contact: null })}>
                New
              </Button>
            )}
            {canDelete && (
              <Button disabled={selected.length === 0} onClick={removal.confirm}>
                Delete{selected.length ? ` (${selected.length})` : ''}
              </Button>
            )}
          </>
        }
      />
      {editing && <KioskContactFormModal contact={editing.contact} onClose={() => setEditing(null)} />}
      <ConfirmDialog question={KIOSK_MESSAGES.deleteQuestion} {...removal.dialog} />
    </div>
  );
}

import type { KioskContactAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import { editColumn, selectColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { usePermissions } from '../session/use-permissions';
import { KioskContactFormModal } from './KioskContactFormModal';
import { contactName } from './kiosk-contact-form';
import { KIOSK_CONTACT_ANSWER_TEXT, KIOSK_MESSAGES } from './kiosk-messages';
import { kioskContactPages, kioskContactsKey } from './kiosk-queries';

/** /kiosk/contact (spec 002 §2 Kiosk): the people visitors and contractors can ask for. */
export function KioskContactListScreen() {
  const permissions = usePermissions();
  const removal = useDeleteSelected({
    remove: (ids) => api.deleteKioskContacts({ body: { ids } }),
    success: KIOSK_MESSAGES.contactsDeleted,
    invalidate: kioskContactsKey,
    failed: (error) => notify.error(answerText(error, KIOSK_CONTACT_ANSWER_TEXT, KIOSK_MESSAGES.contactsDeleteFailed)),
  });
  const [editing, setEditing] = useState<{ contact: KioskContactAnswer | null } | null>(null);
  const canUpdate = permissions.can('kiosk', 'update');
  const canDelete = permissions.can('kiosk', 'delete');

  const columns: Column<KioskContactAnswer>[] = [
    ...(canDelete ? [selectColumn<KioskContactAnswer>(removal, contactName)] : []),
    { key: 'name', title: 'Name', text: (r) => contactName(r) },
    { key: 'mobile', title: 'Mobile', text: (r) => r.mobile ?? '' },
    { key: 'email', title: 'Email', text: (r) => r.email },
    { key: 'department', title: 'Department', text: (r) => r.departmentName ?? '' },
    editColumn<KioskContactAnswer>({
      allowed: canUpdate,
      name: contactName,
      onEdit: (contact) => setEditing({ contact }),
    }),
  ];

  return (
    <ListScreen
      title="Kiosk Contacts"
      tableId="kiosk-contacts"
      columns={columns}
      source={kioskContactPages}
      rowKey={(r) => r.id}
      onCreate={canUpdate && (() => setEditing({ contact: null }))}
      removal={canDelete && { ...removal, question: KIOSK_MESSAGES.deleteQuestion, counted: true }}
    >
      {editing && <KioskContactFormModal contact={editing.contact} onClose={() => setEditing(null)} />}
    </ListScreen>
  );
}

import type { OAuthClientAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { ListScreen } from '../kit/list/ListScreen';
import type { Column } from '../kit/table/DataTable';
import { usePermissions } from '../session/use-permissions';
import { OAuthClientFormModal } from './OAuthClientFormModal';
import { clientPages } from './oauth-client-queries';

/** /oauth/clients (spec 002 §2 OAuth clients): Client ID, Scope, edit icon; New. */
export function OAuthClientListScreen() {
  const permissions = usePermissions();
  const [editing, setEditing] = useState<{ client: OAuthClientAnswer | null } | null>(null);
  const canUpdate = permissions.can('oauthClient', 'update');

  const columns: Column<OAuthClientAnswer>[] = [
    { key: 'clientId', title: 'Client ID', text: (r) => r.clientId },
    { key: 'scopes', title: 'Scope', text: (r) => r.scopes },
    {
      key: 'edit',
      title: '',
      fixed: true,
      sortable: false,
      text: () => '',
      render: (r) =>
        canUpdate && (
          <button
            type="button"
            aria-label={`Edit ${r.clientId}`}
            title="Edit"
            className="text-primary hover:text-primary-hover"
            onClick={() => setEditing({ client: r })}
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
            </svg>
          </button>
        ),
    },
  ];

  return (
    <ListScreen
      title="OAuth Clients"
      tableId="oauth-clients"
      columns={columns}
      source={clientPages}
      rowKey={(r) => r.id}
      onCreate={permissions.can('oauthClient', 'create') && (() => setEditing({ client: null }))}
    >
      {editing && <OAuthClientFormModal client={editing.client} onClose={() => setEditing(null)} />}
    </ListScreen>
  );
}

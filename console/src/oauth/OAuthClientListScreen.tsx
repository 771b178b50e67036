import type { OAuthClientAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { OAuthClientFormModal, oauthClientsKey } from './OAuthClientFormModal';

/** /oauth/clients (spec 002 §2 OAuth clients): Client ID, Scope, edit icon; New. */
export function OAuthClientListScreen() {
  const permissions = usePermissions();
  const clients = useQuery({ queryKey: oauthClientsKey, queryFn: () => api.listOAuthClients() });
  const [editing, setEditing] = useState<{ client: OAuthClientAnswer | null } | null>(null);
  const canUpdate = permissions.can('oauthClient', 'update');

  const columns: Column<OAuthClientAnswer>[] = [
    { key: 'clientId', title: 'Client ID', text: (r) => r.clientId },
    { key: 'scopes', title: 'Scope', text: (r) => r.scopes },
    {
      key: 'edit',
      title: '',
      fixed: true,
      unsearchable: true,
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
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">OAuth Clients</h1>
      <DataTable
        tableId="oauth-clients"
        columns={columns}
        rows={clients.data?.data ?? []}
        rowKey={(r) => r.id}
        loading={clients.isLoading}
        error={clients.error ? errorText(clients.error) : undefined}
        toolbar={
          permissions.can('oauthClient', 'create') && (
            <Button variant="primary" onClick={() => setEditing({ client: null })}>
              New
            </Button>
          )
        }
      />
      {editing && <OAuthClientFormModal client={editing.client} onClose={() => setEditing(null)} />}
    </div>
  );
}

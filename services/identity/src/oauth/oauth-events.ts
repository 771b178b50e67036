import type { NewEvent } from '@rollcall/platform';
import type { OAuthClient } from './oauth-client.entity.js';

/** identity.oauth-client.changed.v1: the registration, never the secret. */
export function oauthClientChanged(client: OAuthClient): NewEvent {
  return {
    type: 'identity.oauth-client.changed.v1',
    companyId: client.companyId,
    key: client.companyId,
    payload: { oauthClientId: client.id, clientId: client.clientId, scopes: client.scopes, deleted: false },
  };
}

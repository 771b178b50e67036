// The OAuth clients area's calls on the generated client, with their query keys.
import type { OAuthClientAnswer } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export const oauthClientsKey = ['oauth-clients'] as const;

export const clientPages: PageSource<OAuthClientAnswer> = {
  key: oauthClientsKey,
  load: (params) => api.pageOAuthClients({ query: params }),
};

// The kiosk area's calls on the generated client, with their query keys.
import type { KioskContactAnswer } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export const kioskContactsKey = ['kiosk-contacts'] as const;

export const kioskContactPages: PageSource<KioskContactAnswer> = {
  key: kioskContactsKey,
  load: (params) => api.pageKioskContacts({ query: params }),
};

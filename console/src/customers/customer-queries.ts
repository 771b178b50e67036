// The customers area's calls on the generated client, with their query keys.
import type { CustomerRow } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export const customersKey = ['customers'] as const;

export const customerPages: PageSource<CustomerRow> = {
  key: customersKey,
  load: (params) => api.pageCustomers({ query: params }),
};

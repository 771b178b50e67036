// The rounding area's calls on the generated client, with their query keys.
import type { RoundingListRow } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export const roundingKeys = { all: ['time-roundings'] as const };

/** Every rule set, active or not (the list has no Status filter). */
export const roundingPages: PageSource<RoundingListRow> = {
  key: [...roundingKeys.all, 'list'],
  load: (params) => api.pageTimeRoundings({ query: params }),
};

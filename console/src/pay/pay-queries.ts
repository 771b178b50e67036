// The pay area's calls on the generated client, with their query keys.
import type { PayGroupAnswer, PayTypeAnswer } from '@rollcall/api-client';
import { api } from '../api/client';
import { statusQueryWithAll, type ActiveStatusFilter } from '../kit/active-status-filter';
import type { PageSource } from '../kit/table/DataTable';

export const payKeys = { payTypes: ['pay-types'] as const, payGroups: ['pay-groups'] as const };

export function payTypePages(status: ActiveStatusFilter): PageSource<PayTypeAnswer> {
  return {
    key: [...payKeys.payTypes, status],
    load: (params) => api.pagePayTypes({ query: { ...params, ...statusQueryWithAll(status) } }),
  };
}

export function payGroupPages(status: ActiveStatusFilter): PageSource<PayGroupAnswer> {
  return {
    key: [...payKeys.payGroups, status],
    load: (params) => api.pagePayGroups({ query: { ...params, ...statusQueryWithAll(status) } }),
  };
}

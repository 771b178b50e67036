// The pay area's calls on the generated client, with their query keys.
import type { PayGroupAnswer, PayTypeAnswer } from '@rollcall/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** The blank form of a new pay type: the server's defaults (loaded only while `enabled`, i.e. creating). */
export function useNewPayType(enabled: boolean) {
  return useQuery({ queryKey: [...payKeys.payTypes, 'new'], queryFn: () => api.getNewPayType(), enabled });
}

/** The blank form of a new pay group: the server's defaults, starting today in the company's zone. */
export function useNewPayGroup(enabled: boolean) {
  return useQuery({ queryKey: [...payKeys.payGroups, 'new'], queryFn: () => api.getNewPayGroup(), enabled });
}

/** One pay group to edit (loaded only while `id` is given). */
export function usePayGroup(id: string | null) {
  return useQuery({
    queryKey: [...payKeys.payGroups, 'detail', id],
    queryFn: () => api.getPayGroup({ path: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

/**
 * A page of the what-if preview of `rules` (the engine's rules of the unsaved form) on the pay group `payGroupId`:
 * computed on the server in memory for each page asked (nothing stored).
 */
export function usePayGroupPreview(payGroupId: string, rules: Record<string, unknown>, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...payKeys.payGroups, 'preview', payGroupId, rules, page, pageSize],
    queryFn: () => api.previewPayGroup({ body: { payGroupId, rules, page, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

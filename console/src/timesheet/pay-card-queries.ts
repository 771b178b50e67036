// The timesheet's Pay Card calls on the generated client: the period's card, the pay types its lines may use, and
// deleting a saved manual line. Each write refreshes the card and the timesheet, whose totals hold its units.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { notify } from '../kit/notifications/notification-store';
import type { Period } from './period';
import { PAY_CARD_CODES, PAY_CARD_MESSAGES as M } from './pay-card-messages';

export const payCardKey = (employeeId: string, period: Period) => ['pay-card', employeeId, period.fromT, period.toT];

export function usePayCard(employeeId: string, period: Period) {
  return useQuery({
    queryKey: payCardKey(employeeId, period),
    queryFn: () => api.getPayCard({ body: { employeeId, fromDate: period.fromT, toDate: period.toT } }),
    enabled: employeeId !== '',
  });
}

/** The active pay types (the form leaves out the leave types). */
export function usePayCardTypes(enabled: boolean) {
  return useQuery({
    queryKey: ['pay-types', 'active'],
    queryFn: () => api.getPayTypes({ query: { status: true } }),
    enabled,
  });
}

export function useDeletePayCardLine(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { payCardId: string; lineId: string }) =>
      api.deletePayCardDetails({ body: { payCardId: input.payCardId, payPayCardDetailId: input.lineId } }),
    onSuccess: async () => {
      notify.success(M.lineDeleted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pay-card', employeeId] }),
        queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] }),
      ]);
    },
    onError: (error) => notify.error(answerText(error, PAY_CARD_CODES, M.saveFailed)),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerText } from '../api/answer-text';
import { type EmployeeStatus } from './employee-queries';
import { api } from '../api/client';
import { notify } from '../kit/notifications/notification-store';
import { levelOf, statusMessages } from './employee-messages';

/** POST /employee/saveStatus with the spec's messages; resolves true when the status changed. */
export function useEmployeeStatus() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: { id: string; status: EmployeeStatus; reason: string }) =>
      api.saveEmployeeStatus({ body: input }),
  });
  async function change(input: { id: string; status: EmployeeStatus; reason: string }): Promise<boolean> {
    try {
      const answer = await mutation.mutateAsync(input);
      if (answer.message !== 'success') {
        const text =
          statusMessages.codes[answer.message] ??
          (answer.message === 'error' ? statusMessages.failure : answer.message);
        notify[levelOf(text)](text);
        return false;
      }
      notify.success(statusMessages.success);
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      await queryClient.invalidateQueries({ queryKey: ['licence-count'] });
      return true;
    } catch (failure) {
      const text = answerText(failure, statusMessages.codes, statusMessages.failure);
      notify[levelOf(text)](text);
      return false;
    }
  }
  return { change, pending: mutation.isPending };
}

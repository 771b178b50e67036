// The timesheet's writes on the generated client: delete a punch, recalculate the period. Each refreshes the
// period; a punch write hands its events to the grid, which asks for the period until they are recalculated.
import { ApiError } from '@rollcall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { notify } from '../kit/notifications/notification-store';
import { PUNCH_CODES, TIMESHEET_MESSAGES as M } from './timesheet-messages';

export function useDeletePunch(employeeId: string, onWritten: (eventIds: readonly string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { punchId: string; day: string; reason: string | null }) =>
      api.deleteSinglePunch({ body: { employeeId, ...input } }),
    onSuccess: async (answer) => {
      notify.success(M.punchDeleted);
      onWritten(answer.eventIds);
      await queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] });
    },
    onError: (error) => notify.error(answerText(error, PUNCH_CODES, M.punchDeleteFailed)),
  });
}

/** Recalculate (spec 001 §4): refused here for a closed pay period; the server's answer says done or queued. */
export function useRecalculateTimesheet(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payrollTransferId: string) =>
      api.recalculateTimeSheet({ body: { employees: [employeeId], payrollTransferId } }),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] });
    },
    onError: (error) =>
      notify.error(
        error instanceof ApiError && error.status === 409
          ? M.recalculateClosed
          : answerText(error, {}, M.recalculateFailed),
      ),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '../api/use-live-updates';
import { touchesTimesheet } from './live-refresh';
import type { Period } from './period';

/**
 * Keeps the open timesheet current (issue 11, docs/adr/0013-live-updates.md): when the live stream says this
 * employee's days of the period were recalculated (a kiosk punch, another user's edit, a schedule or leave change),
 * the period is fetched again, with no reload; at every (re)opening of the stream too, since nothing is replayed.
 */
export function useTimesheetLive(employeeId: string, period: Period): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] });
  useLiveUpdates(
    {
      onOpen: refresh,
      onDaysCalculated: (update) => {
        if (touchesTimesheet(update, employeeId, period)) refresh();
      },
    },
    employeeId !== '',
  );
}

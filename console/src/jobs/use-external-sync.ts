import { useState } from 'react';
import { errorText } from '../api/error-text';
import { notify } from '../kit/notifications/notification-store';
import { JOB_MESSAGES } from './job-messages';

/** Runs an ERP sync call and shows its outcome: the server's errorMessage, else 'Failed to sync.'. */
export function useExternalSync(run: () => Promise<{ success: boolean; errorMessage?: string | null }>) {
  const [busy, setBusy] = useState(false);
  async function sync() {
    setBusy(true);
    try {
      const answer = await run();
      if (answer.success) notify.success('Sync successfully.');
      else notify.error(answer.errorMessage || JOB_MESSAGES.syncFailed);
    } catch (error) {
      notify.error(errorText(error, JOB_MESSAGES.syncFailed));
    } finally {
      setBusy(false);
    }
  }
  return { busy, sync };
}

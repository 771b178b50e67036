import type { ScheduleMailRun } from './schedule-mail-runs.js';
import { SCHEDULE_MAIL_MESSAGES, type ScheduleMailRunAnswer } from './send-employee-email.answer.js';

/** A run still sending with no progress for this long was stopped (its process ended): it says interrupted. */
export const STALE_RUN_MS = 10 * 60_000;
export const RUN_STOPPED =
  'Sending stopped before every employee was mailed (the server stopped or failed); send again.';

/**
 * A run's answer: while it sends, success true (accepted) and the sending message; once done, the spec's answer
 * (truthy: every chosen employee got their week). A run still sending with no progress for 10 minutes was cut off.
 */
export function runAnswer(run: ScheduleMailRun, now: number): ScheduleMailRunAnswer {
  const stale = run.status === 'sending' && now - Date.parse(run.updatedAt) > STALE_RUN_MS;
  const status = run.status === 'done' ? 'done' : run.status === 'failed' || stale ? 'interrupted' : 'sending';
  const success = status === 'sending' || (status === 'done' && run.sent > 0 && run.failed.length === 0);
  const message =
    status === 'sending'
      ? SCHEDULE_MAIL_MESSAGES.sending
      : success
        ? SCHEDULE_MAIL_MESSAGES.sent
        : SCHEDULE_MAIL_MESSAGES.failedAll;
  const reason = run.reason ?? (stale ? RUN_STOPPED : null);
  return {
    success,
    message,
    sent: run.sent,
    delivery: run.delivery,
    failed: run.failed,
    ...(reason ? { reason } : {}),
    status,
    runId: run.id,
    total: run.total,
    startDate: run.startDate,
    endDate: run.endDate,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
  };
}

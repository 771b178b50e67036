import type { SendEmployeeEmailAnswer, WeeklyScheduleConditions } from '@rollcall/api-client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../api/error-text';
import { notify } from '../kit/notifications/notification-store';
import { scheduleMailRun, sendScheduleEmails, weeklyScheduleReportPdf } from './report-queries';
import { saveFile } from './save-file';

/** What the roster shows: its dates, its sort and the structure nodes of its filter. */
export interface RosterReportScope {
  startDate: string;
  endDate: string;
  sortBy?: WeeklyScheduleConditions['sortBy'];
  departmentIds?: string[];
}

/** The notification for a send: the server's message, with who got nothing and why. */
export function sendAnswerText(answer: SendEmployeeEmailAnswer): string {
  const missed = answer.failed.map((f) => `${f.name} ${f.reason}`);
  const notes = [
    ...(answer.reason ? [answer.reason] : []),
    ...missed,
    ...(answer.delivery === 'log' ? ['(no mail server: the demo wrote the mails to its log)'] : []),
  ];
  return notes.length ? `${answer.message} ${notes.join('; ')}` : answer.message;
}

/** How often a Send All going on in the background is asked how far it has got. */
const RUN_POLL_MS = 1000;

/** Send All's progress while it goes on in the background: e.g. "Sending 120 of 1000". */
export function sendProgressText(answer: Pick<SendEmployeeEmailAnswer, 'sent' | 'failed' | 'total'>): string {
  return `Sending ${answer.sent + answer.failed.length} of ${answer.total ?? 0}`;
}

/**
 * A Send All answered `sending`: follows its run until it is done (or interrupted), telling `onProgress` each time;
 * resolves to the final answer.
 */
async function followRun(
  answer: SendEmployeeEmailAnswer,
  onProgress: (answer: SendEmployeeEmailAnswer) => void,
): Promise<SendEmployeeEmailAnswer> {
  let current = answer;
  while (current.status === 'sending' && current.runId) {
    onProgress(current);
    await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
    current = await scheduleMailRun(current.runId);
  }
  return current;
}

/**
 * The roster's Print (the WeeklyScheduleReport PDF, downloaded) and Send All / per-employee e-mail, with their
 * notifications (spec 001 §8 "Roster"). A Send All the server goes on with in the background shows its progress
 * until it is done.
 */
export function useRosterReports(scope: RosterReportScope) {
  const [progress, setProgress] = useState<string | null>(null);
  const print = useMutation({
    mutationFn: () =>
      weeklyScheduleReportPdf({
        startDate: scope.startDate,
        endDate: scope.endDate,
        sortBy: scope.sortBy ?? 'LastName',
        ...(scope.departmentIds?.length ? { departmentIds: scope.departmentIds } : {}),
      }),
    onSuccess: (pdf) => saveFile(pdf, `weekly-schedule-${scope.startDate}-to-${scope.endDate}.pdf`),
    onError: (error) => notify.error(errorText(error, 'Failed to print the schedule.')),
  });
  const send = useMutation({
    mutationFn: async (employeeId: string | null) => {
      const answer = await sendScheduleEmails({
        startDate: scope.startDate,
        endDate: scope.endDate,
        ...(employeeId ? { employeeId } : { departmentId: scope.departmentIds ?? [] }),
      });
      return followRun(answer, (current) => setProgress(sendProgressText(current)));
    },
    onSettled: () => setProgress(null),
    onSuccess: (answer) => (answer.success ? notify.success : notify.error)(sendAnswerText(answer)),
    onError: (error, employeeId) =>
      notify.error(errorText(error, employeeId ? 'Failed to send email.' : 'Failed to send emails.')),
  });
  return {
    print: () => print.mutate(),
    printing: print.isPending,
    sendAll: () => send.mutate(null),
    sendOne: (employeeId: string) => send.mutate(employeeId),
    sending: send.isPending,
    /** "Sending 120 of 1000" while a Send All goes on in the background */
    progress,
  };
}

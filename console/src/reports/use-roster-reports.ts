import type { SendEmployeeEmailAnswer, WeeklyScheduleConditions } from '@rollcall/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../api/error-text';
import { notify } from '../kit/notifications/notification-store';
import { sendScheduleEmails, weeklyScheduleReportPdf } from './report-queries';
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

/**
 * The roster's Print (the WeeklyScheduleReport PDF, downloaded) and Send All / per-employee e-mail, with their
 * notifications (spec 001 §8 "Roster").
 */
export function useRosterReports(scope: RosterReportScope) {
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
    mutationFn: (employeeId: string | null) =>
      sendScheduleEmails({
        startDate: scope.startDate,
        endDate: scope.endDate,
        ...(employeeId ? { employeeId } : { departmentId: scope.departmentIds ?? [] }),
      }),
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
  };
}

import type {
  ScheduleMailRunAnswer,
  SendEmployeeEmailAnswer,
  SendEmployeeEmailRequest,
  WeeklyScheduleConditions,
} from '@rollcall/api-client';
import { api, http } from '../api/client';

/** POST /api/reports/WeeklyScheduleReport: the roster's week as a PDF (docs/api.md "Reports"). */
export function weeklyScheduleReportPdf(conditions: WeeklyScheduleConditions): Promise<Blob> {
  return http.requestBlob({
    method: 'POST',
    path: '/api/reports/WeeklyScheduleReport',
    body: { ...conditions, format: 'PDF' },
    headers: { Accept: 'application/pdf, application/json' },
  });
}

/** POST /standardshifts/sendEmployeeEmail: one employee's week (`employeeId`), or everyone's of the nodes. */
export function sendScheduleEmails(request: SendEmployeeEmailRequest): Promise<SendEmployeeEmailAnswer> {
  return api.sendEmployeeEmail({ body: request });
}

/** GET /api/schedule-mails/{id}: a Send All going on in the background, as it stands. */
export function scheduleMailRun(id: string): Promise<ScheduleMailRunAnswer> {
  return api.getScheduleMailRun({ path: { id } });
}

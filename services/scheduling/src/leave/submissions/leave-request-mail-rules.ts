import type { LeaveListed } from '../leave-row.js';

export interface LeaveRequestMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const SOURCES: Record<string, string> = {
  console: 'the console',
  kiosk: 'a kiosk',
  mobile: 'the mobile app',
  global: 'Global Leave',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** DD/MM/YYYY, as the console shows dates. */
const shown = (date: string) => date.split('-').reverse().join('/');

/** The mail telling an approver of a leave request waiting for them. */
export function leaveRequestMail(
  leave: LeaveListed,
  approver: { name: string; email: string },
  link: string,
): LeaveRequestMail {
  const dates =
    leave.fromDate === leave.toDate ? shown(leave.fromDate) : `${shown(leave.fromDate)} to ${shown(leave.toDate)}`;
  const time = leave.byWorkHours ? ` ${leave.fromTime ?? ''}–${leave.toTime ?? ''}` : '';
  const hours = (Math.round(leave.totalMinutes / 0.6) / 100).toFixed(2);
  const lines = [
    `Hello ${approver.name},`,
    '',
    `${leave.employeeName} has requested leave from ${SOURCES[leave.source] ?? leave.source}, waiting for your approval:`,
    '',
    `Leave Type: ${leave.typeName}`,
    `Date: ${dates}${time}`,
    `Total Hours: ${hours}`,
    ...(leave.description ? [`Description: ${leave.description}`] : []),
    '',
    `Examine it in Leave Requests: ${link}`,
  ];
  return {
    to: approver.email,
    subject: `Leave request: ${leave.employeeName}, ${leave.typeName}, ${dates}`,
    text: lines.join('\n'),
    html: lines
      .map((line) => (line === '' ? '<br>' : `<p>${escapeHtml(line)}</p>`))
      .join('\n')
      .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`),
  };
}

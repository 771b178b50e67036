import { dayHeader, dayLines, longDate, weekHours } from '../weekly-schedule/schedule-week-text.js';
import type { ScheduleWeekEmployee } from '../weekly-schedule/schedule-week.query.js';
import type { ScheduleMail } from './schedule-mailer.js';

const NO_SHIFT = 'No shift';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One employee's week as a mail: a line (a table row in HTML) per day with its sections or Off Day, and the hours. */
export function employeeWeekMail(
  employee: ScheduleWeekEmployee & { email: string },
  dates: readonly string[],
): ScheduleMail {
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  const days = dates.map((date) => ({ header: dayHeader(date), lines: dayLines(employee.days.get(date)) }));
  const hours = weekHours(employee, dates).toFixed(2);
  const period = `${longDate(first)} to ${longDate(last)}`;
  const text = [
    `Hello ${employee.firstName},`,
    '',
    `Your schedule from ${period}:`,
    '',
    ...days.map((day) => `${day.header}: ${day.lines.length ? day.lines.join('; ') : NO_SHIFT}`),
    '',
    `Total hours: ${hours}`,
    '',
  ].join('\n');
  const rows = days
    .map(
      (day) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(day.header)}</th><td style="padding:4px 0">${
          day.lines.length ? day.lines.map(escapeHtml).join('<br>') : `<span style="color:#888">${NO_SHIFT}</span>`
        }</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px">
<p>Hello ${escapeHtml(employee.firstName)},</p>
<p>Your schedule from ${escapeHtml(period)}:</p>
<table style="border-collapse:collapse">
${rows}
</table>
<p><strong>Total hours: ${hours}</strong></p>
</body></html>`;
  return {
    to: employee.email,
    subject: `Your schedule: ${dayHeader(first)} to ${dayHeader(last)} ${last.slice(0, 4)}`,
    text,
    html,
  };
}

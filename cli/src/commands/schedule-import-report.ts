// What `rollcall schedule import` prints: the upload's progress line and the closing report of the server's answer.

import type { ScheduleImportAnswer } from '@rollcall/api-client';
import { counted } from '../counted.js';

const WIDTH = 30;

/** The progress line while the file goes up, then while the server imports it. */
export function uploadLine(sent: number, total: number): string {
  if (total > 0 && sent >= total) return `Uploaded ${kilobytes(total)}; the server is importing the rows…`;
  const filled = total === 0 ? 0 : Math.round((sent / total) * WIDTH);
  return `Uploading ${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)} ${kilobytes(sent)} of ${kilobytes(total)}`;
}

function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024)} kB`;
}

/** The counts, then every refused row with its reason, in sheet order. */
export function formatScheduleReport(answer: ScheduleImportAnswer): string {
  const rows = (n: number) => counted(n, 'row');
  const lines = [
    answer.dryRun ? 'Dry run: nothing was written.' : '',
    `${answer.dryRun ? 'Would import' : 'Imported'} ${rows(answer.imported)} (${counted(answer.days, 'employee-day')}), ${rows(answer.unchanged)} already as the file says, ${rows(answer.refused.length)} refused.`,
    ...(answer.refused.length ? ['Refused rows:'] : []),
    ...answer.refused.map((r) => {
      const what = [r.clockId === null ? null : `Clock ID ${r.clockId}`, r.date].filter(Boolean).join(', ');
      return `  row ${r.row}${what ? ` (${what})` : ''}: ${r.reason}`;
    }),
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}

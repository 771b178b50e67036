import type { ScheduleImportAnswer } from '@rollcall/api-client';

/** The file types the schedule import accepts. */
export const SCHEDULE_FILE_ACCEPT = '.xls,.xlsx';

/** The counts of an import, as one sentence. */
export function importSummary(answer: ScheduleImportAnswer): string {
  const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;
  return `${rows(answer.imported)} imported, ${rows(answer.unchanged)} already as the file says, ${rows(answer.refused.length)} refused.`;
}

/** One line per refused row, in sheet order. */
export function refusedScheduleLines(answer: ScheduleImportAnswer): string[] {
  return answer.refused.map((r) => {
    const what = [r.clockId == null ? null : `Clock ID ${r.clockId}`, r.date].filter(Boolean).join(', ');
    return `Row ${r.row}${what ? ` (${what})` : ''}: ${r.reason}`;
  });
}

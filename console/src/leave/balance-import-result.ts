import type { LeaveBalanceUploadAnswer } from '@rollcall/api-client';

/** The file types the leave balance import accepts (spec 002 §2 "Imports"). */
export const BALANCE_FILE_ACCEPT = '.xls,.xlsx,.csv';

/** The counts of an upload, as one sentence. */
export function balanceImportSummary(answer: LeaveBalanceUploadAnswer): string {
  const balances = (n: number) => `${n} balance${n === 1 ? '' : 's'}`;
  const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;
  return `${balances(answer.imported)} imported, ${balances(answer.unchanged)} already as the file says, ${rows(answer.refused.length)} refused (balances as of ${answer.balanceDate.split('-').reverse().join('/')}).`;
}

/** One line per refused row, in sheet order. */
export function refusedBalanceLines(answer: LeaveBalanceUploadAnswer): string[] {
  return answer.refused.map((r) => `Row ${r.row}${r.payId ? ` (Pay ID ${r.payId})` : ''}: ${r.reason}`);
}

/** Upload progress as a whole percentage of the bytes sent. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((sent / total) * 100)));
}

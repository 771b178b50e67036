// `rollcall leave import FILE [--dry-run]`: sends a leave balance file (.xls, .xlsx or .csv, read by the company's
// saved column mapping, docs/api.md "Leave balance import") with the upload's progress on a terminal, and prints the
// balances imported, the pay IDs no employee has and every refused row. `rollcall leave balances --clock-id N
// [--as-of DATE] [--json]`: an employee's leave balances as of a day. Needs `rollcall login` first.

import type { LeaveBalanceAnswer, LeaveBalanceUploadAnswer } from '@rollcall/api-client';
import type { Command } from 'commander';
import {
  EXIT,
  UsageError,
  createApi,
  describeFailure,
  processIo,
  resolveUrl,
  runsWith,
  runsWithArgument,
  type CliIo,
} from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { type TextColumn, textTable } from '../text-table.js';
import { sendImportFile } from './file-upload.js';
import { counted } from '../counted.js';

export interface LeaveImportOptions {
  dryRun?: boolean;
  json?: boolean;
  url?: string;
}

export interface LeaveBalancesOptions {
  clockId?: string;
  asOf?: string;
  json?: boolean;
  url?: string;
}

const URL_OPTION = [
  '--url <url>',
  'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)',
] as const;

export function registerLeaveCommand(program: Command, io: CliIo = processIo()): Command {
  const leave = program.command('leave').description('leave balances');
  const importCommand = leave
    .command('import')
    .description('import leave balances from an .xls, .xlsx or .csv by the saved column mapping (docs/api.md)')
    .argument('<file>', 'the balance file')
    .option('--dry-run', 'check every row on the server, write nothing')
    .option('--json', 'print the server’s answer as JSON')
    .option(...URL_OPTION);
  runsWithArgument(importCommand, io, (options: LeaveImportOptions, file?: string) =>
    importLeaveBalances(file ?? '', options, io),
  );
  const balances = leave
    .command('balances')
    .description('an employee’s leave balances as of a day')
    .option('--clock-id <n>', 'the employee’s clock id (required)')
    .option('--as-of <date>', 'the day, YYYY-MM-DD (default today in the employee’s zone)')
    .option('--json', 'print the server’s answer as JSON')
    .option(...URL_OPTION);
  runsWith<LeaveBalancesOptions>(balances, io, (options) => showLeaveBalances(options, io));
  return leave;
}

export async function importLeaveBalances(file: string, options: LeaveImportOptions, io: CliIo): Promise<number> {
  if (!file.trim()) throw new UsageError('give the .xls, .xlsx or .csv file to import');
  if (!/\.(xlsx?|csv)$/i.test(file)) throw new UsageError(`${file}: the file must be an .xls, .xlsx or .csv file`);
  const answer = await sendImportFile<LeaveBalanceUploadAnswer>(io, 'rollcall leave import', file, options, {
    path: `/api/leave-balance/upload${options.dryRun ? '?dryRun=true' : ''}`,
    part: 'leavebalanceExcelFile',
  });
  if (!answer) return EXIT.failed;
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatLeaveImport(answer));
  return answer.refused.length ? EXIT.failed : EXIT.ok;
}

/** The counts, the unmatched pay IDs, then every refused row with its reason. */
export function formatLeaveImport(answer: LeaveBalanceUploadAnswer): string {
  const lines = [
    answer.dryRun ? 'Dry run: nothing was written.' : answer.detail,
    `${answer.dryRun ? 'Would import' : 'Imported'} ${counted(answer.imported, 'balance')} as of ${answer.balanceDate}, ${answer.unchanged} already as the file says, ${counted(answer.refused.length, 'row')} refused.`,
    ...(answer.unmatchPayid.length ? [`Pay IDs no employee has: ${answer.unmatchPayid.join(', ')}`] : []),
    ...(answer.refused.length ? ['Refused rows:'] : []),
    ...answer.refused.map((r) => `  row ${r.row}${r.payId ? ` (Pay ID ${r.payId})` : ''}: ${r.reason}`),
  ];
  return `${lines.join('\n')}\n`;
}

export async function showLeaveBalances(options: LeaveBalancesOptions, io: CliIo): Promise<number> {
  const query = balancesQuery(options);
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  const api = createApi(url, store.tokenStore());
  let answer: LeaveBalanceAnswer;
  try {
    answer = await api.getLeaveBalances({ query });
  } catch (error) {
    io.stderr.write(`rollcall leave balances: ${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatBalances(answer));
  return EXIT.ok;
}

/** The call's query from the options; a UsageError when they are wrong. */
export function balancesQuery(options: LeaveBalancesOptions): { clockId: number; fromDate?: string } {
  const clockText = options.clockId?.trim();
  if (!clockText) throw new UsageError('--clock-id is required');
  if (!/^\d{1,9}$/.test(clockText))
    throw new UsageError(`--clock-id must be a whole number (got "${options.clockId}")`);
  const asOf = options.asOf?.trim();
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    throw new UsageError(`--as-of must be a date written YYYY-MM-DD (got "${options.asOf}")`);
  return { clockId: Number(clockText), ...(asOf ? { fromDate: asOf } : {}) };
}

const BALANCE_COLUMNS: readonly TextColumn<LeaveBalanceAnswer['dataList'][number]>[] = [
  ['Code', (b) => b.code],
  ['Type', (b) => b.name],
  ['Hours', (b) => b.time.toFixed(2)],
  ['Days', (b) => (b.days == null ? '' : b.days.toFixed(2))],
  ['Imported', (b) => `${b.importedHours.toFixed(2)} on ${b.balanceDate}`],
  ['Taken since', (b) => b.takenHours.toFixed(2)],
];

function formatBalances(answer: LeaveBalanceAnswer): string {
  const head = `${answer.employeeName}: leave balances as of ${answer.fromDate}`;
  if (answer.dataList.length === 0) return `${head}\nNo imported balance.\n`;
  return `${[head, ...textTable(BALANCE_COLUMNS, answer.dataList)].join('\n')}\n`;
}

// `rollcall periods list|close|open|export|verify`: the Payroll Transfer screen from the command line, through the
// gateway's payroll transfer calls. Needs `rollcall login` first (payroll permissions: an Admin).
//
// Exit codes: 0 done; 1 the server refused or could not be reached; 2 the command line is wrong; 3 a close was
// refused because days of the period are still waiting to be recalculated; 4 a close needs --yes (it would close over
// unreviewed exceptions or unapproved pairs); 5 verify found a period whose totals changed after it was closed, or a broken close chain.

import { writeFileSync } from 'node:fs';
import {
  ApiError,
  type CloseCheckAnswer,
  type PayrollTransferRow,
  type RollcallApi,
  type VerifyAnswer,
} from '@rollcall/api-client';
import { isPayrollFileTemplate, PAYROLL_TEMPLATE_CODES } from '@rollcall/contracts';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { textTable, type TextColumn } from '../text-table.js';
import { collectIds } from './recalc-options.js';
import { counted } from '../counted.js';

export const PERIODS_EXIT = { ...EXIT, recalculating: 3, needsConfirmation: 4, tampered: 5 } as const;

const collect = (value: string, previous: string[] = []) => [...previous, value];
const URL_OPTION = [
  '--url <url>',
  'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)',
] as const;
/** An export of many periods can take a while: wait up to five minutes for the file. */
const EXPORT_TIMEOUT_MS = 300_000;

export interface PeriodsOptions {
  id?: string[];
  code?: string;
  payGroup?: string;
  days?: string;
  search?: string;
  reason?: string;
  yes?: boolean;
  department?: string[];
  template?: string;
  out?: string;
  url?: string;
  json?: boolean;
}

type Action<O = PeriodsOptions> = (options: O, api: RollcallApi, io: CliIo) => Promise<number>;

export function registerPeriodsCommand(program: Command, io: CliIo = processIo()): Command {
  const periods = program
    .command('periods')
    .description('pay periods (payroll transfers): list, close, open, export, verify the close chain');
  const choose = (command: Command) =>
    command
      .option('--id <id>', 'a pay period id; repeat it or comma-join ids', collect)
      .option('--code <code>', 'a period code such as W20261109 (with --pay-group when several groups have it)')
      .option('--pay-group <name>', 'the pay group of --code');
  const common = (command: Command, action: Action) =>
    runsWith<PeriodsOptions>(command.option(...URL_OPTION).option('--json', 'print the raw answer'), io, (options) =>
      withApi(options, io, action),
    );

  common(
    periods
      .command('list')
      .description('the periods, newest first')
      .option('--days <days>', 'ending at most this many days ago, "advance" (coming periods) or "all"', '90')
      .option('--search <text>', 'only periods whose code, dates or pay group hold the text'),
    listPeriods,
  );
  common(
    choose(periods.command('close').description('close periods: their totals are fixed with a chained digest')).option(
      '--yes',
      'close even when unreviewed exceptions or unapproved pairs remain',
    ),
    closePeriods,
  );
  common(
    choose(periods.command('open').description('reopen closed periods')).option(
      '--reason <text>',
      'why they are reopened (required; kept on the close and in the history)',
    ),
    openPeriods,
  );
  common(
    choose(periods.command('export').description('download the periods’ payroll file; marks them exported'))
      .option('--department <id>', 'only employees at or below this structure node; repeatable', collect)
      .option('--template <code>', 'the export template (default: the company’s first)')
      .option('--out <file>', 'where to write the file; - for standard output', 'PayrollTransfer.csv'),
    exportPeriods,
  );
  common(
    periods.command('verify').description('recompute every close’s digest and the closed periods’ totals'),
    verifyPeriods,
  );
  return periods;
}

/** Runs `action` on the signed-in session's gateway; a refusal is printed with the server's words (exit 1, or 3). */
export async function withApi<O extends { url?: string }>(options: O, io: CliIo, action: Action<O>): Promise<number> {
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  const api = createApi(url, store.tokenStore(), EXPORT_TIMEOUT_MS);
  try {
    return await action(options, api, io);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const body = error instanceof ApiError ? (error.body as { message?: unknown; detail?: unknown }) : undefined;
    if (body?.message === 'recalculating') {
      io.stderr.write(`${String(body.detail)}\n`);
      return PERIODS_EXIT.recalculating;
    }
    io.stderr.write(`${typeof body?.detail === 'string' ? body.detail : describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
}

/** The `--days` value as the search takes it. */
export function daysFilter(value: string | undefined): string | undefined {
  const text = (value ?? '90').trim().toLowerCase();
  if (text === 'all') return undefined;
  if (text === 'advance' || /^\d+$/.test(text)) return text;
  throw new UsageError(`--days must be a number of days, advance or all (got "${value}")`);
}

/** Every row of the search, a page of 100 at a time. */
async function allRows(api: RollcallApi, body: { days?: string; search?: string }): Promise<PayrollTransferRow[]> {
  const rows: PayrollTransferRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.searchPayrollTransfers({ body: { ...body, page, pageSize: 100 } });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) return rows;
  }
}

/** The periods `--id` or `--code` (and `--pay-group`) name; a UsageError when they name none, or several by code. */
export async function chosenPeriods(api: RollcallApi, options: PeriodsOptions): Promise<string[]> {
  const ids = collectIds('--id', options.id);
  if (ids.length > 0 && options.code) throw new UsageError('give --id or --code, not both');
  if (ids.length > 0) return ids;
  const code = options.code?.trim();
  if (!code) throw new UsageError('--id or --code is required');
  const matches = (await allRows(api, { search: code })).filter(
    (r) =>
      r.periodCode.toLowerCase() === code.toLowerCase() &&
      (!options.payGroup || r.paygroupName.toLowerCase() === options.payGroup.trim().toLowerCase()),
  );
  if (matches.length === 0)
    throw new UsageError(`no period ${code}${options.payGroup ? ` of ${options.payGroup}` : ''}`);
  if (matches.length > 1)
    throw new UsageError(
      `${code} is a period of several pay groups (${matches.map((m) => m.paygroupName).join(', ')}): add --pay-group`,
    );
  return matches.map((m) => m.id);
}

export function formatPeriods(rows: readonly PayrollTransferRow[]): string {
  const columns: TextColumn<PayrollTransferRow>[] = [
    ['Period', (r) => r.periodCode],
    ['From', (r) => r.fromDate],
    ['To', (r) => r.toDate],
    ['Closed', (r) => (r.isClosed ? 'yes' : '')],
    ['Exported', (r) => (r.isExported ? 'yes' : '')],
    ['Pay group', (r) => r.paygroupName],
    ['Id', (r) => r.id],
  ];
  return [...textTable(columns, rows), ''].join('\n');
}

async function listPeriods(options: PeriodsOptions, api: RollcallApi, io: CliIo): Promise<number> {
  const days = daysFilter(options.days);
  const rows = await allRows(api, {
    ...(days !== undefined ? { days } : {}),
    ...(options.search ? { search: options.search } : {}),
  });
  io.stdout.write(options.json ? `${JSON.stringify(rows, null, 2)}\n` : formatPeriods(rows));
  return EXIT.ok;
}

/** What a close would warn about, as lines: the unreviewed exceptions and the unapproved pairs (the first 100 each). */
export function formatCloseCheck(check: CloseCheckAnswer): string {
  const listed = (total: number, shown: number, title: string, lines: string[]) =>
    total === 0 ? [] : [title, ...lines, ...(total > shown ? [`  … and ${total - shown} more`] : [])];
  return [
    ...listed(
      check.exceptionCount,
      check.exceptions.length,
      `${counted(check.exceptionCount, 'unreviewed exception')} on the periods' days:`,
      check.exceptions.map((e) => `  ${e.periodCode}  ${e.date}  ${e.employeeName}  ${e.type}`),
    ),
    ...listed(
      check.unapprovedPairCount,
      check.unapprovedPairs.length,
      `${counted(check.unapprovedPairCount, 'unapproved pair')} on the periods' days:`,
      check.unapprovedPairs.map((p) => `  ${p.periodCode}  ${p.date}  ${p.employeeName}  ${p.actualIn}-${p.actualOut}`),
    ),
    '',
  ].join('\n');
}

async function closePeriods(options: PeriodsOptions, api: RollcallApi, io: CliIo): Promise<number> {
  const ids = await chosenPeriods(api, options);
  const check = await api.checkPayrollTransferClose({ query: { ids: ids.join(',') } });
  if (check.queued.length > 0) {
    io.stderr.write(
      `Days are still waiting to be recalculated (${check.queued.map((q) => `${q.periodCode}: ${q.days}`).join(', ')}). Close once the recalculation has finished (rollcall recalc status).\n`,
    );
    return PERIODS_EXIT.recalculating;
  }
  if ((check.exceptionCount > 0 || check.unapprovedPairCount > 0) && !options.yes) {
    io.stderr.write(`${formatCloseCheck(check)}Pass --yes to close anyway.\n`);
    return PERIODS_EXIT.needsConfirmation;
  }
  const answer = await api.closePayrollTransfers({ body: { ids } });
  io.stdout.write(
    options.json
      ? `${JSON.stringify(answer, null, 2)}\n`
      : `Close successfully\n${answer.periods.map((p) => `${p.paygroupName} ${p.periodCode}: closed, digest ${p.digest ?? ''}`).join('\n')}\n`,
  );
  return EXIT.ok;
}

async function openPeriods(options: PeriodsOptions, api: RollcallApi, io: CliIo): Promise<number> {
  const reason = options.reason?.trim();
  if (!reason) throw new UsageError('--reason is required: say why the periods are reopened');
  const ids = await chosenPeriods(api, options);
  const answer = await api.openPayrollTransfers({ body: { ids, reason } });
  io.stdout.write(
    options.json
      ? `${JSON.stringify(answer, null, 2)}\n`
      : `Open successfully\n${answer.periods.map((p) => `${p.paygroupName} ${p.periodCode}: open`).join('\n')}\n`,
  );
  return EXIT.ok;
}

async function exportPeriods(options: PeriodsOptions, api: RollcallApi, io: CliIo): Promise<number> {
  const ids = await chosenPeriods(api, options);
  const departments = collectIds('--department', options.department);
  const template = options.template?.trim();
  if (template !== undefined && !isPayrollFileTemplate(template))
    throw new UsageError(
      `--template must be one of ${PAYROLL_TEMPLATE_CODES.filter(isPayrollFileTemplate).join(', ')}`,
    );
  const toStdout = options.out === '-';
  if (!toStdout) io.stderr.write(`Exporting ${counted(ids.length, 'period')}…\n`);
  const file = await api.exportPayrollTransfers({
    query: {
      id: ids.join(','),
      ...(departments.length ? { departmentIds: departments.join(',') } : {}),
      ...(template ? { template } : {}),
    },
  });
  const text = typeof file === 'string' ? file : '';
  if (toStdout) {
    io.stdout.write(text);
    return EXIT.ok;
  }
  const out = options.out ?? 'PayrollTransfer.csv';
  writeFileSync(out, text, 'utf8');
  const lines = text === '' ? 0 : text.split('\r\n').length - 1;
  io.stdout.write(
    options.json
      ? `${JSON.stringify({ file: out, bytes: Buffer.byteLength(text), lines }, null, 2)}\n`
      : `Export successfully: ${out} (${lines} lines, ${Buffer.byteLength(text)} bytes)\n`,
  );
  return EXIT.ok;
}

export function formatVerify(answer: VerifyAnswer): string {
  if (answer.problems.length === 0)
    return `${counted(answer.closes, 'close')} checked, ${counted(answer.closedPeriods, 'closed period')} recomputed: the chain holds.\n`;
  return [
    `${counted(answer.closes, 'close')} checked, ${counted(answer.closedPeriods, 'closed period')} recomputed: ${counted(answer.problems.length, 'problem')}`,
    ...answer.problems.map((p) => `  ${p.text}`),
    '',
  ].join('\n');
}

async function verifyPeriods(options: PeriodsOptions, api: RollcallApi, io: CliIo): Promise<number> {
  io.stderr.write('Recomputing every close…\n');
  const answer = await api.verifyPayrollTransferCloses();
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatVerify(answer));
  return answer.problems.length > 0 ? PERIODS_EXIT.tampered : EXIT.ok;
}

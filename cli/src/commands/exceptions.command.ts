// `rollcall exceptions list --from --to [--type]`: the time-card exceptions of a date range (spec 001 §2), through
// the gateway's GET /api/time-card-exceptions/view, every page of 100, as a table or --json. Needs `rollcall login`
// first; a Supervisor sees the people of the nodes they manage, an employee their own.

import type { RollcallApi, TimeCardExceptionRow } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { type TextColumn, textTable } from '../text-table.js';
import { counted } from '../counted.js';

/** The list's types (spec 001 §9): an exception type, every unreviewed one, or every reviewed one. */
export const EXCEPTION_LIST_TYPES = [
  'AllException',
  'AllReviewed',
  'EarlyArrival',
  'LateArrival',
  'EarlyDeparture',
  'LateDeparture',
  'Absent',
  'LongBreak',
  'MissingBreak',
  'MissingJob',
  'UnprovedOvertime',
  'MissingPunch',
  'UnscheduleWork',
  'UnscheduleBreak',
] as const;
export type ExceptionListType = (typeof EXCEPTION_LIST_TYPES)[number];

export interface ExceptionsListOptions {
  from?: string;
  to?: string;
  type?: string;
  url?: string;
  json?: boolean;
}

const PAGE = 100;

export function registerExceptionsCommand(program: Command, io: CliIo = processIo()): Command {
  const exceptions = program.command('exceptions').description('time-card exceptions');
  const list = exceptions
    .command('list')
    .description('the exceptions of a date range as a table (unreviewed ones unless --type AllReviewed)')
    .option('--from <date>', 'the first day, YYYY-MM-DD (required)')
    .option('--to <date>', 'the last day, YYYY-MM-DD (required)')
    .option('--type <type>', `one of ${EXCEPTION_LIST_TYPES.join(', ')}`, 'AllException')
    .option('--json', 'print the rows as JSON')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)');
  runsWith<ExceptionsListOptions>(list, io, (options) => listExceptions(options, io));
  return exceptions;
}

/** What the options ask for; a UsageError naming the option when they do not say it. */
export function exceptionsQuery(options: ExceptionsListOptions): {
  startDate: string;
  endDate: string;
  type: ExceptionListType;
} {
  const date = (flag: string, value: string | undefined) => {
    const text = value?.trim();
    if (!text) throw new UsageError(`${flag} is required`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
      throw new UsageError(`${flag} must be a date as YYYY-MM-DD (got "${value}")`);
    return text;
  };
  const startDate = date('--from', options.from);
  const endDate = date('--to', options.to);
  if (endDate < startDate) throw new UsageError('--to must not be before --from');
  const asked = (options.type ?? 'AllException').trim().toLowerCase();
  const type = EXCEPTION_LIST_TYPES.find((t) => t.toLowerCase() === asked);
  if (!type) throw new UsageError(`--type must be one of ${EXCEPTION_LIST_TYPES.join(', ')} (got "${options.type}")`);
  return { startDate, endDate, type };
}

export async function listExceptions(options: ExceptionsListOptions, io: CliIo): Promise<number> {
  const query = exceptionsQuery(options);
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  let rows: TimeCardExceptionRow[];
  try {
    rows = await everyException(createApi(url, store.tokenStore()), query);
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(rows, null, 2)}\n` : formatExceptions(rows, query));
  return EXIT.ok;
}

/** Every row, a page of 100 at a time, by employee name then date. */
async function everyException(
  api: RollcallApi,
  query: { startDate: string; endDate: string; type: ExceptionListType },
): Promise<TimeCardExceptionRow[]> {
  const rows: TimeCardExceptionRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.listTimeCardExceptions({ query: { ...query, page, pageSize: PAGE } });
    rows.push(...answer.rows);
    if (answer.rows.length < PAGE || rows.length >= answer.total) return rows;
  }
}

const COLUMNS: TextColumn<TimeCardExceptionRow>[] = [
  ['Clock ID', (r) => (r.clockId === null || r.clockId === undefined ? '' : String(r.clockId))],
  ['Employee Name', (r) => r.employeeName],
  ['Date', (r) => `${r.date.slice(8, 10)}/${r.date.slice(5, 7)}/${r.date.slice(0, 4)}`],
  ['Sch In', (r) => r.scheduleIn ?? ''],
  ['Sch Out', (r) => r.scheduleOut ?? ''],
  ['Actual In', (r) => r.actuaIn ?? ''],
  ['Actual Out', (r) => r.actuaOut ?? ''],
  ['Exception Type', (r) => r.actuaInException],
  ['Reviewed By', (r) => r.approver ?? ''],
];

/** The table, and a line counting the rows. */
export function formatExceptions(
  rows: TimeCardExceptionRow[],
  query: { startDate: string; endDate: string; type: ExceptionListType },
): string {
  const what = query.type === 'AllReviewed' ? 'reviewed exception' : 'exception';
  const range = `${query.startDate} to ${query.endDate}`;
  if (rows.length === 0) return `No ${what}s from ${range}.\n`;
  return [...textTable(COLUMNS, rows), `${counted(rows.length, what)} from ${range}`, ''].join('\n');
}

// `rollcall roster show --week 2026-11-23 [--department CODE] [--json]`: the weekly roster of the week (Monday to
// Sunday) holding the date, read a page at a time from the gateway's GET /api/shifts/getNewShifts (progress on a
// terminal), printed as a table of employees by day with each one's hours, or as JSON. Needs `rollcall login` first
// (schedule visible: an Employee sees themself, a Supervisor the nodes they manage).

import type { DepartmentNode, RollcallApi, RosterRowAnswer } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { inkProgress, type ProgressView } from './employees-progress.js';
import { formatRoster, readingLine, rosterWeek } from './roster-table.js';

export interface RosterShowOptions {
  week?: string;
  department?: string;
  json?: boolean;
  url?: string;
}

/** Employees read per call: the roster's largest page. */
const PAGE_SIZE = 1000;

export function registerRosterCommand(program: Command, io: CliIo = processIo()): Command {
  const roster = program.command('roster').description('the weekly roster');
  const show = roster
    .command('show')
    .description('the roster of a week: each employee’s shifts by day and hours')
    .option('--week <date>', 'a date of the week, YYYY-MM-DD (default: this week); the week runs Monday to Sunday')
    .option('--department <code>', 'only the employees of the structure node with this code, and beneath it')
    .option('--json', 'print the week and its rows as JSON')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)');
  runsWith<RosterShowOptions>(show, io, (options) => showRoster(options, io));
  return roster;
}

export async function showRoster(options: RosterShowOptions, io: CliIo): Promise<number> {
  const week = rosterWeek(options.week, new Date());
  const code = options.department?.trim();
  if (options.department !== undefined && !code) throw new UsageError('--department needs a structure node code');
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  const api = createApi(url, store.tokenStore());

  const tty = (io.stdout as { isTTY?: boolean }).isTTY === true && !options.json;
  let progress: ProgressView | null = null;
  try {
    const departmentIds = code ? [await nodeOfCode(api, code)] : [];
    if (tty) progress = await inkProgress(io.stdout as NodeJS.WriteStream, readingLine);
    const rows = await readRoster(api, week, departmentIds, (read, total) => progress?.update(read, total, 0));
    progress?.stop();
    io.stdout.write(
      options.json
        ? `${JSON.stringify({ ...week, department: code ?? null, rows }, null, 2)}\n`
        : formatRoster(week, rows, code ?? null),
    );
    return EXIT.ok;
  } catch (error) {
    progress?.stop();
    if (error instanceof UsageError) throw error;
    io.stderr.write(`rollcall roster show: ${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
}

/** Every row of the week, a page at a time. */
async function readRoster(
  api: RollcallApi,
  week: { startDate: string; endDate: string },
  departmentIds: string[],
  onPage: (read: number, total: number) => void,
): Promise<RosterRowAnswer[]> {
  const rows: RosterRowAnswer[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.getRoster({
      query: {
        ...week,
        sortBy: 'lastName',
        page,
        pageSize: PAGE_SIZE,
        ...(departmentIds.length ? { departmentIds: departmentIds.join(',') } : {}),
      },
    });
    rows.push(...answer.rows);
    onPage(rows.length, answer.total);
    if (answer.rows.length === 0 || rows.length >= answer.total) return rows;
  }
}

/** The id of the company's structure node with this code (case ignored); a UsageError when none has it. */
async function nodeOfCode(api: RollcallApi, code: string): Promise<string> {
  const wanted = code.toLowerCase();
  const stack: DepartmentNode[] = await api.getDepartmentTree({ query: { status: 'All' } });
  while (stack.length) {
    const node = stack.pop() as DepartmentNode;
    if (node.code?.toLowerCase() === wanted) return node.key;
    stack.push(...node.children);
  }
  throw new UsageError(`no structure node of the company has the code "${code}"`);
}

// `rollcall timesheet show --clock-id 1001 --week 2026-11-16 [--explain] [--json]`: an employee's timesheet for the
// Monday-to-Sunday week holding the date, from the gateway's GET /api/timesheet/getPunchRecords: a line a day (status,
// schedule, punch pairs, paid hours, pay types, exceptions) and the week's totals; --explain adds the engine's reasons
// under each day, --json prints the timesheet as the API answers it. Needs `rollcall login` first (timesheet visible:
// an Employee sees themself, a Supervisor the people of the nodes they manage).

import type { RollcallApi } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { rosterWeek } from './roster-table.js';
import { clockIdOption, formatTimesheet } from './timesheet-table.js';

export interface TimesheetShowOptions {
  clockId?: string;
  week?: string;
  explain?: boolean;
  json?: boolean;
  url?: string;
}

export function registerTimesheetCommand(program: Command, io: CliIo = processIo()): Command {
  const timesheet = program.command('timesheet').description('calculated timesheets');
  const show = timesheet
    .command('show')
    .description('an employee’s week: each day’s punches, paid hours and pay types, and the totals')
    .option('--clock-id <n>', 'the employee’s clock id (required)')
    .option('--week <date>', 'a date of the week, YYYY-MM-DD (default: this week); the week runs Monday to Sunday')
    .option('--explain', 'print under each day why it pays what it pays')
    .option('--json', 'print the timesheet as JSON')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)');
  runsWith<TimesheetShowOptions>(show, io, (options) => showTimesheet(options, io));
  return timesheet;
}

export async function showTimesheet(options: TimesheetShowOptions, io: CliIo): Promise<number> {
  const clockId = clockIdOption(options.clockId);
  const week = rosterWeek(options.week, new Date());
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  const api = createApi(url, store.tokenStore());
  try {
    const employeeId = await employeeOfClockId(api, clockId);
    if (!employeeId) {
      io.stderr.write(`rollcall timesheet show: no employee you may see has clock ID ${clockId}\n`);
      return EXIT.failed;
    }
    const period = await api.getPunchRecords({
      query: { employeeId, fromT: week.startDate, endT: week.endDate },
    });
    io.stdout.write(
      options.json ? `${JSON.stringify(period, null, 2)}\n` : formatTimesheet(period, options.explain === true),
    );
    return EXIT.ok;
  } catch (error) {
    io.stderr.write(`rollcall timesheet show: ${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
}

/** The employee with the clock id among those the caller may see, of any status (searched on the server). */
async function employeeOfClockId(api: RollcallApi, clockId: number): Promise<string | null> {
  for (const employeeStatus of ['Active', 'Inactive', 'Terminated'] as const) {
    const page = await api.pageEmployees({ query: { search: String(clockId), employeeStatus, pageSize: 100 } });
    const found = page.rows.find((r) => r.clockId === clockId);
    if (found) return found.id;
  }
  return null;
}

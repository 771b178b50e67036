// `rollcall recalc`: recalculates employees (or everyone under structure nodes) over a date range through the
// gateway's POST /recalculate/recalculate, as the console's Global Recalculate does. Needs `rollcall login` first
// (timesheet update permission). Small ranges run at once; large ones are queued by the server.

import type { RecalculateAnswer, RecalculateBody } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { collectIds, localDate } from './recalc-options.js';
import { registerRecalcStatusCommand } from './recalc-status.command.js';
import { registerRecalcVerifyCommand } from './recalc-verify.command.js';

export interface RecalcOptions {
  employee?: string[];
  department?: string[];
  from?: string;
  to?: string;
  url?: string;
  json?: boolean;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerRecalcCommand(program: Command, io: CliIo = processIo()): Command {
  const command = program
    .command('recalc')
    .description('recalculate employees over a date range (Global Recalculate)')
    .option('--employee <id>', 'an employee id; repeat it or comma-join ids', collect)
    .option('--department <id>', 'a structure node id: every active employee at or below it; repeatable', collect)
    .option('--from <date>', 'first day, YYYY-MM-DD (required)')
    .option('--to <date>', 'last day, YYYY-MM-DD (required)')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)')
    .option('--json', 'print the raw answer');
  // `rollcall recalc verify --from …`: options after a subcommand's name are the subcommand's (recalc has a --from
  // of its own); commander needs this on every command above the subcommand
  program.enablePositionalOptions();
  command.enablePositionalOptions();
  registerRecalcVerifyCommand(command, io);
  registerRecalcStatusCommand(command, io);
  return runsWith<RecalcOptions>(command, io, (options) => recalc(options, io));
}

export async function recalc(options: RecalcOptions, io: CliIo): Promise<number> {
  const body = recalcBody(options);
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  let answer: RecalculateAnswer;
  try {
    answer = await createApi(url, store.tokenStore()).recalculate({ body });
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : `${answer.message}\n`);
  return EXIT.ok;
}

/** The request body the options describe; a UsageError when they do not describe one. */
export function recalcBody(options: RecalcOptions): RecalculateBody {
  const employees = collectIds('--employee', options.employee);
  const departments = collectIds('--department', options.department);
  if (employees.length === 0 && departments.length === 0)
    throw new UsageError('--employee or --department is required');
  const from = localDate('--from', options.from);
  const to = localDate('--to', options.to);
  if (to < from) throw new UsageError('--to must not be before --from');
  return {
    ...(employees.length ? { employees } : {}),
    ...(departments.length ? { departments } : {}),
    startDate: from,
    endDate: to,
  };
}

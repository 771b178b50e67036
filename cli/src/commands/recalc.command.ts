// `rollcall recalc`: recalculates employees (or everyone under structure nodes) over a date range through the
// gateway's POST /recalculate/recalculate, as the console's Global Recalculate does. Needs `rollcall login` first
// (timesheet update permission). Small ranges run at once; large ones are queued by the server.

import type { RecalculateAnswer, RecalculateBody } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  const ids = (flag: string, values: string[] | undefined) => {
    const list = (values ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    const bad = list.find((id) => !UUID.test(id));
    if (bad !== undefined)
      throw new UsageError(`${flag} must be an id such as 3f0c6c1e-6a43-4f7e-9a43-1d2f7b0d9c11 (got "${bad}")`);
    return list;
  };
  const employees = ids('--employee', options.employee);
  const departments = ids('--department', options.department);
  if (employees.length === 0 && departments.length === 0)
    throw new UsageError('--employee or --department is required');
  const from = date('--from', options.from);
  const to = date('--to', options.to);
  if (to < from) throw new UsageError('--to must not be before --from');
  return {
    ...(employees.length ? { employees } : {}),
    ...(departments.length ? { departments } : {}),
    startDate: from,
    endDate: to,
  };
}

function date(flag: string, value: string | undefined): string {
  const text = value?.trim();
  if (!text) throw new UsageError(`${flag} is required`);
  const match = LOCAL_DATE.exec(text);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  const real =
    match !== null &&
    year !== undefined &&
    month !== undefined &&
    day !== undefined &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!real) throw new UsageError(`${flag} must be a date as YYYY-MM-DD (got "${value}")`);
  return text;
}

// `rollcall recalc verify`: recalculates employee-days in memory on the server and lists those whose stored result
// differs from the fresh one (POST /api/recalculation/verify). Exits 1 when any differ; --fix queues them for
// recalculation. Needs `rollcall login` first, as an admin (payroll update permission).

import type { DayDifferenceAnswer, RecalcVerifyAnswer, RecalcVerifyBody } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { collectIds, localDate } from './recalc-options.js';
import { counted } from '../counted.js';

export interface RecalcVerifyOptions {
  employee?: string[];
  from?: string;
  to?: string;
  fix?: boolean;
  url?: string;
  json?: boolean;
}

/** Verification of 10,000 employees over a fortnight takes a while on the server. */
const VERIFY_TIMEOUT_MS = 10 * 60 * 1000;

export function registerRecalcVerifyCommand(recalc: Command, io: CliIo): Command {
  const command = recalc
    .command('verify')
    .description('list employee-days whose stored result differs from a fresh calculation (exit 1 if any)')
    .option('--from <date>', 'first day, YYYY-MM-DD (required)')
    .option('--to <date>', 'last day, YYYY-MM-DD (required; at most 62 days)')
    .option(
      '--employee <id>',
      'only this employee; repeat it or comma-join ids (default: everyone)',
      (v, p: string[] = []) => [...p, v],
    )
    .option('--fix', 'queue the differing days for recalculation')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)')
    .option('--json', 'print the raw answer');
  return runsWith<RecalcVerifyOptions>(command, io, (options) => verifyRecalc(options, io));
}

export function verifyBody(options: RecalcVerifyOptions): RecalcVerifyBody {
  const from = localDate('--from', options.from);
  const to = localDate('--to', options.to);
  if (to < from) throw new UsageError('--to must not be before --from');
  const employeeIds = collectIds('--employee', options.employee);
  return { from, to, ...(employeeIds.length ? { employeeIds } : {}), ...(options.fix ? { fix: true } : {}) };
}

export async function verifyRecalc(options: RecalcVerifyOptions, io: CliIo): Promise<number> {
  const body = verifyBody(options);
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  let answer: RecalcVerifyAnswer;
  try {
    answer = await createApi(url, store.tokenStore(), VERIFY_TIMEOUT_MS).verifyRecalculation({ body });
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatVerification(answer));
  return answer.differing === 0 ? EXIT.ok : EXIT.failed;
}

function summary(day: DayDifferenceAnswer['fresh'] | null): string {
  if (!day) return 'nothing stored';
  const minutes = (day.payTypes as { minutes?: number }[]).reduce((sum, p) => sum + (p.minutes ?? 0), 0);
  const exceptions = (day.exceptions as { type: string }[]).map((e) => e.type).join(', ');
  return `${day.status}, ${minutes} min${exceptions ? `, ${exceptions}` : ''}`;
}

export function formatVerification(answer: RecalcVerifyAnswer): string {
  const lines = [
    `${counted(answer.days, 'employee-day')} of ${counted(answer.employees, 'employee')} checked, ${answer.from} to ${answer.to}: ` +
      `${answer.differing} differ`,
  ];
  for (const d of answer.differences) {
    lines.push(
      `  ${d.employeeId} ${d.date}  ${d.fields.join(', ')}: stored ${summary(d.stored)}; fresh ${summary(d.fresh)}`,
    );
  }
  if (answer.differing > answer.differences.length) {
    lines.push(`  … and ${answer.differing - answer.differences.length} more (--json lists the first 500)`);
  }
  if (answer.queued > 0) lines.push(`${counted(answer.queued, 'employee-day')} queued for recalculation`);
  return `${lines.join('\n')}\n`;
}

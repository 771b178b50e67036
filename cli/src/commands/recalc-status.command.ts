// `rollcall recalc status`: how far live recalculation is behind for the signed-in company
// (GET /api/recalculation/status): queued employee-days, the oldest one's wait, and the pending rechecks.

import type { RecalcStatusAnswer } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { counted } from '../counted.js';

export interface RecalcStatusOptions {
  url?: string;
  json?: boolean;
}

export function registerRecalcStatusCommand(recalc: Command, io: CliIo): Command {
  const command = recalc
    .command('status')
    .description('how far live recalculation is behind: queued days and the oldest one’s wait')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)')
    .option('--json', 'print the raw answer');
  return runsWith<RecalcStatusOptions>(command, io, (options) => recalcStatus(options, io));
}

export async function recalcStatus(options: RecalcStatusOptions, io: CliIo): Promise<number> {
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  let answer: RecalcStatusAnswer;
  try {
    answer = await createApi(url, store.tokenStore()).recalculationStatus();
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatStatus(answer));
  return EXIT.ok;
}

export function formatStatus(answer: RecalcStatusAnswer): string {
  const queued =
    answer.queuedDays === 0
      ? 'Nothing is waiting for recalculation.'
      : `${counted(answer.queuedDays, 'employee-day')} of ${counted(answer.queuedEmployees, 'employee')} waiting for recalculation; ` +
        `the oldest for ${answer.oldestQueuedSeconds ?? 0} s.`;
  return `${queued}\n${answer.recheckTimers} days will be checked again when their time comes (an open punch, a shift's end).\n`;
}

// `rollcall health`: whether the gateway answers, in which mode, and how each service behind it is doing.

import type { HealthAnswer } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';

const HEALTH_TIMEOUT_MS = 10_000;

export interface HealthOptions {
  url?: string;
  json?: boolean;
}

export function registerHealthCommand(program: Command, io: CliIo = processIo()): Command {
  const command = program
    .command('health')
    .description('check that the gateway and every service behind it answer (exit 1 when degraded or unreachable)')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)')
    .option('--json', 'print the raw answer');
  return runsWith<HealthOptions>(command, io, (options) => health(options, io));
}

export async function health(options: HealthOptions, io: CliIo): Promise<number> {
  const url = resolveUrl(options.url, io.env, SessionStore.fromEnv(io.env).read());
  let answer: HealthAnswer;
  try {
    answer = await createApi(url, undefined, HEALTH_TIMEOUT_MS).health();
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatHealth(url, answer));
  return answer.status === 'ok' ? EXIT.ok : EXIT.failed;
}

export function formatHealth(url: string, answer: HealthAnswer): string {
  const services = Object.entries(answer.services ?? {});
  const width = Math.max(0, ...services.map(([name]) => name.length));
  return [
    `Rollcall at ${url}: ${answer.status} (${answer.mode} mode)`,
    ...services.map(([name, state]) => `  ${name.padEnd(width)}  ${state}`),
    '',
  ].join('\n');
}

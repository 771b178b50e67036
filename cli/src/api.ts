// How the CLI's commands reach the gateway and report back: which URL to talk to, the typed client over it, the
// terminal the command writes to, exit codes, and failures turned into one line a person can read.

import { ApiError, HttpClient, RollcallApi, TIMEOUT_MESSAGE, type TokenStore, type Tokens } from '@rollcall/api-client';
import type { Command, CommanderError } from 'commander';
import type { Session } from './session/session-store.js';

export const DEFAULT_URL = 'http://localhost:3000';

/** 0: done; 1: the server said no, is degraded or cannot be reached; 2: the command line is wrong; 130: Ctrl-C. */
export const EXIT = { ok: 0, failed: 1, usage: 2, cancelled: 130 } as const;

/** A wrong command line: printed with the command's name and exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The process a command runs in: its environment, its terminal and its way out. Tests pass their own. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadStream | (NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?(mode: boolean): unknown });
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  exit(code: number): never;
}

export function processIo(): CliIo {
  return {
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    exit: (code) => process.exit(code),
  };
}

/** `--url`, else `ROLLCALL_URL`, else the stored session's URL, else http://localhost:3000; without a trailing slash. */
export function resolveUrl(flag: string | undefined, env: NodeJS.ProcessEnv, session: Session | null): string {
  const [source, raw] =
    flag !== undefined
      ? ['--url', flag]
      : env.ROLLCALL_URL?.trim()
        ? ['ROLLCALL_URL', env.ROLLCALL_URL]
        : session
          ? ['the stored session', session.url]
          : ['the default', DEFAULT_URL];
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UsageError(`${source} is not a URL: "${raw}" (for example http://localhost:3000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${source} must be an http:// or https:// URL (got "${raw}")`);
  }
  return url.toString().replace(/\/+$/, '');
}

/** Tokens held in memory only: for calls that need none, and for login until the session is written. */
export function memoryTokenStore(initial: Tokens | null = null): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
  };
}

export function createApi(url: string, tokens: TokenStore = memoryTokenStore(), timeoutMs?: number): RollcallApi {
  return new RollcallApi(new HttpClient({ baseUrl: url, tokens, ...(timeoutMs ? { timeoutMs } : {}) }));
}

/** One line (plus the field details, if any) saying why a call failed. */
export function describeFailure(error: unknown, url: string): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 0) {
    const why = error.isTimeout ? TIMEOUT_MESSAGE : (networkCause(error.body) ?? error.message);
    return `Cannot reach Rollcall at ${url}: ${why}`;
  }
  const detail = (error.body as { detail?: unknown } | undefined)?.detail;
  const lines = [typeof detail === 'string' && detail !== '' ? `${error.message}: ${detail}` : error.message];
  for (const d of error.details ?? []) lines.push(`  ${d.field ? `${d.field}: ` : ''}${d.message}`);
  return lines.join('\n');
}

/** The innermost readable reason of a failed fetch ("connect ECONNREFUSED 127.0.0.1:3000"). */
function networkCause(cause: unknown): string | undefined {
  // duck-typed: undici's errors may come from another realm (a test runner's sandbox), so no instanceof
  let found: string | undefined;
  let current = cause as ErrorLike | undefined;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    if (message && message !== 'fetch failed') found = message;
    else if (typeof current.code === 'string' && !found) found = current.code;
    current = current.cause ?? (Array.isArray(current.errors) ? (current.errors[0] as ErrorLike) : undefined);
  }
  return found;
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: ErrorLike;
  errors?: unknown;
}

/** The command as typed, e.g. "rollcall holidays generate". */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/**
 * Wires a command's end: commander's own parse errors (unknown option, missing value) exit with 2 instead of its
 * default 1, and the action's exit code is used once it resolves. UsageErrors thrown by the action exit with 2.
 */
export function runsWith<Options>(command: Command, io: CliIo, action: (options: Options) => Promise<number>): Command {
  return command
    .exitOverride((error: CommanderError) => io.exit(error.exitCode === 0 ? EXIT.ok : EXIT.usage))
    .action(async (options: Options) => {
      let code: number;
      try {
        code = await action(options);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        io.stderr.write(`${commandPath(command)}: ${error.message}\n`);
        code = EXIT.usage;
      }
      if (code !== EXIT.ok) io.exit(code);
    });
}

/** Like runsWith, for commands with one argument (`rollcall employees import FILE`): the action gets it second. */
export function runsWithArgument<Options>(
  command: Command,
  io: CliIo,
  action: (options: Options, argument?: string) => Promise<number>,
): Command {
  return command
    .exitOverride((error: CommanderError) => io.exit(error.exitCode === 0 ? EXIT.ok : EXIT.usage))
    .action(async (...args: unknown[]) => {
      const argument = typeof args[0] === 'string' ? args[0] : undefined;
      const options = (argument === undefined ? args[0] : args[1]) as Options;
      let code: number;
      try {
        code = await action(options, argument);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        io.stderr.write(`${commandPath(command)}: ${error.message}\n`);
        code = EXIT.usage;
      }
      if (code !== EXIT.ok) io.exit(code);
    });
}

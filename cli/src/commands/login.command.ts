// `rollcall login`: signs in, checks the tokens with GET /profile, and stores the session for later commands.

import type { Command } from 'commander';
import {
  EXIT,
  UsageError,
  createApi,
  describeFailure,
  memoryTokenStore,
  processIo,
  resolveUrl,
  runsWith,
  type CliIo,
} from '../api.js';
import { PromptCancelledError, canPrompt, promptHidden, type TerminalInput } from '../session/password-prompt.js';
import { SessionStore } from '../session/session-store.js';

export const APP_TYPE = 'cli';

export interface LoginOptions {
  email?: string;
  password?: string;
  url?: string;
}

export function registerLoginCommand(program: Command, io: CliIo = processIo()): Command {
  const command = program
    .command('login')
    .description('sign in and keep the session in ~/.config/rollcall/session.json ($ROLLCALL_CONFIG_DIR)')
    .option('--email <email>', 'the account to sign in as (required)')
    .option('--password <password>', 'the password (default: $ROLLCALL_PASSWORD, else asked on the terminal)')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)');
  return runsWith<LoginOptions>(command, io, (options) => login(options, io));
}

export async function login(options: LoginOptions, io: CliIo): Promise<number> {
  const email = options.email?.trim();
  if (!email) throw new UsageError('--email is required');
  const store = SessionStore.fromEnv(io.env);
  const url = resolveUrl(options.url, io.env, store.read());
  const password = await passwordFor(email, options, io);
  if (password === null) return EXIT.cancelled;

  const tokens = memoryTokenStore();
  const api = createApi(url, tokens);
  try {
    tokens.set(await api.login({ body: { email, password, appType: APP_TYPE } }));
    const profile = await api.getProfile();
    const signedIn = tokens.get();
    if (!signedIn) throw new Error('The server ended the session at once; try again.');
    // the CLI never asks for the refresh cookie, so the answer carries the refresh token
    if (!signedIn.refreshToken) throw new Error('The server answered no refresh token; try again.');
    store.write({ url, email, accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken });
    io.stdout.write(`Signed in to ${url} as ${email} (role ${profile.roleName})\n`);
    return EXIT.ok;
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
}

/** --password, else $ROLLCALL_PASSWORD, else asked on the terminal; null when cancelled (already reported). */
async function passwordFor(email: string, options: LoginOptions, io: CliIo): Promise<string | null> {
  if (options.password) return options.password;
  if (io.env.ROLLCALL_PASSWORD) return io.env.ROLLCALL_PASSWORD;
  const input = io.stdin as TerminalInput;
  if (!canPrompt(input)) {
    throw new UsageError('no password: pass --password, set ROLLCALL_PASSWORD, or run it in a terminal to be asked');
  }
  try {
    const password = await promptHidden(`Password for ${email}: `, input, io.stderr);
    if (password === '') throw new UsageError('the password is empty');
    return password;
  } catch (error) {
    if (!(error instanceof PromptCancelledError)) throw error;
    io.stderr.write('rollcall login: cancelled\n');
    return null;
  }
}

// `rollcall punch`: records a punch the way a kiosk does (by clock id, with the company's device token), for
// trying the time capture path from a shell. A replay with the same --punch-id is stored once.

import { randomUUID } from 'node:crypto';
import type { KioskPunchAnswer, KioskPunchRequest } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';

export const DEFAULT_DEVICE_ID = 'cli';
const MAX_CLOCK_ID = 999_999_999;
const MAX_ID_LENGTH = 100;
/** An ISO-8601 date and time; without an offset it is read in this machine's zone. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

export interface PunchOptions {
  clockId?: string;
  at?: string;
  deviceId?: string;
  deviceToken?: string;
  punchId?: string;
  url?: string;
  json?: boolean;
}

export interface PunchCall {
  deviceToken: string;
  body: KioskPunchRequest;
}

export function registerPunchCommand(program: Command, io: CliIo = processIo()): Command {
  const command = program
    .command('punch')
    .description('record a kiosk punch for an employee by clock id')
    .option('--clock-id <n>', "the employee's clock id (required)")
    .option('--at <iso>', 'when, ISO-8601, e.g. 2026-11-20T09:00 (local) or 2026-11-20T20:00Z (default: now)')
    .option('--device-id <id>', 'the device that took the punch', DEFAULT_DEVICE_ID)
    .option('--device-token <token>', "the company's device token (default: $ROLLCALL_DEVICE_TOKEN)")
    .option('--punch-id <id>', "the device's id for this punch; a replay is stored once (default: a new uuid)")
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)')
    .option('--json', 'print the raw answer');
  return runsWith<PunchOptions>(command, io, (options) => punch(options, io));
}

export async function punch(options: PunchOptions, io: CliIo, now: Date = new Date()): Promise<number> {
  const call = punchCall(options, io.env, now);
  const url = resolveUrl(options.url, io.env, SessionStore.fromEnv(io.env).read());
  let answer: KioskPunchAnswer;
  try {
    answer = await createApi(url).recordKioskPunch({
      headers: { 'X-Device-Token': call.deviceToken },
      body: call.body,
    });
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : `${describePunch(answer)}\n`);
  return EXIT.ok;
}

/** The request the options describe; a UsageError when they do not describe one. */
export function punchCall(options: PunchOptions, env: NodeJS.ProcessEnv, now: Date): PunchCall {
  const clockText = options.clockId?.trim();
  if (!clockText) throw new UsageError('--clock-id is required');
  if (!/^\d+$/.test(clockText) || Number(clockText) > MAX_CLOCK_ID) {
    throw new UsageError(`--clock-id must be a whole number from 0 to ${MAX_CLOCK_ID} (got "${options.clockId}")`);
  }
  const deviceToken = (options.deviceToken ?? env.ROLLCALL_DEVICE_TOKEN ?? '').trim();
  if (!deviceToken) {
    throw new UsageError(
      'no device token: pass --device-token or set ROLLCALL_DEVICE_TOKEN (the embedded app prints it at start: "Kiosk device token: …")',
    );
  }
  return {
    deviceToken,
    body: {
      deviceId: idOption('--device-id', options.deviceId ?? DEFAULT_DEVICE_ID),
      devicePunchId: options.punchId === undefined ? randomUUID() : idOption('--punch-id', options.punchId),
      clockId: Number(clockText),
      punchTime: (options.at === undefined ? now : parseInstant(options.at)).toISOString(),
    },
  };
}

function idOption(flag: string, value: string): string {
  const id = value.trim();
  if (id.length < 1 || id.length > MAX_ID_LENGTH)
    throw new UsageError(`${flag} must be 1 to ${MAX_ID_LENGTH} characters`);
  return id;
}

function parseInstant(text: string): Date {
  const trimmed = text.trim();
  const fields = ISO_DATE_TIME.exec(trimmed)?.slice(1).map(Number);
  const instant = new Date(trimmed);
  if (!fields || !isCalendarDateTime(fields) || Number.isNaN(instant.getTime())) {
    throw new UsageError(
      `--at must be an ISO-8601 date and time such as 2026-11-20T09:00 or 2026-11-20T20:00:00Z (got "${text}")`,
    );
  }
  return instant;
}

/** Date rolls 2026-02-30 over to March 2; a punch time with a day the month does not have is a typo. */
function isCalendarDateTime([year = 0, month = 0, day = 0, hour = 0, minute = 0, second]: number[]): boolean {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const secondOk = second === undefined || Number.isNaN(second) || second <= 59;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && secondOk;
}

export function describePunch(answer: KioskPunchAnswer): string {
  const at = localTime(new Date(answer.punchTime));
  return answer.duplicate
    ? `Already recorded for employee ${answer.employeeId} at ${at} (punch ${answer.punchId})`
    : `Punch recorded for employee ${answer.employeeId} at ${at} (punch ${answer.punchId})`;
}

/** "2026-11-21 09:00:00 Pacific/Auckland": the instant in this machine's zone. */
export function localTime(instant: Date, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${timeZone}`;
}

// `rollcall punch`: records a punch the way a kiosk does (by clock id, with the company's device token), for
// trying the time capture path from a shell. A replay with the same --punch-id is stored once. A time without an
// offset is the employee's local time: the server says whose clock id it is and which zone their timesheet is in
// (GET /api/kiosk-punches/clock-ids/{clockId}), and the punch is sent as that instant.

import { randomUUID } from 'node:crypto';
import { ApiError, type ClockIdAnswer, type KioskPunchAnswer, type RollcallApi } from '@rollcall/api-client';
import type { Command } from 'commander';
import { DateTime } from 'luxon';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';

export const DEFAULT_DEVICE_ID = 'cli';
const MAX_CLOCK_ID = 999_999_999;
const MAX_ID_LENGTH = 100;
/** An ISO-8601 date and time, with or without an offset. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

export const AT_HELP =
  'when, ISO-8601. Without an offset, e.g. 2026-11-20T08:02, it is read in the employee’s time zone (the ' +
  'company’s, unless their place in the structure has its own: the zone their timesheet shows), whatever ' +
  "this machine's zone; with one, e.g. 2026-11-20T08:02+13:00 or 2026-11-19T19:02Z, it is that instant " +
  '(default: now)';

export interface PunchOptions {
  clockId?: string;
  at?: string;
  deviceId?: string;
  deviceToken?: string;
  punchId?: string;
  url?: string;
  json?: boolean;
}

/** What the command line asks for, checked; the time is resolved once the employee's zone is known. */
export interface PunchCall {
  deviceToken: string;
  clockId: number;
  deviceId: string;
  devicePunchId: string;
  /** --at as typed (checked), or null for now */
  at: string | null;
}

export function registerPunchCommand(program: Command, io: CliIo = processIo()): Command {
  const command = program
    .command('punch')
    .description('record a kiosk punch for an employee by clock id')
    .option('--clock-id <n>', "the employee's clock id (required)")
    .option('--at <time>', AT_HELP)
    .option('--device-id <id>', 'the device that took the punch', DEFAULT_DEVICE_ID)
    .option('--device-token <token>', "the company's device token (default: $ROLLCALL_DEVICE_TOKEN)")
    .option('--punch-id <id>', "the device's id for this punch; a replay is stored once (default: a new uuid)")
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)')
    .option('--json', 'print the raw answer');
  return runsWith<PunchOptions>(command, io, (options) => punch(options, io));
}

export async function punch(options: PunchOptions, io: CliIo, now: Date = new Date()): Promise<number> {
  const call = punchCall(options, io.env);
  const url = resolveUrl(options.url, io.env, SessionStore.fromEnv(io.env).read());
  const api = createApi(url);
  const headers = { 'X-Device-Token': call.deviceToken };
  let employee: ClockIdAnswer;
  let answer: KioskPunchAnswer;
  try {
    employee = await api.kioskClockId({ path: { clockId: call.clockId }, headers });
    const punchTime = call.at === null ? now : instantIn(call.at, employee.timeZoneId);
    answer = await record(api, headers, call, punchTime);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    io.stderr.write(`${describePunchFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : `${describePunch(answer, employee)}\n`);
  return EXIT.ok;
}

function record(
  api: RollcallApi,
  headers: { 'X-Device-Token': string },
  call: PunchCall,
  punchTime: Date,
): Promise<KioskPunchAnswer> {
  return api.recordKioskPunch({
    headers,
    body: {
      deviceId: call.deviceId,
      devicePunchId: call.devicePunchId,
      clockId: call.clockId,
      punchTime: punchTime.toISOString(),
    },
  });
}

/** The punch the options describe; a UsageError when they do not describe one. */
export function punchCall(options: PunchOptions, env: NodeJS.ProcessEnv): PunchCall {
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
    clockId: Number(clockText),
    deviceId: idOption('--device-id', options.deviceId ?? DEFAULT_DEVICE_ID),
    devicePunchId: options.punchId === undefined ? randomUUID() : idOption('--punch-id', options.punchId),
    at: options.at === undefined ? null : checkedAt(options.at),
  };
}

function idOption(flag: string, value: string): string {
  const id = value.trim();
  if (id.length < 1 || id.length > MAX_ID_LENGTH)
    throw new UsageError(`${flag} must be 1 to ${MAX_ID_LENGTH} characters`);
  return id;
}

function checkedAt(text: string): string {
  const trimmed = text.trim();
  const fields = ISO_DATE_TIME.exec(trimmed)?.slice(1, 7).map(Number);
  if (!fields || !isCalendarDateTime(fields) || !DateTime.fromISO(trimmed, { setZone: true }).isValid) {
    throw new UsageError(
      `--at must be an ISO-8601 date and time such as 2026-11-20T08:02 or 2026-11-20T08:02+13:00 (got "${text}")`,
    );
  }
  return trimmed;
}

/** Date rolls 2026-02-30 over to March 2; a punch time with a day the month does not have is a typo. */
function isCalendarDateTime([year = 0, month = 0, day = 0, hour = 0, minute = 0, second]: number[]): boolean {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const secondOk = second === undefined || Number.isNaN(second) || second <= 59;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && secondOk;
}

/**
 * The instant `at` names: as given when it has an offset, else read in `zone`. A local time the zone skips (the
 * hour the clocks go forward) names no instant; of a local time the zone has twice (the hour the clocks go back)
 * the first is taken.
 */
export function instantIn(at: string, zone: string): Date {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(at)) return DateTime.fromISO(at, { setZone: true }).toJSDate();
  const local = DateTime.fromISO(at, { zone });
  const asTyped = DateTime.fromISO(at, { zone: 'UTC' });
  if (!local.isValid || local.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS") !== asTyped.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")) {
    throw new UsageError(`--at ${at} does not exist in ${zone}: the clocks go forward over it`);
  }
  return local.toJSDate();
}

/** Why the punch failed, naming the server when it did not answer or refused the device token. */
export function describePunchFailure(error: unknown, url: string): string {
  if (error instanceof ApiError && error.status === 401) {
    return `Rollcall at ${url} refused the device token: ${error.message}`;
  }
  return describeFailure(error, url);
}

export function describePunch(answer: KioskPunchAnswer, employee: ClockIdAnswer): string {
  const who = employee.name ? `${employee.name} (clock id ${employee.clockId})` : `clock id ${employee.clockId}`;
  const at = localTime(new Date(answer.punchTime), employee.timeZoneId);
  return answer.duplicate
    ? `Already recorded for ${who} at ${at} (this --punch-id was sent before; nothing new is stored)`
    : `Punch recorded for ${who} at ${at}`;
}

/** "2026-11-21 09:00:00 Pacific/Auckland": the instant in the given zone. */
export function localTime(instant: Date, timeZone: string): string {
  return `${DateTime.fromJSDate(instant, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm:ss')} ${timeZone}`;
}

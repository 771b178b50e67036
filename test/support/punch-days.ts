// Kiosk punches at local times for a test company's people, and waiting until calculation has the days: the setup
// of the approvals, exceptions and dashboard tests (through the kiosk call, as a kiosk sends them).
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import type { TestApp } from './test-app.js';
import { call, waitFor } from './thin-path-fixture.js';

export const AUCKLAND = 'Pacific/Auckland';

/** Today's local date in Auckland, and the days around it. */
export function aucklandDate(offsetDays = 0, now = new Date()): string {
  return DateTime.fromJSDate(now, { zone: AUCKLAND }).plus({ days: offsetDays }).toISODate() ?? '';
}

/** The instant of a local date and time in Auckland, as an ISO string. */
export function aucklandInstant(date: string, time: string): string {
  return DateTime.fromISO(`${date}T${time}`, { zone: AUCKLAND }).toUTC().toISO() ?? '';
}

/** The company's device token, as time capture knows it (kiosks send it). */
export async function deviceTokenOf(testApp: TestApp, companyId: string): Promise<string> {
  let token = '';
  await waitFor(testApp, async (ds: DataSource) => {
    const rows = (await ds.query(`SELECT device_token FROM time_capture.known_companies WHERE id = $1`, [
      companyId,
    ])) as { device_token: string }[];
    token = rows[0]?.device_token ?? '';
    return token !== '';
  });
  return token;
}

let sequence = 0;

/** Kiosk punches of one clock id at local times of a date; answers their punch ids, in order. */
export async function punchAt(
  testApp: TestApp,
  deviceToken: string,
  clockId: number,
  date: string,
  ...times: string[]
): Promise<string[]> {
  const ids: string[] = [];
  for (const time of times) {
    sequence += 1;
    const answer = await call<{ punchId: string }>(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': deviceToken },
      body: {
        deviceId: 'test-kiosk',
        devicePunchId: `p-${sequence}-${clockId}`,
        clockId,
        punchTime: aucklandInstant(date, time),
      },
    });
    if (answer.status !== 201) throw new Error(`kiosk punch refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    ids.push(answer.body.punchId);
  }
  return ids;
}

/** Waits until calculation has stored the employee's day holding the punches and nothing of theirs is queued. */
export async function dayCalculated(testApp: TestApp, employeeId: string, date: string, punchCount: number) {
  await waitFor(testApp, async (ds) => {
    const [row] = (await ds.query(
      `SELECT (SELECT punch_count FROM calculation.calculated_days WHERE employee_id = $1 AND date = $2) AS n,
              (SELECT count(*)::int FROM calculation.recalc_queue WHERE employee_id = $1) AS queued`,
      [employeeId, date],
    )) as { n: number | null; queued: number }[];
    return row?.n === punchCount && row.queued === 0;
  });
}

// The requests each benchmark sends, as vegeta targets.
import { DateTime } from 'luxon';
import { cycle, target } from '../../infra/load/vegeta.mjs';

/** The trivial route of the same app: the baseline every figure is compared with. */
export function trivialRoute(url) {
  return cycle([target('GET', `${url}/health`)]);
}

/**
 * Kiosk punches, each with a device punch id never used before, over every clock id in turn, timed a minute
 * before they are sent (as a kiosk syncing live).
 */
export function* kioskPunches(url, deviceToken, clockIds, runId) {
  const headers = { 'Content-Type': 'application/json', 'X-Device-Token': deviceToken };
  for (let i = 0; ; i++) {
    yield target('POST', `${url}/api/kiosk-punches`, {
      headers,
      body: {
        deviceId: `bench-kiosk-${i % 20}`,
        devicePunchId: `${runId}-${i}`,
        clockId: clockIds[i % clockIds.length],
        punchTime: new Date(Date.now() - 60_000).toISOString(),
      },
    });
  }
}

/** The three reads of the read benchmark, each a fixed list taken in turn. */
export function reads({ url, token, employeeIds, zone, pagedEmployees }) {
  const headers = { Authorization: `Bearer ${token}` };
  const lastMonday = DateTime.now().setZone(zone).startOf('week').minus({ weeks: 1 });
  const week = `fromT=${lastMonday.toISODate()}&endT=${lastMonday.plus({ days: 6 }).toISODate()}`;
  return {
    'employees list': () =>
      cycle([target('GET', `${url}/api/employees${pagedEmployees ? '?page=1&pageSize=25' : ''}`, { headers })]),
    "a week's timesheet": () =>
      cycle(
        employeeIds.map((id) =>
          target('GET', `${url}/api/timesheet/getPunchRecords?employeeId=${id}&${week}`, { headers }),
        ),
      ),
    'pay groups': () => cycle([target('GET', `${url}/api/pay-groups`, { headers })]),
  };
}

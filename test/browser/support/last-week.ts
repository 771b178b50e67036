// Last week's pay period of the demo company's pay group, punched and calculated, for the payroll suites.
import { ApiError, type PayrollTransferRow, type RollcallApi } from '@rollcall/api-client';
import { DEMO_ZONE } from '@rollcall/embedded';
import { DateTime } from 'luxon';
import type { DemoApp } from './demo-app.js';
import { postKioskPunch } from './kiosk.js';

/** Last week's Monday to Friday in the demo company's zone. */
function lastWeekDays(): DateTime[] {
  const today = DateTime.now().setZone(DEMO_ZONE).startOf('day');
  const monday = today.minus({ days: today.weekday - 1 + 7 });
  return [0, 1, 2, 3, 4].map((n) => monday.plus({ days: n }));
}

/**
 * Gives last week a full week of punches for each of `people` (Aroha Ngata unless told): the seed punches each
 * weekday of the last seven days only (apps/embedded/src/demo/demo-seed.ts), so on a weekend last week has none.
 * Days the seed punched are left alone.
 */
async function punchLastWeek(
  app: DemoApp,
  api: RollcallApi,
  people: readonly (readonly [string, string])[],
): Promise<void> {
  const today = DateTime.now().setZone(DEMO_ZONE).startOf('day');
  const employees = await api.listEmployees({ query: { employeeStatus: 'Active', pageSize: 100 } });
  for (const [firstName, lastName] of people) {
    const person = employees.find((e) => e.firstName === firstName && e.lastName === lastName);
    if (!person?.clockId) throw new Error(`the demo has no ${firstName} ${lastName} with a clock id`);
    for (const day of lastWeekDays().filter((d) => d < today.minus({ days: 7 }))) {
      for (const [kind, hour] of [
        ['in', 8],
        ['out', 16],
      ] as const) {
        await postKioskPunch(app.url, app.deviceToken, {
          deviceId: 'payroll-browser-test',
          devicePunchId: `${person.clockId}-${day.toISODate()}-${kind}`,
          clockId: person.clockId,
          punchTime: day.set({ hour }).toUTC().toISO() ?? '',
        });
      }
    }
  }
}

/**
 * Last week's period of the demo pay group, with a punched week, once its days are calculated: every pair of the
 * week is there (five at least) and none of its days waits to be recalculated. Last week is past, so nothing
 * queues its days again by itself (today's live rechecks do not reach it).
 */
export async function lastWeek(
  app: DemoApp,
  api: RollcallApi,
  people: readonly (readonly [string, string])[] = [['Aroha', 'Ngata']],
): Promise<PayrollTransferRow> {
  await punchLastWeek(app, api, people);
  const monday = lastWeekDays()[0]?.toISODate() ?? '';
  const page = await api.searchPayrollTransfers({ body: { days: '30', search: 'Weekly Staff', pageSize: 100 } });
  const period = page.rows.find((p) => p.fromDate <= monday && monday <= p.toDate);
  if (!period) throw new Error(`the demo pay group has no period around ${monday}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const check = await api.checkPayrollTransferClose({ query: { ids: period.id } });
    if (check.queued.length === 0 && check.unapprovedPairCount >= 5 * people.length) return period;
    if (Date.now() > deadline) throw new Error(`last week is not calculated: ${JSON.stringify(check.queued)}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/**
 * Last week's period, calculated and closed through the API: a close refused because the demo's later events
 * queued some of its days again is tried again once they are recalculated.
 */
export async function closedLastWeek(
  app: DemoApp,
  api: RollcallApi,
  people?: readonly (readonly [string, string])[],
): Promise<PayrollTransferRow> {
  const period = await lastWeek(app, api, people);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await api.closePayrollTransfers({ body: { ids: [period.id] } });
      return { ...period, isClosed: true };
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.message !== 'recalculating' || Date.now() > deadline) throw failure;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

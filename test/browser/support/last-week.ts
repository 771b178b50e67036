// Last week's pay period of the demo company's pay group, calculated, for the payroll suites. The demo seed punches
// every employee on each weekday of it, whatever the day the seed ran (demoPunchDays, apps/embedded/src/demo).
import { ApiError, type PayrollTransferRow, type RollcallApi } from '@rollcall/api-client';
import { DEMO_ZONE } from '@rollcall/embedded';
import { DateTime } from 'luxon';

/** Last week's Monday in the demo company's zone: its pay period is Monday to Sunday. */
function lastMonday(): string {
  const today = DateTime.now().setZone(DEMO_ZONE).startOf('day');
  return today.minus({ days: today.weekday - 1 + 7 }).toISODate() ?? '';
}

/**
 * Last week's period of the demo pay group once its days are calculated: the seed's pairs of the week are there (five
 * for each of `people`, Aroha Ngata unless told, at least) and none of its days waits to be recalculated. Last week
 * is past, so nothing queues its days again by itself (today's live rechecks do not reach it).
 */
export async function lastWeek(
  api: RollcallApi,
  people: readonly (readonly [string, string])[] = [['Aroha', 'Ngata']],
): Promise<PayrollTransferRow> {
  const monday = lastMonday();
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
  api: RollcallApi,
  people?: readonly (readonly [string, string])[],
): Promise<PayrollTransferRow> {
  const period = await lastWeek(api, people);
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

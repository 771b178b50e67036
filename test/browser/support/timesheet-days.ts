// The timesheet suites' setup through the API: the day the demo left empty, the demo's people, and a day once
// calculation has settled it.
import type { PeriodResponse, PunchPair, RollcallApi, TimesheetDay } from '@rollcall/api-client';
import { DateTime } from 'luxon';

/**
 * The latest Saturday before today in `zone` (the demo punched weekdays only, so nobody has a punch on it) whose
 * lone morning punch already misses its pair: the demo pay group pairs a punch for 16 hours
 * (punchPairCompletionTime), so an in at 09:15 shows as a pair without an out, and as a Missing Punch, from 01:15 on
 * Sunday. Before 02:00 on Sunday it is the Saturday a week earlier (the suites failed between midnight and 01:15).
 */
export function latestSaturday(zone: string): DateTime {
  const now = DateTime.now().setZone(zone);
  const today = now.startOf('day');
  const saturday = today.minus({ days: (today.weekday - 6 + 7) % 7 || 7 });
  return now < saturday.plus({ days: 1, hours: 2 }) ? saturday.minus({ weeks: 1 }) : saturday;
}

/** The demo's active people with a clock id, by last name: each test takes its own by index. */
export async function peopleByLastName(api: RollcallApi) {
  return (await api.listEmployees({ query: { employeeStatus: 'Active' } }))
    .filter((r) => typeof r.clockId === 'number')
    .sort((a, b) => a.lastName.localeCompare(b.lastName));
}

/** The employee's timesheet of `date` once calculation has settled it and `holds` is true of the day (polled). */
export async function settledDay(
  api: RollcallApi,
  employeeId: string,
  date: string,
  holds: (day: TimesheetDay | undefined) => boolean,
): Promise<PeriodResponse> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const period = await api.getPunchRecords({ query: { employeeId, fromT: date, endT: date } });
    const day = period.timeSheets.find((d) => d.day === date);
    if (period.recalculating === 0 && holds(day)) return period;
    if (Date.now() > deadline) throw new Error(`the timesheet of ${date} did not settle: ${JSON.stringify(day)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The day's punch pairs, scheduled or not. */
export function pairsOf(day: TimesheetDay | undefined): PunchPair[] {
  return [...(day?.workShifts ?? []), ...(day?.unScheduledShifts ?? [])].flatMap((shift) => shift.punchPairs);
}

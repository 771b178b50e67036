import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules } from '@rollcall/contracts';
import { type Actor, peopleScopeCondition, peopleScopeOf, type SqlRunner } from '@rollcall/platform';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { todayIn } from '../pay-periods/today-in.js';
import { type GroupWindow, windowsOf, type WindowChoice } from './company-windows.js';

const s = CALCULATION;
/** Stands for "no pay group" in the windows' join. */
const NO_GROUP = '00000000-0000-0000-0000-000000000000';

/** The company's today (its zone) and pay groups: what the windows of a list are worked out from. */
export async function companyCalendar(
  runner: SqlRunner,
  companyId: string,
  now: Date,
): Promise<{ today: string; payGroups: { id: string; rules: PayGroupRules }[] }> {
  const [row] = (await runner.query(
    `SELECT (SELECT time_zone_id FROM "${s}".company_settings WHERE company_id = $1) AS zone,
            (SELECT coalesce(json_agg(json_build_object('id', g.id, 'rules', g.rules) ORDER BY g.id), '[]'::json)
               FROM "${s}".pay_groups g WHERE g.company_id = $1) AS groups`,
    [companyId],
  )) as { zone: string | null; groups: { id: string; rules: PayGroupRules }[] }[];
  return {
    today: todayIn(row?.zone ?? 'UTC', now),
    payGroups: (row?.groups ?? []).map((g) => ({ id: g.id, rules: { ...DEFAULT_PAY_GROUP_RULES, ...g.rules } })),
  };
}

/** The windows of a choice for the caller's company, and the first and last day they cover. */
export async function companyWindows(
  runner: SqlRunner,
  companyId: string,
  choice: WindowChoice,
  now: Date,
): Promise<{ windows: GroupWindow[] | null; from: string; to: string }> {
  if ('range' in choice) return windowsOf(choice, '', []);
  const calendar = await companyCalendar(runner, companyId, now);
  return windowsOf(choice, calendar.today, calendar.payGroups);
}

/**
 * A CTE `days` of the calculated days of the caller's company inside the windows, of the people the caller's scope
 * reaches, with the employee's columns (`e_*`). Its values are appended to `params`.
 */
export function scopedDaysCte(
  actor: Actor,
  windows: { windows: GroupWindow[] | null; from: string; to: string },
  params: unknown[],
  employeeId?: string,
): string {
  params.push(actor.companyId);
  const company = `$${params.length}`;
  const scope = peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params);
  let dates: string;
  if (windows.windows === null) {
    params.push(windows.from, windows.to);
    dates = `d.date BETWEEN $${params.length - 1}::date AND $${params.length}::date`;
  } else {
    params.push(
      windows.windows.map((w) => w.paygroupId ?? NO_GROUP),
      windows.windows.map((w) => w.from),
      windows.windows.map((w) => w.to),
    );
    const n = params.length;
    dates = `EXISTS (SELECT 1 FROM unnest($${n - 2}::uuid[], $${n - 1}::date[], $${n}::date[]) AS w(g, f, t)
                      WHERE w.g = coalesce(e.paygroup_id, '${NO_GROUP}'::uuid) AND d.date BETWEEN w.f AND w.t)`;
    // the index on (company_id, date) needs the bounds of all the windows
    params.push(windows.from, windows.to);
    dates += ` AND d.date BETWEEN $${params.length - 1}::date AND $${params.length}::date`;
  }
  let one = '';
  if (employeeId) {
    params.push(employeeId);
    one = ` AND e.id = $${params.length}::uuid`;
  }
  return `days AS (
      SELECT d.employee_id, d.date, d.result, e.clock_id AS e_clock_id, e.first_name AS e_first_name,
             e.last_name AS e_last_name, e.time_zone_id AS e_zone, e.paygroup_id AS e_paygroup_id
        FROM "${s}".calculated_days d JOIN "${s}".employees e ON e.id = d.employee_id
       WHERE d.company_id = ${company} AND e.company_id = ${company} AND ${dates} AND ${scope}${one}
    )`;
}

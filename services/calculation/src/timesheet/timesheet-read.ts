import type { ExplainRef } from '@rollcall/calc-engine';
import type { DayResult, Leave, PayGroupRules, ScheduleSection } from '@rollcall/contracts';
import { type PeopleScope, peopleScopeCondition, type SqlRunner } from '@rollcall/platform';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import type { PayTypeName } from './period-builder.js';

const s = CALCULATION;

/** A stored pay period of the employee's pay group that overlaps the timesheet's days. */
export interface OverlappingPeriod {
  id: string;
  /** first day, YYYY-MM-DD */
  from: string;
  closed: boolean;
}

/** A schedule day as calculation keeps it: the engine's sections and, beside them, their ids in scheduling. */
export interface StoredScheduleDay {
  offDay: boolean;
  sections: ScheduleSection[];
  /** null for a day stored before the ids travelled in schedule.day.changed.v1 */
  sectionIds: string[] | null;
}

/** The employee's row in calculation's read model. */
interface EmployeeRow {
  id: string;
  first_name: string;
  last_name: string;
  clock_id: number | null;
  pay_id: string | null;
  time_zone_id: string;
  paygroup_id: string | null;
}

/** Everything a timesheet shows, read in one statement. */
export interface TimesheetRead {
  employee: EmployeeRow;
  /** whether the caller's people scope reaches the employee */
  inScope: boolean;
  /** the pay group, when the employee has one and calculation knows it */
  payGroup: { rules: PayGroupRules } | null;
  periods: OverlappingPeriod[];
  days: Map<string, DayResult>;
  /** what each explain sentence of a day is about (absent for a day stored before they were kept) */
  explainRefs: Map<string, ExplainRef[]>;
  /** the schedule days of the range, by date */
  schedule: Map<string, StoredScheduleDay>;
  /** the instants of the punches the days' pairs name */
  punchTimes: Map<string, Date>;
  /** those of them auto punch added */
  autoPaired: Set<string>;
  payTypes: Map<string, PayTypeName>;
  /** the employee's pending and approved leave touching the range, first day first */
  leaves: Leave[];
  /** the units of the pay cards wholly inside the range, by pay type */
  payCardUnits: Map<string, number>;
  /** days of the range queued for recalculation */
  recalculating: number;
  /** of the events asked about, those not taken in yet */
  awaitingEvents: number;
  /** whether any exception of the employee's days in the range was reviewed (else none is looked up) */
  anyReviewed: boolean;
}

interface ReadRow extends EmployeeRow {
  in_scope: boolean | null;
  group_id: string | null;
  rules: PayGroupRules;
  periods: OverlappingPeriod[];
  days: { date: string; result: DayResult; refs: ExplainRef[] | null }[];
  schedule: (StoredScheduleDay & { date: string })[];
  punches: { id: string; ms: number; auto: boolean }[];
  pay_types: PayTypeName[];
  leaves: Leave[];
  pay_card_units: { payTypeId: string; units: number }[];
  recalculating: number;
  awaiting_events: number;
  any_reviewed: boolean;
}

/** The pay periods of a pay group overlapping the days `from`..`to` (SQL expressions), as JSON, first day first. */
const overlappingPeriodsSql = (paygroupId: string, from: string, to: string) =>
  `SELECT coalesce(json_agg(json_build_object('id', p.id,
      'from', to_char(p.from_date, 'YYYY-MM-DD'), 'closed', p.closed) ORDER BY p.from_date), '[]'::json)
    FROM "${s}".pay_periods p WHERE p.paygroup_id = ${paygroupId} AND p.from_date <= ${to} AND p.to_date >= ${from}`;

/**
 * One round trip for a timesheet (issue 9: eight statements one after another, each on its own pool connection,
 * made the read wait on a loaded machine): the employee, whether the caller's scope reaches them, their pay
 * group's rules and overlapping periods, the calculated days, the punches the days' pairs name, the company's pay
 * types, the leave on the days, the recalculation queue's count, how many of the `awaiting` events (an edit's)
 * calculation's inbox does not hold yet, and whether any of the days has a reviewed exception (most have none, and
 * then the timesheet needs no second statement to mark them). Null when the company has no such employee.
 *
 * The punches are looked up by `id = ANY (ARRAY(…))` of the ids the pairs name: PostgreSQL guesses 1,000 rows for
 * each set-returning `jsonb_path_query`, so with `id IN (SELECT …)` it hashed those ids and scanned every punch of
 * every company (200 ms a read at 10,000 employees × 2 weeks; issue 9), where the array is looked up in the primary
 * key (about 1 ms).
 */
export async function readTimesheet(
  runner: SqlRunner,
  scope: PeopleScope,
  companyId: string,
  employeeId: string,
  range: { from: string; to: string },
  awaiting: readonly string[] = [],
): Promise<TimesheetRead | null> {
  const params: unknown[] = [employeeId, companyId, range.from, range.to, awaiting];
  const inScope = peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params);
  const [row] = (await runner.query(
    `WITH days AS (
       SELECT to_char(d.date, 'YYYY-MM-DD') AS date, d.result, d.explain_refs FROM "${s}".calculated_days d
        WHERE d.employee_id = $1 AND d.company_id = $2 AND d.date BETWEEN $3::date AND $4::date
     )
     SELECT e.id, e.first_name, e.last_name, e.clock_id, e.pay_id, e.time_zone_id, e.paygroup_id,
            ${inScope} AS in_scope, g.id AS group_id, g.rules,
            (${overlappingPeriodsSql('e.paygroup_id', '$3::date', '$4::date')}) AS periods,
            (SELECT coalesce(json_agg(json_build_object('date', days.date, 'result', days.result,
                      'refs', days.explain_refs)), '[]'::json)
               FROM days) AS days,
            (SELECT coalesce(json_agg(json_build_object('date', to_char(sd.date, 'YYYY-MM-DD'),
                      'offDay', sd.off_day, 'sections', sd.sections, 'sectionIds', sd.section_ids)), '[]'::json)
               FROM "${s}".schedule_days sd
              WHERE sd.employee_id = $1 AND sd.date BETWEEN $3::date AND $4::date) AS schedule,
            (SELECT coalesce(json_agg(json_build_object('id', pu.id,
                      'ms', floor(extract(epoch FROM pu.punch_time) * 1000), 'auto', pu.source = 'AutoPair')), '[]'::json)
               FROM "${s}".punches pu
              WHERE pu.id = ANY (ARRAY(
                      SELECT (jsonb_path_query(days.result, '$.shifts[*].pairs[*].inPunchId') #>> '{}')::uuid FROM days
                      UNION
                      SELECT (jsonb_path_query(days.result, '$.shifts[*].pairs[*].outPunchId') #>> '{}')::uuid FROM days))
            ) AS punches,
            (SELECT coalesce(json_agg(json_build_object('id', t.id, 'code', t.code, 'name', t.name,
                      'role', t.role)), '[]'::json)
               FROM "${s}".pay_types t WHERE t.company_id = $2) AS pay_types,
            (SELECT coalesce(json_agg(l.leave ORDER BY l.from_date, l.id), '[]'::json) FROM "${s}".leaves l
              WHERE l.employee_id = $1 AND l.company_id = $2 AND l.from_date <= $4::date AND l.to_date >= $3::date
                AND l.leave->>'status' IN ('Pending', 'Approved')) AS leaves,
            (SELECT coalesce(json_agg(json_build_object('payTypeId', x.pay_type_id, 'units', x.units)), '[]'::json)
               FROM (SELECT d.pay_type_id, sum(d.units)::float8 AS units
                       FROM "${s}".pay_card_details d JOIN "${s}".pay_cards c ON c.id = d.pay_card_id
                      WHERE c.employee_id = $1 AND c.from_date >= $3::date AND c.to_date <= $4::date
                      GROUP BY d.pay_type_id) x) AS pay_card_units,
            (SELECT count(*)::int FROM "${s}".recalc_queue q
              WHERE q.employee_id = $1 AND q.date BETWEEN $3::date AND $4::date) AS recalculating,
            (SELECT count(*)::int FROM unnest($5::uuid[]) AS a(id)
              WHERE NOT EXISTS (SELECT 1 FROM "${s}".inbox i WHERE i.event_id = a.id)) AS awaiting_events,
            EXISTS (SELECT 1 FROM "${s}".reviewed_exceptions r
                     WHERE r.company_id = $2 AND r.employee_id = $1 AND r.date BETWEEN $3::date AND $4::date)
              AS any_reviewed
       FROM "${s}".employees e LEFT JOIN "${s}".pay_groups g ON g.id = e.paygroup_id
      WHERE e.id = $1 AND e.company_id = $2`,
    params,
  )) as ReadRow[];
  if (!row) return null;
  return {
    employee: row,
    inScope: row.in_scope === true,
    payGroup: row.group_id === null ? null : { rules: row.rules },
    periods: row.periods,
    days: new Map(row.days.map((d) => [d.date, d.result])),
    explainRefs: new Map(row.days.flatMap((d) => (d.refs ? [[d.date, d.refs] as const] : []))),
    schedule: new Map(row.schedule.map((d) => [d.date, d])),
    punchTimes: new Map(row.punches.map((p) => [p.id, new Date(p.ms)])),
    autoPaired: new Set(row.punches.filter((p) => p.auto).map((p) => p.id)),
    payTypes: new Map(row.pay_types.map((t) => [t.id, t])),
    leaves: row.leaves,
    payCardUnits: new Map(row.pay_card_units.map((u) => [u.payTypeId, Math.round(u.units * 100) / 100])),
    recalculating: row.recalculating,
    awaitingEvents: row.awaiting_events,
    anyReviewed: row.any_reviewed,
  };
}

/** The periods of a pay group overlapping `from`..`to` (after a missing one was made). */
export async function overlappingPeriods(
  runner: SqlRunner,
  paygroupId: string,
  from: string,
  to: string,
): Promise<OverlappingPeriod[]> {
  const [row] = (await runner.query(`SELECT (${overlappingPeriodsSql('$1', '$2::date', '$3::date')}) AS periods`, [
    paygroupId,
    from,
    to,
  ])) as {
    periods: OverlappingPeriod[];
  }[];
  return row?.periods ?? [];
}

import { type Actor, assertScopeReaches, peopleScopeOf, refusal, type SqlRunner } from '@rollcall/platform';
import type { EntityManager } from 'typeorm';
import type { PunchSource } from '../punches/punch.entity.js';
import { TIME_CAPTURE } from '../time-capture.constants.js';
import { PUNCH_EDIT_ANSWERS } from './punch-edit.answers.js';
import { codeAndName, type PunchCodeNames, sameSignTime } from './punch-edit-rules.js';

// The reads and checks every punch edit makes, against time capture's own punches and read models. Inside a
// transaction pass its manager.

const s = TIME_CAPTURE;
const nodes = `"${s}".known_departments`;

/** The employee whose punches are edited, as time capture knows them from organisation's events. */
export interface EditedEmployee {
  id: string;
  companyId: string;
  clockId: number | null;
  zone: string;
  departmentId: string | null;
  paygroupId: string | null;
}

/** The codes a punch carries. */
export interface PunchCodes {
  workPlaceId: string | null;
  positionId: string | null;
  jobId: string | null;
  taskId: string | null;
}

/** A stored, not deleted punch. */
export interface EditedPunch extends PunchCodes {
  id: string;
  employeeId: string;
  clockId: number;
  punchTime: Date;
  source: PunchSource;
  version: number;
  reason: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PunchRow {
  id: string;
  employee_id: string;
  clock_id: number;
  punch_time: Date;
  source: PunchSource;
  version: number;
  reason: string | null;
  latitude: number | null;
  longitude: number | null;
  work_place_id: string | null;
  position_id: string | null;
  job_id: string | null;
  task_id: string | null;
}

export const PUNCH_COLUMNS = `id, employee_id, clock_id, punch_time, source, version, reason, latitude, longitude,
  work_place_id, position_id, job_id, task_id`;

export function editedPunchOf(row: PunchRow): EditedPunch {
  return {
    id: row.id,
    employeeId: row.employee_id,
    clockId: row.clock_id,
    punchTime: row.punch_time,
    source: row.source,
    version: row.version,
    reason: row.reason,
    latitude: row.latitude,
    longitude: row.longitude,
    workPlaceId: row.work_place_id,
    positionId: row.position_id,
    jobId: row.job_id,
    taskId: row.task_id,
  };
}

/**
 * The company's employee, refused (noEmployee, 404) when time capture does not know them in the caller's company,
 * and (403) when the caller's people scope does not reach them.
 */
export async function employeeInScope(runner: SqlRunner, actor: Actor, employeeId: string): Promise<EditedEmployee> {
  const [employee] = (await runner.query(
    `SELECT e.id, e.company_id AS "companyId", e.clock_id AS "clockId", e.department_id AS "departmentId",
            e.paygroup_id AS "paygroupId", coalesce(e.time_zone_id, c.time_zone_id, 'UTC') AS zone
       FROM "${s}".known_employees e LEFT JOIN "${s}".known_companies c ON c.id = e.company_id
      WHERE e.id = $1 AND e.company_id = $2`,
    [employeeId, actor.companyId],
  )) as EditedEmployee[];
  if (!employee) throw refusal(PUNCH_EDIT_ANSWERS, 'noEmployee');
  await assertScopeReaches(
    runner,
    peopleScopeOf(actor),
    { id: employee.id, departmentId: employee.departmentId },
    nodes,
  );
  return employee;
}

/** Edits of one employee's punches run one after another: the same-sign-time check sees the edit before it. */
export async function lockPunchesOf(manager: EntityManager, employeeId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('time-capture.punches:' || $1::text, 0))`, [
    employeeId,
  ]);
}

/** The company's punches of these ids that are not deleted, locked for the edit when asked. */
export async function punchesByIds(
  runner: SqlRunner,
  companyId: string,
  ids: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<Map<string, EditedPunch>> {
  if (ids.length === 0) return new Map();
  const rows = (await runner.query(
    `SELECT ${PUNCH_COLUMNS} FROM "${s}".punches
      WHERE id = ANY($1::uuid[]) AND company_id = $2 AND deleted_at IS NULL ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [ids, companyId],
  )) as PunchRow[];
  return new Map(rows.map((r) => [r.id, editedPunchOf(r)]));
}

/** Refuses (periodClosed) when any of the employee's dates lies in a closed pay period of their pay group. */
export async function assertOpenDates(
  runner: SqlRunner,
  employee: EditedEmployee,
  dates: readonly string[],
): Promise<void> {
  if (!employee.paygroupId || dates.length === 0) return;
  const [closed] = (await runner.query(
    `SELECT 1 FROM "${s}".pay_periods p
      WHERE p.paygroup_id = $1 AND p.company_id = $2 AND p.closed
        AND EXISTS (SELECT 1 FROM unnest($3::date[]) AS d WHERE d BETWEEN p.from_date AND p.to_date)
      LIMIT 1`,
    [employee.paygroupId, employee.companyId, [...new Set(dates)]],
  )) as unknown[];
  if (closed) throw refusal(PUNCH_EDIT_ANSWERS, 'periodClosed');
}

/**
 * Refuses (hasExistPunchRecord) when another punch of the employee (not one of `except`) is the same sign time as
 * one of the instants, or two of the instants are.
 */
export async function assertNoSameSignTime(
  runner: SqlRunner,
  employee: EditedEmployee,
  instants: readonly Date[],
  except: readonly string[],
): Promise<void> {
  if (instants.length === 0) return;
  if (instants.some((a, i) => instants.some((b, j) => i < j && sameSignTime(a, b)))) {
    throw refusal(PUNCH_EDIT_ANSWERS, 'hasExistPunchRecord');
  }
  const [clash] = (await runner.query(
    `SELECT 1 FROM "${s}".punches p, unnest($3::timestamptz[]) AS t(at)
      WHERE p.company_id = $1 AND p.employee_id = $2 AND p.deleted_at IS NULL AND NOT (p.id = ANY($4::uuid[]))
        AND p.punch_time > t.at - interval '1 minute' AND p.punch_time < t.at + interval '1 minute'
      LIMIT 1`,
    [employee.companyId, employee.id, instants, except],
  )) as unknown[];
  if (clash) throw refusal(PUNCH_EDIT_ANSWERS, 'hasExistPunchRecord');
}

interface CodeRow {
  kind: 'site' | 'job' | 'task' | 'position';
  id: string;
  code: string | null;
  name: string;
  task_ids: string[];
}

/** The company's sites, jobs, tasks and positions of these ids, by `<kind>:<id>`. */
async function codesOf(
  runner: SqlRunner,
  companyId: string,
  sets: readonly PunchCodes[],
): Promise<Map<string, CodeRow>> {
  const wanted = (pick: (c: PunchCodes) => string | null) => [
    ...new Set(sets.map(pick).filter((id): id is string => id !== null)),
  ];
  const rows = (await runner.query(
    `SELECT kind, id, code, name, task_ids FROM "${s}".work_codes
      WHERE company_id = $1 AND ((kind = 'site' AND id = ANY($2::text[])) OR (kind = 'job' AND id = ANY($3::text[]))
                                 OR (kind = 'task' AND id = ANY($4::text[])))
     UNION ALL
     SELECT 'position', id::text, NULL, name, '{}' FROM "${s}".known_departments
      WHERE company_id = $1 AND id::text = ANY($5::text[])`,
    [
      companyId,
      wanted((c) => c.workPlaceId),
      wanted((c) => c.jobId),
      wanted((c) => c.taskId),
      wanted((c) => c.positionId),
    ],
  )) as CodeRow[];
  return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r]));
}

/**
 * Refuses codes the company does not have, a task without its job or not one of the job's tasks. Only codes that
 * differ from `kept` (the punch's codes before the edit) are checked: a code a kiosk sent stays as it was.
 */
export async function assertCodes(
  runner: SqlRunner,
  companyId: string,
  codes: PunchCodes,
  kept: PunchCodes | null,
): Promise<void> {
  const differs = (key: keyof PunchCodes) => codes[key] !== (kept?.[key] ?? null);
  const chosen = (key: keyof PunchCodes) => codes[key] !== null && differs(key);
  const taskToCheck = codes.taskId !== null && (differs('taskId') || differs('jobId'));
  if (!chosen('workPlaceId') && !chosen('positionId') && !chosen('jobId') && !taskToCheck) return;
  const known = await codesOf(runner, companyId, [codes]);
  if (chosen('workPlaceId') && !known.has(`site:${codes.workPlaceId}`)) throw refusal(PUNCH_EDIT_ANSWERS, 'noSite');
  if (chosen('positionId') && !known.has(`position:${codes.positionId}`)) {
    throw refusal(PUNCH_EDIT_ANSWERS, 'noPosition');
  }
  if (chosen('jobId') && !known.has(`job:${codes.jobId}`)) throw refusal(PUNCH_EDIT_ANSWERS, 'noJob');
  if (!taskToCheck) return;
  if (!known.has(`task:${codes.taskId}`)) throw refusal(PUNCH_EDIT_ANSWERS, 'noTask');
  if (codes.jobId === null) throw refusal(PUNCH_EDIT_ANSWERS, 'taskWithoutJob');
  const job = known.get(`job:${codes.jobId}`);
  if (job && !job.task_ids.includes(codes.taskId as string)) throw refusal(PUNCH_EDIT_ANSWERS, 'taskNotOfJob');
}

/** The names of each set of codes, as the history shows them (an id time capture does not know stays as it is). */
export async function codeNames(
  runner: SqlRunner,
  companyId: string,
  sets: readonly PunchCodes[],
): Promise<PunchCodeNames[]> {
  const known = await codesOf(runner, companyId, sets);
  const name = (kind: CodeRow['kind'], id: string | null) => {
    if (id === null) return null;
    const row = known.get(`${kind}:${id}`);
    return row ? codeAndName(row.code, row.name) || id : id;
  };
  return sets.map((c) => ({
    site: name('site', c.workPlaceId),
    position: name('position', c.positionId),
    job: name('job', c.jobId),
    task: name('task', c.taskId),
  }));
}

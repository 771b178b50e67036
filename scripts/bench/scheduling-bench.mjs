// The scheduling benchmarks of `npm run bench` (--only roster,template), each beside a baseline measured in the same
// run on the same database:
//   roster    GET /api/shifts/getNewShifts for 1,000 employees × 7 days (one page), timed one call at a time, beside
//             a plain SELECT of the same rows (those employees and their days of the week) on the probe's
//             connection; the two alternate, so both see the same load
//   template  POST /schedule/save of a weekly template assigned to 1,000 employees (their days generated to the
//             56-day horizon, one schedule.day.changed.v1 each), then the wait until every outbox is sent and the
//             recalculation queue is empty; beside a plain INSERT … SELECT of as many day rows and outbox-sized
//             rows into temporary tables
import { DateTime } from 'luxon';

const ROSTER_EMPLOYEES = 1000;
const TEMPLATE_EMPLOYEES = 1000;
const WARM_UP = 3;

/** p50, p95 and the most of a list of milliseconds. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? null;
  const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
  return { n: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? null) };
}

async function timed(work) {
  const started = performance.now();
  const out = await work();
  return { ms: performance.now() - started, out };
}

async function getJson(url, token) {
  const answer = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return answer.json();
}

/**
 * The roster's page of 1,000 employees × this week, `samples` times (after a warm-up), alternating with a plain
 * SELECT of the same employees' rows and days; answers both percentile sets and the rows read.
 */
export async function benchRoster({ url, token, probe, companyCode, zone, samples }) {
  const monday = DateTime.now().setZone(zone).startOf('week');
  const week = { startDate: monday.toISODate(), endDate: monday.plus({ days: 6 }).toISODate() };
  const path = `${url}/api/shifts/getNewShifts?startDate=${week.startDate}&endDate=${week.endDate}&sortBy=lastName&pageSize=${ROSTER_EMPLOYEES}`;
  const first = await getJson(path, token);
  const employeeIds = first.rows.map((row) => row.employee.id);
  const days = first.rows.reduce((sum, row) => sum + row.scheduleRuleVoList.length, 0);
  const companyId = (await probe.query(`SELECT id FROM organisation.companies WHERE code = $1`, [companyCode])).rows[0]
    ?.id;
  const plain = () =>
    probe.query(
      `SELECT e.id, e.clock_id, e.first_name, e.last_name, e.department_id, e.pay_rate, e.standard_hours,
              d.date, d.off_day, d.sections
         FROM scheduling.employees e
         LEFT JOIN scheduling.schedule_days d
           ON d.employee_id = e.id AND d.company_id = $1 AND d.date BETWEEN $3 AND $4
        WHERE e.id = ANY($2::uuid[])
        ORDER BY e.last_name, e.first_name, e.id, d.date`,
      [companyId, employeeIds, week.startDate, week.endDate],
    );
  let plainRows = 0;
  for (let i = 0; i < WARM_UP; i++) {
    await getJson(path, token);
    plainRows = (await plain()).rowCount;
  }
  const roster = [];
  const select = [];
  for (let i = 0; i < samples; i++) {
    roster.push((await timed(() => getJson(path, token))).ms);
    select.push((await timed(plain)).ms);
  }
  return {
    week,
    employees: employeeIds.length,
    days,
    plainRows,
    roster: percentiles(roster),
    select: percentiles(select),
  };
}

/**
 * A weekly template (Monday to Friday 08:00-16:30) saved with 1,000 employees assigned from tomorrow: the save's
 * time and the days it wrote, then how long until every event was delivered and the recalculation queue drained;
 * beside a plain INSERT … SELECT of as many day rows and as many outbox-sized rows into temporary tables.
 */
export async function benchTemplate({ url, token, probe, companyCode, zone, settleLimit }) {
  const people = (
    await probe.query(
      `SELECT e.id FROM organisation.employees e JOIN organisation.companies c ON c.id = e.company_id
        WHERE c.code = $1 AND e.employee_status = 'Active' ORDER BY e.clock_id LIMIT $2`,
      [companyCode, TEMPLATE_EMPLOYEES],
    )
  ).rows.map((r) => r.id);
  const tomorrow = DateTime.now().setZone(zone).plus({ days: 1 }).toISODate();
  const section = { startTime: '08:00', endTime: '16:30', breakTime: 30 };
  const body = {
    name: `Bench week ${Date.now().toString(36)}`,
    employeeIds: people,
    periodType: 'Weekly',
    startDate: tomorrow,
    workOnHoliday: false,
    scheduleType: 'template',
    scheduleRules: Array.from({ length: 7 }, (_, i) => ({
      num: i + 1,
      isOffDay: i >= 5,
      workSections: i >= 5 ? [] : [section],
    })),
  };
  const before = await probe.backlog();
  const saved = await timed(async () => {
    const answer = await fetch(`${url}/schedule/save`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(600_000),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`POST /schedule/save answered ${answer.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  });
  const daysWritten = saved.out.daysWritten;
  const backlogAfterSave = await probe.backlog();
  const drained = await timed(() => probe.settle(settleLimit));
  // not drained within the limit: how far it got, and at what rate
  const backlogAtEnd = drained.out === null ? await probe.backlog() : null;
  const deliveredPerSecond =
    backlogAtEnd === null
      ? null
      : Math.round(((backlogAfterSave.unsent - backlogAtEnd.unsent) / (drained.ms / 1000)) * 10) / 10;

  // the database's floor for as many rows: the days and an event's worth of JSON each, in temporary tables
  const plain = await timed(async () => {
    await probe.query('BEGIN');
    try {
      await probe.query(
        `CREATE TEMP TABLE bench_days ON COMMIT DROP AS SELECT * FROM scheduling.schedule_days WITH NO DATA`,
      );
      await probe.query(
        `CREATE TEMP TABLE bench_outbox ON COMMIT DROP AS SELECT * FROM scheduling.outbox WITH NO DATA`,
      );
      await probe.query(
        `INSERT INTO bench_days (id, company_id, employee_id, date, off_day, sections)
         SELECT gen_random_uuid(), e.company_id, e.id, $2::date + n, false,
                '[{"start":"08:00","end":"16:30","breakMinutes":30}]'::jsonb
           FROM scheduling.employees e, generate_series(0, ceil($3::numeric / $4)::int - 1) AS n
          WHERE e.id = ANY($1::uuid[])
          LIMIT $3`,
        [people, tomorrow, daysWritten, people.length],
      );
      await probe.query(`INSERT INTO bench_outbox SELECT * FROM scheduling.outbox ORDER BY seq DESC LIMIT $1`, [
        daysWritten,
      ]);
      await probe.query('COMMIT');
    } catch (error) {
      await probe.query('ROLLBACK');
      throw error;
    }
  });
  return {
    employees: people.length,
    startDate: tomorrow,
    daysWritten,
    saveMs: Math.round(saved.ms),
    backlogBefore: before,
    backlogAfterSave,
    drainedSeconds: drained.out,
    backlogAtEnd,
    deliveredPerSecond,
    plainInsertMs: Math.round(plain.ms),
  };
}

async function callJson(method, url, token, body) {
  const answer = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * "A new shift on the timesheet within a second": a shift dropped on the roster (`POST /standardshifts/newSave`, one
 * employee-day with nothing on it) until the employee's timesheet (`GET /api/timesheet/getPunchRecords` of that day,
 * asked every 20 ms) shows it as the day's scheduled shift: the drop's event delivered to calculation and the day
 * recalculated. `samples` drops, each a different employee, on next week's days (the scale company's schedules end
 * with this week). Baseline from the same drops: the drop's own answer plus one timesheet call, what it would take if
 * the timesheet were written by the drop itself.
 */
export async function benchShiftToTimesheet({ url, token, probe, companyCode, zone, samples }) {
  const people = (
    await probe.query(
      `SELECT e.id, e.department_id FROM scheduling.employees e JOIN organisation.companies c ON c.id = e.company_id
        WHERE c.code = $1 AND e.department_id IS NOT NULL ORDER BY e.last_name, e.first_name, e.id LIMIT $2`,
      [companyCode, samples],
    )
  ).rows;
  const nextMonday = DateTime.now().setZone(zone).startOf('week').plus({ weeks: 1 });
  const shift = await callJson('POST', `${url}/standardshifts/newShift`, token, {
    departmentId: people[0].department_id,
    startTime: '09:00',
    endTime: '17:30',
    labelName: `Bench ${Date.now().toString(36)}`,
    breakTime: 30,
  });
  const shown = [];
  const floor = [];
  for (const [n, person] of people.entries()) {
    const date = nextMonday.plus({ days: n % 5 }).toISODate();
    const query = new URLSearchParams({ employeeId: person.id, fromT: date, endT: date });
    const timesheet = () => callJson('GET', `${url}/api/timesheet/getPunchRecords?${query}`, token);
    const started = performance.now();
    await callJson('POST', `${url}/standardshifts/newSave`, token, {
      employeeId: person.id,
      ruleDate: date,
      baseShiftWorksectionId: shift.id,
    });
    const dropped = performance.now() - started;
    let read = 0;
    for (;;) {
      const asked = performance.now();
      const answer = await timesheet();
      read = performance.now() - asked;
      const day = answer.timeSheets.find((d) => d.day === date);
      if ((day?.workShifts ?? []).some((s) => s.startTime === '09:00' && s.endTime === '17:30')) break;
      if (performance.now() - started > 60_000)
        throw new Error(`the shift of ${date} was not on the timesheet in 60 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    shown.push(performance.now() - started);
    floor.push(dropped + read);
  }
  return { samples: people.length, shown: percentiles(shown), floor: percentiles(floor) };
}

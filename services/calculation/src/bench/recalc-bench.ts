// The body of `npm run bench:recalc` (scripts/bench-recalc.mjs starts the embedded app and calls this): a large
// company written set-based into the calculation read models, then a full recalculation of it through the running
// service's queue and worker, beside the plain database cost of reading its punches and writing its results; then
// the pay group's what-if preview (issue 13) of the same employees and days, beside that recalculation.
import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { addDays } from '@rollcall/calc-engine';
import type { PayGroupRules } from '@rollcall/contracts';
import { PayGroupPreviewService } from '../pay-group-preview/pay-group-preview.service.js';
import { RecalcMetrics } from '../recalc/recalc-metrics.js';
import { RECALC_CHANNEL } from '../recalc/recalc-queue.js';
import { RecalcWorker } from '../recalc/recalc-worker.js';

const s = CALCULATION;
const WRITE_CHUNK = 5000;
/** Previews timed one after the other (the first also warms the plans and the engine threads' code). */
const PREVIEW_RUNS = 3;
/** The rules tried in the preview: the pay group's, with overtime past this many hours a day. */
const PREVIEW_DAILY_THRESHOLD = 7;

export interface RecalcBenchOptions {
  companyId: string;
  paygroupId: string;
  employees: number;
  /** first day of the fortnight, YYYY-MM-DD */
  from: string;
  days: number;
  zone: string;
  log?: (line: string) => void;
}

export interface RecalcBenchResult {
  employees: number;
  employeeDays: number;
  scheduleDays: number;
  punches: number;
  generateSeconds: number;
  recalcSeconds: number;
  employeeDaysPerSecond: number;
  outboxDrainSeconds: number;
  selectSeconds: number;
  selectRows: number;
  insertSeconds: number;
  insertRows: number;
  averageResultBytes: number;
  ratio: number;
  worker: {
    batches: number;
    engineRuns: number;
    daysCalculated: number;
    daysChanged: number;
    batchSeconds: number;
    pickSeconds: number;
    loadSeconds: number;
    engineSeconds: number;
    writeSeconds: number;
  };
  /** the what-if preview of the pay group under a daily overtime threshold, as of the evening of the last day */
  preview: {
    rules: string;
    periods: string;
    employees: number;
    lines: number;
    changed: number;
    costChange: number | null;
    /** each run, in order */
    seconds: number[];
    medianSeconds: number;
    /**
     * each run's time loading read models and in the engine (the rest: the stored days, comparing, sorting), and
     * the CPU time the app's process used meanwhile, all its threads (PostgreSQL's own is not counted)
     */
    parts: { loadSeconds: number; engineSeconds: number; cpuSeconds: number }[];
    /** the preview's own SELECT of the stored days' pay types, alone */
    storedDaysSeconds: number;
  };
  postgres: string;
}

const seconds = (ms: number) => Math.round(ms) / 1000;

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('benchmark: timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function runRecalcBench(app: INestApplication, options: RecalcBenchOptions): Promise<RecalcBenchResult> {
  const log = options.log ?? (() => undefined);
  const ds = app.get<DataSource>(getDataSourceToken(CALCULATION), { strict: false });
  const worker = app.get(RecalcWorker, { strict: false });
  const metrics = app.get(RecalcMetrics, { strict: false });
  const to = addDays(options.from, options.days - 1);
  const count = async (sql: string, params: unknown[] = []) =>
    ((await ds.query(sql, params)) as { n: number }[])[0]?.n ?? 0;

  log(`generating ${options.employees} employees × ${options.days} days in the calculation read models…`);
  const generateStarted = performance.now();
  await ds.transaction(async (m) => {
    await m.query(
      `INSERT INTO "${s}".employees (id, company_id, clock_id, pay_id, first_name, last_name, employee_status,
         paygroup_id, time_zone_id, standard_hours, hire_on_date)
       SELECT gen_random_uuid(), $1, 100000 + n, 'B' || n, 'First' || n, 'Last' || n, 'Active', $2, $4, 40, '2020-01-01'
         FROM generate_series(1, $3) AS n`,
      [options.companyId, options.paygroupId, options.employees, options.zone],
    );
    // Every day 08:00-16:30 with a 30-minute break.
    await m.query(
      `INSERT INTO "${s}".schedule_days (employee_id, date, company_id, off_day, sections)
       SELECT e.id, d::date, e.company_id, false, '[{"start":"08:00","end":"16:30","breakMinutes":30}]'::jsonb
         FROM "${s}".employees e CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d
        WHERE e.company_id = $1`,
      [options.companyId, options.from, to],
    );
    // In around 08:00 and out around 16:30 (each within ±9 minutes, fixed per employee-day), local time.
    await m.query(
      `INSERT INTO "${s}".punches (id, company_id, employee_id, punch_time, source)
       SELECT gen_random_uuid(), e.company_id, e.id,
              ((d::date + t.at) AT TIME ZONE $4) + make_interval(mins => hashtext(e.id::text || d::text || t.at::text) % 10),
              'Kiosk'
         FROM "${s}".employees e
        CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d
        CROSS JOIN (VALUES (time '08:00'), (time '16:30')) AS t(at)
        WHERE e.company_id = $1`,
      [options.companyId, options.from, to, options.zone],
    );
  });
  await ds.query(`ANALYZE "${s}".employees`);
  await ds.query(`ANALYZE "${s}".schedule_days`);
  await ds.query(`ANALYZE "${s}".punches`);
  const generateSeconds = seconds(performance.now() - generateStarted);
  const employeeDays = await count(
    `SELECT count(*)::int AS n FROM "${s}".employees e CROSS JOIN generate_series($2::date, $3::date, interval '1 day') d
      WHERE e.company_id = $1`,
    [options.companyId, options.from, to],
  );
  const scheduleDays = await count(`SELECT count(*)::int AS n FROM "${s}".schedule_days WHERE company_id = $1`, [
    options.companyId,
  ]);
  const punches = await count(`SELECT count(*)::int AS n FROM "${s}".punches WHERE company_id = $1`, [
    options.companyId,
  ]);
  await worker.idle();

  log(`recalculating ${employeeDays} employee-days through the queue and the worker…`);
  const before = {
    batches: metrics.batches,
    engineRuns: metrics.engineRuns,
    daysCalculated: metrics.daysCalculated,
    daysChanged: metrics.daysChanged,
    ...metrics.timings,
  };
  const recalcStarted = performance.now();
  await ds.transaction(async (m) => {
    await m.query(
      `INSERT INTO "${s}".recalc_queue (employee_id, date, company_id)
       SELECT e.id, d::date, e.company_id FROM "${s}".employees e
        CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d
        WHERE e.company_id = $1
       ON CONFLICT (employee_id, date) DO NOTHING`,
      [options.companyId, options.from, to],
    );
    await m.query(`SELECT pg_notify($1, '')`, [RECALC_CHANNEL]);
  });
  await until(async () => (await count(`SELECT count(*)::int AS n FROM "${s}".recalc_queue`)) === 0, 3_600_000);
  await worker.idle();
  const recalcMs = performance.now() - recalcStarted;
  await until(
    async () => (await count(`SELECT count(*)::int AS n FROM "${s}".outbox WHERE sent_at IS NULL`)) === 0,
    3_600_000,
  );
  const outboxDrainSeconds = seconds(performance.now() - recalcStarted - recalcMs);

  log('reading the same punches with a plain streamed SELECT…');
  const runner = ds.createQueryRunner();
  await runner.connect();
  let selectRows = 0;
  const selectStarted = performance.now();
  try {
    await runner.startTransaction();
    await runner.query(
      `DECLARE bench_punches NO SCROLL CURSOR FOR
         SELECT id, employee_id, punch_time, source, position_id, job_id, task_id FROM "${s}".punches
          WHERE company_id = '${options.companyId.replace(/'/g, '')}' ORDER BY employee_id, punch_time`,
    );
    for (;;) {
      const rows = (await runner.query(`FETCH 10000 FROM bench_punches`)) as unknown[];
      if (rows.length === 0) break;
      selectRows += rows.length;
    }
    await runner.commitTransaction();
  } finally {
    await runner.release();
  }
  const selectMs = performance.now() - selectStarted;

  log('writing the same number of result rows with plain INSERTs…');
  const results = (await ds.query(
    `SELECT employee_id, to_char(date, 'YYYY-MM-DD') AS date, company_id, status, paid_minutes, punch_count,
            result::text AS result
       FROM "${s}".calculated_days WHERE company_id = $1 ORDER BY employee_id, date`,
    [options.companyId],
  )) as {
    employee_id: string;
    date: string;
    company_id: string;
    status: string;
    paid_minutes: number;
    punch_count: number;
    result: string;
  }[];
  await ds.query(`DROP TABLE IF EXISTS "${s}".bench_results`);
  await ds.query(`CREATE TABLE "${s}".bench_results (LIKE "${s}".calculated_days INCLUDING ALL)`);
  const insertStarted = performance.now();
  for (let i = 0; i < results.length; i += WRITE_CHUNK) {
    const chunk = results.slice(i, i + WRITE_CHUNK);
    await ds.query(
      `INSERT INTO "${s}".bench_results (employee_id, date, company_id, status, paid_minutes, punch_count, result)
       SELECT u.e, u.d, u.c, u.s, u.m, u.n, u.r
         FROM json_to_recordset($1::json) AS u(e uuid, d date, c uuid, s text, m int, n int, r jsonb)`,
      [
        `[${chunk
          .map(
            (r) =>
              `{"e":"${r.employee_id}","d":"${r.date}","c":"${r.company_id}","s":"${r.status}","m":${r.paid_minutes},"n":${r.punch_count},"r":${r.result}}`,
          )
          .join(',')}]`,
      ],
    );
  }
  const insertMs = performance.now() - insertStarted;
  await ds.query(`DROP TABLE "${s}".bench_results`);
  const averageResultBytes = Math.round(
    results.reduce((sum, r) => sum + Buffer.byteLength(r.result), 0) / Math.max(1, results.length),
  );
  const preview = await timePreview(app, ds, options, to, log);
  const [version] = (await ds.query(`SHOW server_version`)) as { server_version: string }[];

  return {
    employees: options.employees,
    employeeDays,
    scheduleDays,
    punches,
    generateSeconds,
    recalcSeconds: seconds(recalcMs),
    employeeDaysPerSecond: Math.round(employeeDays / (recalcMs / 1000)),
    outboxDrainSeconds,
    selectSeconds: seconds(selectMs),
    selectRows,
    insertSeconds: seconds(insertMs),
    insertRows: results.length,
    averageResultBytes,
    ratio: Math.round((recalcMs / (selectMs + insertMs)) * 10) / 10,
    worker: {
      batches: metrics.batches - before.batches,
      engineRuns: metrics.engineRuns - before.engineRuns,
      daysCalculated: metrics.daysCalculated - before.daysCalculated,
      daysChanged: metrics.daysChanged - before.daysChanged,
      batchSeconds: seconds(metrics.timings.batchMs - before.batchMs),
      pickSeconds: seconds(metrics.timings.pickMs - before.pickMs),
      loadSeconds: seconds(metrics.timings.loadMs - before.loadMs),
      engineSeconds: seconds(metrics.timings.engineMs - before.engineMs),
      writeSeconds: seconds(metrics.timings.writeMs - before.writeMs),
    },
    preview,
    postgres: version?.server_version ?? 'unknown',
  };
}

/**
 * The pay group's what-if preview (POST /api/pay-periods/preview's service, without HTTP: one page of 100 lines) as
 * of 23:00 on the last day, so the period it compares is the benchmark's own (no period is closed here): every
 * employee's days recomputed in memory under a daily overtime threshold, beside the stored days. Timed PREVIEW_RUNS
 * times; the preview's SELECT of the stored days is timed alone too.
 */
async function timePreview(
  app: INestApplication,
  ds: DataSource,
  options: RecalcBenchOptions,
  to: string,
  log: (line: string) => void,
): Promise<RecalcBenchResult['preview']> {
  const previews = app.get(PayGroupPreviewService, { strict: false });
  const [clock] = (await ds.query(`SELECT (($1::date + time '23:00') AT TIME ZONE $2) AS at`, [to, options.zone])) as {
    at: Date;
  }[];
  const [group] = (await ds.query(`SELECT rules FROM "${s}".pay_groups WHERE id = $1`, [options.paygroupId])) as {
    rules: PayGroupRules;
  }[];
  if (!clock || !group) throw new Error('benchmark: no pay group to preview');
  const rules = { ...group.rules, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: PREVIEW_DAILY_THRESHOLD };
  log(`previewing the pay group under overtime past ${PREVIEW_DAILY_THRESHOLD} h a day, ${PREVIEW_RUNS} times…`);
  const runs: number[] = [];
  const parts: RecalcBenchResult['preview']['parts'] = [];
  let answer: Awaited<ReturnType<PayGroupPreviewService['preview']>> | undefined;
  for (let n = 0; n < PREVIEW_RUNS; n++) {
    const counters = new RecalcMetrics();
    const cpu = process.cpuUsage();
    const started = performance.now();
    answer = await previews.preview(
      options.companyId,
      { payGroupId: options.paygroupId, rules, page: 1, pageSize: 100 },
      clock.at,
      counters,
    );
    runs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    parts.push({
      loadSeconds: seconds(counters.timings.loadMs),
      engineSeconds: seconds(counters.timings.engineMs),
      cpuSeconds: seconds((used.user + used.system) / 1000),
    });
  }
  if (!answer) throw new Error('benchmark: no preview');
  const storedStarted = performance.now();
  await ds.query(
    `SELECT employee_id, to_char(date, 'YYYY-MM-DD') AS date, result->'payTypes' AS pay_types
       FROM "${s}".calculated_days
      WHERE employee_id IN (SELECT id FROM "${s}".employees WHERE paygroup_id = $1) AND date BETWEEN $2 AND $3`,
    [options.paygroupId, options.from, to],
  );
  const storedDaysMs = performance.now() - storedStarted;
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    rules: `overtimeCalculationType Daily, dailyOvertimeThreshold ${PREVIEW_DAILY_THRESHOLD}`,
    periods: answer.periods.map((p) => `${p.periodCode} ${p.fromDate} to ${p.toDate}`).join(', '),
    employees: answer.employees,
    lines: answer.total,
    changed: answer.changed,
    costChange: answer.costChange,
    seconds: runs.map(seconds),
    medianSeconds: seconds(sorted[Math.floor(sorted.length / 2)] ?? 0),
    parts,
    storedDaysSeconds: seconds(storedDaysMs),
  };
}

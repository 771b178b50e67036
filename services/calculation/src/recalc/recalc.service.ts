import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, eachDate, type ExplainRef } from '@rollcall/calc-engine';
import { DEFAULT_PAY_GROUP_RULES, type DayResult, type PayGroupRules } from '@rollcall/contracts';
import { EventWriter, type NewEvent, ROOT_LOGGER } from '@rollcall/platform';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { payPeriodsCovering, type PeriodSpan } from '../pay-periods/pay-period-of.js';
import { type NewPayPeriod, PayPeriodStore } from '../pay-periods/pay-period-store.js';
import { type BatchFacts, loadBatchFacts, loadEmployees, loadPayGroups, type SpanJob } from './batch-loader.js';
import { notifyLive } from '../live/live-channel.js';
import { EnginePool } from './engine-pool.js';
import type { EngineArgs, EngineOutcome } from './engine-run.js';
import { RecalcMetrics } from './recalc-metrics.js';
import { RecalcClaims, type RecalcLane } from './recalc-claims.js';
import { RecalcQueue, type RecheckTimer } from './recalc-queue.js';
import { spansToCalculate } from './recalc-spans.js';

const s = CALCULATION;

/** Queued employee-days one worker batch takes (whole employees: all of a picked employee's days come along). */
export const BATCH_DAYS = 2000;
/**
 * Queued interactive employee-days one batch of the interactive lane takes: an edit queues a few days of one
 * employee, so a batch of them is calculated in a fraction of a background batch's time (ADR 0016).
 */
export const INTERACTIVE_BATCH_DAYS = 100;

export type { RecalcLane } from './recalc-claims.js';

/**
 * Rows per upsert statement and events per outbox insert: each chunk is turned into one JSON document on the event
 * loop, so a chunk is kept to a few milliseconds of it (issue 9).
 */
const WRITE_CHUNK = 500;
/**
 * Engine runs (one employee and span each) sent to the engine at a time: the event loop serves what is waiting
 * between two chunks, and receives one chunk's results at a time (issue 9).
 */
export const ENGINE_CHUNK_RUNS = 20;

/** What to calculate for one employee: the dates that changed (widened to whole weeks or periods as needed). */
export interface RecalcRequest {
  employeeId: string;
  dates: readonly string[];
}

export interface BatchOutcome {
  /** employee-days the engine produced and that lie in open periods */
  days: number;
  /** of those, days whose stored result changed */
  changed: number;
}

/** The last day of one engine run. */
interface RunEnd {
  employeeId: string;
  companyId: string;
  date: string;
}

export interface ComputedDays {
  rows: DayRow[];
  runEnds: RunEnd[];
  /** per engine run: when its result changes by time alone */
  rechecks: RecheckTimer[];
}

/** Rounds of following a change past the days asked for before the rest is left to the queue. */
const MAX_FOLLOW_ROUNDS = 8;

export interface DayRow {
  employeeId: string;
  companyId: string;
  day: DayResult;
  /** what each of the day's explain sentences is about (the engine's explainRefs) */
  explainRefs: ExplainRef[];
  paidMinutes: number;
  punchCount: number;
}

/** Runs the engine for employee-days, stores the results and publishes the days that changed. */
@Injectable()
export class RecalcService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
    private readonly periods: PayPeriodStore,
    private readonly queue: RecalcQueue,
    private readonly claims: RecalcClaims,
    private readonly engine: EnginePool,
    readonly metrics: RecalcMetrics,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ recalc: true });
  }

  /**
   * Takes about `limitDays` queued employee-days (whole employees that no other batch holds), calculates each
   * employee once per span of its queued dates, and commits results, events and the removal of the days that were
   * not queued again meanwhile together. Returns how many queued days it took (0: the queue, or the lane's part of
   * it, holds nothing to take). The claim is a transaction of its own before the calculation's, on the same
   * connection (ADR 0018): while the batch calculates, no queued row is locked, and an enqueue of one of its days
   * commits at once and keeps the day queued.
   */
  async processBatch(now: Date, limitDays = BATCH_DAYS, lane: RecalcLane = 'all'): Promise<number> {
    const started = performance.now();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const claim = await runner.manager.transaction((manager) => this.claims.claim(manager, limitDays, lane));
      if (!claim) return 0;
      try {
        await runner.manager.transaction(async (manager) => {
          this.metrics.batches += 1;
          this.metrics.timings.pickMs += performance.now() - started;
          const byEmployee = new Map<string, string[]>();
          for (const day of claim.days) {
            const dates = byEmployee.get(day.employeeId);
            if (dates) dates.push(day.date);
            else byEmployee.set(day.employeeId, [day.date]);
          }
          await this.calculate(
            manager,
            [...byEmployee].map(([employeeId, dates]) => ({ employeeId, dates })),
            now,
          );
          await this.claims.settle(manager, claim);
        });
      } catch (error) {
        // the days stay queued; without the claim the next batch takes them at once (a dead connection took the
        // claim with it already)
        await runner.manager
          .transaction((manager) => this.claims.release(manager, claim))
          .catch((releaseError: unknown) =>
            this.logger.warn({ err: releaseError }, "releasing a failed batch's claim failed; it lapses"),
          );
        throw error;
      }
      this.metrics.timings.batchMs += performance.now() - started;
      return claim.days.length;
    } finally {
      await runner.release();
    }
  }

  /** Queues the days whose result the passing of time has changed by `now` (their recheck timers are due). */
  queueDueRechecks(now: Date): Promise<number> {
    return this.dataSource.transaction((manager) => this.queue.enqueueDueRechecks(manager, now));
  }

  /** Calculates one employee over a range inside the caller's transaction; returns the number of days stored. */
  async calculateRange(
    manager: EntityManager,
    employeeId: string,
    range: { from: string; to: string },
    now: Date,
  ): Promise<number> {
    return (await this.calculate(manager, [{ employeeId, dates: eachDate(range.from, range.to) }], now)).days;
  }

  /**
   * Calculates the requested employees inside the caller's transaction and stores what changed (`store`). When the
   * last day of an engine run comes out changed, the day after it is calculated too, in the same transaction,
   * for as long as the next day holds a stored result and comes out changed: a change that reaches past the days
   * that were asked for is followed until it dies out (docs/calculation.md, live recalculation).
   */
  async calculate(manager: EntityManager, requests: readonly RecalcRequest[], now: Date): Promise<BatchOutcome> {
    const outcome: BatchOutcome = { days: 0, changed: 0 };
    let pending = requests;
    for (let round = 0; pending.length > 0; round++) {
      const computed = await this.compute(manager, pending, now, { ensurePeriods: true });
      const changedKeys = await this.store(manager, computed.rows);
      await this.queue.replaceRecheckTimers(manager, computed.rechecks);
      outcome.days += computed.rows.length;
      outcome.changed += changedKeys.size;
      const next = await this.daysAfterChangedRuns(manager, computed.runEnds, changedKeys);
      if (next.length === 0) break;
      if (round + 1 >= MAX_FOLLOW_ROUNDS) {
        for (const r of next) await this.queue.enqueue(manager, r.companyId, r.employeeId, r.dates);
        break;
      }
      this.metrics.followedDays += next.length;
      pending = next;
    }
    return outcome;
  }

  /**
   * Runs the engine for the requested employees over their spans, with read models loaded for all of them in a
   * few set-based queries, and answers the day results that lie outside closed pay periods (closed days are
   * computed, as context for overtime, but never answered). Writes nothing but, with `ensurePeriods`, the pay
   * periods the spans fall in.
   */
  async compute(
    manager: EntityManager,
    requests: readonly RecalcRequest[],
    now: Date,
    options: {
      ensurePeriods: boolean;
      /** rules to run a pay group's employees under instead of its stored ones (the what-if preview) */
      rulesOf?: ReadonlyMap<string, PayGroupRules>;
      /** answer the days of closed periods too (the preview compares them) */
      includeClosed?: boolean;
      /**
       * Engine chunks sent ahead of the one awaited (default 1: one at a time). The preview, a single call over a
       * whole pay group, sends several so the engine thread finds the next chunk waiting instead of waiting for the
       * event loop to send it (on a busy machine each such wake-up costs a scheduler slice).
       */
      chunksInFlight?: number;
      /**
       * Counters to count this work in instead of the recalculation's (the preview's, which is no recalculation:
       * the bench's and tests' figures of stored work leave it out)
       */
      metrics?: RecalcMetrics;
    },
  ): Promise<ComputedDays> {
    const metrics = options.metrics ?? this.metrics;
    const datesByEmployee = new Map<string, string[]>();
    for (const r of requests) {
      const list = datesByEmployee.get(r.employeeId);
      if (list) list.push(...r.dates);
      else datesByEmployee.set(r.employeeId, [...r.dates]);
    }
    const loadStarted = performance.now();
    const employees = await loadEmployees(manager, [...datesByEmployee.keys()]);
    const groupIds = [...new Set([...employees.values()].flatMap((e) => (e.paygroup_id ? [e.paygroup_id] : [])))];
    const groups = await loadPayGroups(manager, groupIds);

    const jobs: SpanJob[] = [];
    const periods: NewPayPeriod[] = [];
    // employees asking the same dates under the same rules in the same zone (a pay group's, in the preview) share
    // their spans: working them out reads the zone's offsets
    const spanMemo = new Map<string, PeriodSpan[]>();
    const rulesIds = new Map<PayGroupRules, number>();
    const spansOf = (dates: readonly string[], rules: PayGroupRules, zone: string) => {
      const id = rulesIds.get(rules) ?? rulesIds.size;
      rulesIds.set(rules, id);
      const key = `${id}|${zone}|${dates.join(',')}`;
      const spans = spanMemo.get(key) ?? spansToCalculate(dates, rules, zone);
      spanMemo.set(key, spans);
      return spans;
    };
    for (const [employeeId, dates] of [...datesByEmployee].sort(([a], [b]) => a.localeCompare(b))) {
      // An employee organisation has not told us about yet: its employee event queues the days itself.
      const employee = employees.get(employeeId);
      if (!employee) continue;
      const stored = employee.paygroup_id ? groups.get(employee.paygroup_id) : undefined;
      const asked = employee.paygroup_id ? options.rulesOf?.get(employee.paygroup_id) : undefined;
      const rules: PayGroupRules = asked ?? stored ?? DEFAULT_PAY_GROUP_RULES;
      const zone = employee.time_zone_id;
      try {
        const spans = spansOf(dates, rules, zone);
        const employeePeriods =
          stored && employee.paygroup_id && options.ensurePeriods
            ? spans.flatMap((span) =>
                payPeriodsCovering(span.from, span.to, stored, zone).map((p) => ({
                  companyId: employee.company_id,
                  paygroupId: employee.paygroup_id ?? '',
                  ...p,
                })),
              )
            : [];
        for (const span of spans) jobs.push({ span: jobs.length, employee, rules, from: span.from, to: span.to });
        periods.push(...employeePeriods);
      } catch (error) {
        this.failed(metrics, error, employeeId, dates[0] ?? '', dates[dates.length - 1] ?? '');
      }
    }
    if (jobs.length === 0) return { rows: [], runEnds: [], rechecks: [] };
    if (options.ensurePeriods) await this.periods.ensure(manager, periods);
    const minFrom = jobs.reduce((m, j) => (j.from < m ? j.from : m), jobs[0]?.from ?? '');
    const maxTo = jobs.reduce((m, j) => (j.to > m ? j.to : m), jobs[0]?.to ?? '');
    const closed = await this.periods.closedSpans(manager, groupIds, minFrom, maxTo);
    const facts = await loadBatchFacts(manager, jobs);
    const engineStarted = performance.now();
    metrics.timings.loadMs += engineStarted - loadStarted;

    const rows: DayRow[] = [];
    const runEnds: RunEnd[] = [];
    const rechecks: RecheckTimer[] = [];
    const chunks: SpanJob[][] = [];
    for (let first = 0; first < jobs.length; first += ENGINE_CHUNK_RUNS) {
      chunks.push(jobs.slice(first, first + ENGINE_CHUNK_RUNS));
    }
    const inFlight = Math.max(1, options.chunksInFlight ?? 1);
    const sent: Promise<EngineOutcome[]>[] = [];
    const send = (c: number) => {
      const chunk = chunks[c];
      if (!chunk || sent[c]) return;
      sent[c] = this.engine.run(chunk.map((job) => engineArgs(job, facts, now)));
      // awaited in order below; until then a failure must not count as unhandled
      sent[c].catch(() => undefined);
    };
    for (let c = 0; c < inFlight; c++) send(c);
    for (const [c, chunk] of chunks.entries()) {
      const outcomes = await (sent[c] as Promise<EngineOutcome[]>);
      send(c + inFlight);
      for (const [n, job] of chunk.entries()) {
        const { employee } = job;
        metrics.recordRun({ employeeId: employee.id, from: job.from, to: job.to });
        const outcome = outcomes[n];
        if (!outcome?.ok) {
          this.failed(
            metrics,
            outcome?.error ?? new Error('the engine answered no outcome'),
            employee.id,
            job.from,
            job.to,
          );
          continue;
        }
        const { days, explainRefs, dueAt } = outcome.result;
        rechecks.push({
          employeeId: employee.id,
          companyId: employee.company_id,
          zone: employee.time_zone_id,
          from: job.from,
          to: job.to,
          dueAt,
        });
        runEnds.push({ employeeId: employee.id, companyId: employee.company_id, date: job.to });
        const closedSpans =
          employee.paygroup_id && !options.includeClosed ? closed.get(employee.paygroup_id) : undefined;
        for (const [d, day] of days.entries()) {
          if (closedSpans && inAny(day.date, closedSpans)) {
            metrics.daysInClosedPeriods += 1;
            continue;
          }
          rows.push({
            employeeId: employee.id,
            companyId: employee.company_id,
            day,
            explainRefs: explainRefs[d] ?? [],
            paidMinutes: day.shifts.reduce((sum, shift) => sum + shift.paidMinutes, 0),
            punchCount: countPunches(day),
          });
        }
      }
    }
    metrics.daysCalculated += rows.length;
    metrics.timings.engineMs += performance.now() - engineStarted;
    return { rows, runEnds, rechecks };
  }

  /**
   * Upserts day results and publishes one calc.day.calculated.v1 per day whose stored result changed. Returns
   * the keys (`employeeId|date`) of those days.
   */
  private async store(manager: EntityManager, rows: readonly DayRow[]): Promise<Set<string>> {
    const writeStarted = performance.now();
    const changed = new Set<string>();
    for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
      const chunk = rows.slice(i, i + WRITE_CHUNK);
      const changedKeys = await this.upsert(manager, chunk);
      const events: NewEvent[] = [];
      for (const row of chunk) {
        const key = `${row.employeeId}|${row.day.date}`;
        if (!changedKeys.has(key)) continue;
        changed.add(key);
        events.push({
          type: 'calc.day.calculated.v1',
          companyId: row.companyId,
          key: row.employeeId,
          payload: {
            employeeId: row.employeeId,
            date: row.day.date,
            status: row.day.status,
            paidMinutes: row.paidMinutes,
            payTypes: row.day.payTypes,
            exceptions: row.day.exceptions,
            punchCount: row.punchCount,
          },
        });
      }
      await this.events.write(manager, events);
      // the live streams tell open timesheets of these employees that their days changed, once this commits
      const days = new Map<string, string[]>();
      for (const row of chunk) {
        if (changedKeys.has(`${row.employeeId}|${row.day.date}`)) {
          days.set(row.employeeId, [...(days.get(row.employeeId) ?? []), row.day.date]);
        }
      }
      await notifyLive(manager, { days });
    }
    this.metrics.daysChanged += changed.size;
    this.metrics.timings.writeMs += performance.now() - writeStarted;
    return changed;
  }

  /**
   * The day after each engine run whose last day changed, where that next day already has a stored result and no
   * run of this round covered it.
   */
  private async daysAfterChangedRuns(
    manager: EntityManager,
    runEnds: readonly RunEnd[],
    changedKeys: ReadonlySet<string>,
  ): Promise<(RecalcRequest & { companyId: string })[]> {
    const covered = new Set(runEnds.map((r) => `${r.employeeId}|${r.date}`));
    const candidates = runEnds
      .filter((r) => changedKeys.has(`${r.employeeId}|${r.date}`))
      .map((r) => ({ ...r, date: addDays(r.date, 1) }))
      .filter((r) => !covered.has(`${r.employeeId}|${r.date}`));
    if (candidates.length === 0) return [];
    const stored = (await manager.query(
      `SELECT c.employee_id, to_char(c.date, 'YYYY-MM-DD') AS date
         FROM unnest($1::uuid[], $2::date[]) AS w(e, d)
         JOIN "${s}".calculated_days c ON c.employee_id = w.e AND c.date = w.d`,
      [candidates.map((c) => c.employeeId), candidates.map((c) => c.date)],
    )) as { employee_id: string; date: string }[];
    const exists = new Set(stored.map((r) => `${r.employee_id}|${r.date}`));
    return candidates
      .filter((c) => exists.has(`${c.employeeId}|${c.date}`))
      .map((c) => ({ employeeId: c.employeeId, companyId: c.companyId, dates: [c.date] }));
  }

  /**
   * Bad input (no ordinary pay type yet, a broken rule set): the employee's days stay as they were and the batch
   * goes on; the next event that touches the employee tries again.
   */
  private failed(metrics: RecalcMetrics, error: unknown, employeeId: string, from: string, to: string): void {
    metrics.failures += 1;
    this.logger.warn(
      { err: error, employeeId, from, to },
      'recalculation of an employee failed; days left as they were',
    );
  }

  /**
   * Upserts day results in one statement; a day whose stored result is equal (as jsonb) is not rewritten.
   * Returns the keys (`employeeId|date`) of the days inserted or changed.
   */
  private async upsert(manager: EntityManager, rows: readonly DayRow[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    // One JSON document per statement: PostgreSQL parses it far faster than a jsonb[] array literal.
    const written = (await manager.query(
      `INSERT INTO "${s}".calculated_days AS c
         (employee_id, date, company_id, status, paid_minutes, punch_count, result, explain_refs, calculated_at)
       SELECT u.e, u.d, u.c, u.s, u.m, u.n, u.r, u.x, now()
         FROM json_to_recordset($1::json) AS u(e uuid, d date, c uuid, s text, m int, n int, r jsonb, x jsonb)
       ON CONFLICT (employee_id, date) DO UPDATE SET company_id = EXCLUDED.company_id, status = EXCLUDED.status,
         paid_minutes = EXCLUDED.paid_minutes, punch_count = EXCLUDED.punch_count, result = EXCLUDED.result,
         explain_refs = EXCLUDED.explain_refs, calculated_at = now()
       WHERE c.result IS DISTINCT FROM EXCLUDED.result OR c.explain_refs IS DISTINCT FROM EXCLUDED.explain_refs
       RETURNING c.employee_id, to_char(c.date, 'YYYY-MM-DD') AS date`,
      [
        JSON.stringify(
          rows.map((r) => ({
            e: r.employeeId,
            d: r.day.date,
            c: r.companyId,
            s: r.day.status,
            m: r.paidMinutes,
            n: r.punchCount,
            r: r.day,
            x: r.explainRefs,
          })),
        ),
      ],
    )) as { employee_id: string; date: string }[];
    return new Set(written.map((w) => `${w.employee_id}|${w.date}`));
  }
}

/** The read models one engine run needs, out of the batch's facts. */
function engineArgs(job: SpanJob, facts: BatchFacts, now: Date): EngineArgs {
  const { employee } = job;
  return {
    asOf: now,
    employee: {
      id: employee.id,
      timeZoneId: employee.time_zone_id,
      standardHours: employee.standard_hours === null ? null : Number(employee.standard_hours),
      guaranteedHours: employee.guaranteed_hours === null ? null : Number(employee.guaranteed_hours),
      skillIds: employee.skill_ids,
    },
    range: { from: job.from, to: job.to },
    payGroup: job.rules,
    payTypes: facts.payTypes.get(employee.company_id) ?? [],
    company: facts.companies.get(employee.company_id) ?? null,
    punches: facts.punches.get(job.span) ?? [],
    schedule: facts.schedules.get(job.span) ?? [],
    rounding: employee.time_rounding_id ? (facts.rounding.get(employee.time_rounding_id) ?? null) : null,
    holidays: facts.holidaysOf(employee),
    leaves: facts.leaves.get(job.span) ?? [],
    skills: facts.skills.get(employee.company_id) ?? [],
    approvedPunchIds: facts.approvedPunches.get(job.span) ?? [],
  };
}

function inAny(date: string, spans: readonly PeriodSpan[]): boolean {
  return spans.some((p) => date >= p.from && date <= p.to);
}

function countPunches(day: DayResult): number {
  const ids = new Set<string>();
  for (const shift of day.shifts) {
    for (const pair of shift.pairs) {
      if (pair.inPunchId) ids.add(pair.inPunchId);
      if (pair.outPunchId) ids.add(pair.outPunchId);
    }
  }
  return ids.size;
}

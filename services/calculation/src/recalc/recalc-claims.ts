import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { RecalcPriority, RecalcQueue } from './recalc-queue.js';

const s = CALCULATION;

/**
 * How long a claim holds its employees when the session that took it is still connected but the batch never ends
 * (a hung process). A process that dies loses its sessions, and with them its claims, at once; the lease is the
 * net under that. A batch whose lease ran out and was taken over is rolled back when it ends (`settle`).
 */
export const CLAIM_LEASE_SECONDS = 300;

/**
 * Which queued days a batch picks from (ADR 0016): `all` in priority order (interactive first, then oldest
 * first); `interactive` only days of priority above background; `background` only the others. Whole employees
 * always: a picked employee's days of every priority come along.
 */
export type RecalcLane = 'all' | 'interactive' | 'background';

const LANE_FILTER: Record<RecalcLane, string> = {
  all: 'true',
  interactive: `priority > ${RecalcPriority.background}`,
  background: `priority = ${RecalcPriority.background}`,
};

/** A batch's claim: its token, its employees and the queued days it took of them. */
export interface RecalcClaim {
  token: string;
  employeeIds: string[];
  days: { employeeId: string; date: string }[];
}

/**
 * A claim is live while its lease runs and the database session that took it is connected (a process that died,
 * or a database restart, leaves none). pg_stat_activity lists every session's pid and start time to every role;
 * the start time tells the session from a later one given the same pid.
 */
const LIVE = (claim: string) =>
  `(${claim}.lease_until > now() AND EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = ${claim}.backend_pid
     AND (${claim}.backend_start IS NULL OR a.backend_start = ${claim}.backend_start)))`;

/**
 * The recalculation queue's claims (ADR 0018). A batch claims its employees and marks their queued days in a short
 * transaction of its own (`claim`), calculates in another, and in that one, just before it commits, deletes the
 * days whose version is still the one it claimed and drops its claim (`settle`). Nothing the batch holds locks a
 * queued row while it calculates, so an enqueue of a claimed day commits at once: it bumps the row's version, and
 * the day stays queued for the next batch (docs/calculation.md, "Why no change slips").
 */
@Injectable()
export class RecalcClaims {
  constructor(private readonly queue: RecalcQueue) {}

  /**
   * Claims the employees of the first `limitDays` queued days of the lane that no live claim holds, and marks all
   * their queued days (of any priority) with the claim's token and version. Run it in a transaction of its own, on
   * the connection the batch then calculates on: the claim lives as long as that session (or `leaseSeconds`).
   * Null when there is nothing to claim.
   */
  async claim(
    manager: EntityManager,
    limitDays: number,
    lane: RecalcLane,
    leaseSeconds = CLAIM_LEASE_SECONDS,
  ): Promise<RecalcClaim | null> {
    const token = randomUUID();
    // The first rows in queue order name the employees; rows another claim is taking right now are skipped (SKIP
    // LOCKED), employees a live claim holds are passed over, and the claim row (one per employee) makes two claims
    // of one employee at once impossible: the second waits for the first to commit and then finds it live. A claim
    // that is not live any more is taken over. Employees in id order: two claims never wait on each other in a circle.
    const claimed = (await manager.query(
      `WITH live AS MATERIALIZED (SELECT c.employee_id FROM "${s}".recalc_claims c WHERE ${LIVE('c')}),
       picked AS MATERIALIZED (
         SELECT DISTINCT employee_id FROM (
           SELECT employee_id FROM "${s}".recalc_queue
            WHERE ${LANE_FILTER[lane]} AND employee_id NOT IN (SELECT employee_id FROM live)
            ORDER BY priority DESC, enqueued_at, employee_id, date LIMIT $1 FOR UPDATE SKIP LOCKED) AS first_rows
       )
       INSERT INTO "${s}".recalc_claims AS c (employee_id, token, backend_pid, backend_start, lease_until)
       SELECT employee_id, $2, pg_backend_pid(),
              (SELECT backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()),
              now() + make_interval(secs => $3)
         FROM picked ORDER BY employee_id
       ON CONFLICT (employee_id) DO UPDATE SET token = EXCLUDED.token, backend_pid = EXCLUDED.backend_pid,
         backend_start = EXCLUDED.backend_start,
         claimed_at = now(), lease_until = EXCLUDED.lease_until
       WHERE NOT ${LIVE('c')}
       RETURNING employee_id`,
      [limitDays, token, leaseSeconds],
    )) as { employee_id: string }[];
    if (claimed.length === 0) return null;
    const employeeIds = claimed.map((c) => c.employee_id);
    // ctid and = ANY(ARRAY(...)) keep this on the primary key; a row an enqueue holds right now is left unmarked,
    // queued for a later batch
    const days = queryRows<{ employee_id: string; date: string }>(
      await manager.query(
        `UPDATE "${s}".recalc_queue SET claimed_by = $1, claimed_version = version
          WHERE ctid = ANY(ARRAY(
            SELECT q.ctid FROM "${s}".recalc_queue q WHERE q.employee_id = ANY($2::uuid[]) FOR UPDATE OF q SKIP LOCKED))
          RETURNING employee_id, to_char(date, 'YYYY-MM-DD') AS date`,
        [token, employeeIds],
      ),
    );
    return { token, employeeIds, days: days.map((d) => ({ employeeId: d.employee_id, date: d.date })) };
  }

  /**
   * Ends a claim in the batch's transaction, just before it commits: drops the claim (refusing, so the batch rolls
   * back, when another batch has taken any of its employees over after the lease ran out), deletes the claimed days
   * whose version is still the claimed one and leaves those queued again meanwhile (or held by an enqueue in
   * progress, which is queuing them again), and wakes the worker for what is left of the claim's employees.
   */
  async settle(manager: EntityManager, claim: RecalcClaim): Promise<void> {
    const dropped = queryRows<{ employee_id: string }>(
      await manager.query(`DELETE FROM "${s}".recalc_claims WHERE token = $1 RETURNING employee_id`, [claim.token]),
    );
    if (dropped.length !== claim.employeeIds.length) {
      throw new Error(
        `the recalculation claim ${claim.token} lapsed and ${claim.employeeIds.length - dropped.length} of its ` +
          `employees were claimed again; the batch is rolled back`,
      );
    }
    await manager.query(
      `DELETE FROM "${s}".recalc_queue
        WHERE ctid = ANY(ARRAY(
          SELECT q.ctid FROM "${s}".recalc_queue q
           WHERE q.employee_id = ANY($2::uuid[]) AND q.claimed_by = $1 AND q.version = q.claimed_version
             FOR UPDATE OF q SKIP LOCKED))`,
      [claim.token, claim.employeeIds],
    );
    await this.wakeForLeftovers(manager, claim);
  }

  /** Drops a claim whose batch failed (its days stay queued, for the next batch), in a transaction of its own. */
  async release(manager: EntityManager, claim: RecalcClaim): Promise<void> {
    await manager.query(`DELETE FROM "${s}".recalc_claims WHERE token = $1`, [claim.token]);
    await this.wakeForLeftovers(manager, claim);
  }

  /**
   * The worker's lanes passed these employees over while the claim held them: when days of theirs are still queued,
   * wake the lane of the highest of their priorities once this commits.
   */
  private async wakeForLeftovers(manager: EntityManager, claim: RecalcClaim): Promise<void> {
    const [left] = (await manager.query(
      `SELECT max(priority)::int AS priority FROM "${s}".recalc_queue WHERE employee_id = ANY($1::uuid[])`,
      [claim.employeeIds],
    )) as { priority: number | null }[];
    if (left?.priority !== null && left?.priority !== undefined) {
      await this.queue.notify(manager, left.priority as RecalcPriority);
    }
  }
}

/** TypeORM answers a DELETE/UPDATE with [rows, count] and anything else with the rows. */
export function queryRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}

import type { PayGroupRules } from '@rollcall/contracts';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';

const s = CALCULATION;

/**
 * How far a run of punches is followed either way. A run longer than this (no gap above the run gap for six
 * weeks) is cut here; docs/calculation.md says so.
 */
export const RUN_LOOKAROUND_DAYS = 42;

/**
 * A run of punches: punches each at most this many minutes after the one before. The engine pairs in, out, in,
 * out across unscheduled punches until an in punch waits more than punchPairCompletionTime for its out, and
 * groups them in one shift while an out is followed within shiftThreshold; so the punch after a longer gap is an
 * in punch that starts a shift whatever came before it, and a day's pairs depend only on the runs it touches.
 */
export function runGapMinutes(rules: Pick<PayGroupRules, 'punchPairCompletionTime' | 'shiftThreshold'>): number {
  return Math.max(Math.round(rules.punchPairCompletionTime * 60), Math.round(rules.shiftThreshold));
}

export interface InstantSpan {
  from: Date;
  to: Date;
}

/**
 * For each span, the span widened to the whole runs of the employee's punches it cuts: back to the first punch of
 * the run holding the span's first punch, forward to the last punch of the run holding its last punch (no further
 * than RUN_LOOKAROUND_DAYS). A span that cuts no run comes back as it was. One statement for all spans.
 */
export async function widenToRuns(
  manager: EntityManager,
  spans: readonly { employeeId: string; gapMinutes: number; from: Date; to: Date }[],
): Promise<InstantSpan[]> {
  if (spans.length === 0) return [];
  const rows = (await manager.query(
    `SELECT w.i,
            least(w.f, coalesce((
              SELECT max(b.punch_time) FROM (
                SELECT p.punch_time, p.punch_time - lag(p.punch_time) OVER (ORDER BY p.punch_time) AS gap
                  FROM "${s}".punches p
                 WHERE p.employee_id = w.e AND p.punch_time >= w.f - make_interval(days => $6)
                   AND p.punch_time <= (SELECT min(q.punch_time) FROM "${s}".punches q
                                         WHERE q.employee_id = w.e AND q.punch_time >= w.f)
              ) b WHERE b.gap IS NULL OR b.gap > make_interval(mins => w.g)), w.f)) AS run_from,
            greatest(w.t, coalesce((
              SELECT min(a.punch_time) FROM (
                SELECT p.punch_time, lead(p.punch_time) OVER (ORDER BY p.punch_time) - p.punch_time AS gap
                  FROM "${s}".punches p
                 WHERE p.employee_id = w.e AND p.punch_time <= w.t + make_interval(days => $6)
                   AND p.punch_time >= (SELECT max(q.punch_time) FROM "${s}".punches q
                                         WHERE q.employee_id = w.e AND q.punch_time <= w.t)
              ) a WHERE a.gap IS NULL OR a.gap > make_interval(mins => w.g)), w.t)) AS run_to
       FROM unnest($1::int[], $2::uuid[], $3::int[], $4::timestamptz[], $5::timestamptz[]) AS w(i, e, g, f, t)
      ORDER BY w.i`,
    [
      spans.map((_, i) => i),
      spans.map((x) => x.employeeId),
      spans.map((x) => x.gapMinutes),
      spans.map((x) => x.from),
      spans.map((x) => x.to),
      RUN_LOOKAROUND_DAYS,
    ],
  )) as { i: number; run_from: Date; run_to: Date }[];
  return rows.map((r) => ({ from: r.run_from, to: r.run_to }));
}

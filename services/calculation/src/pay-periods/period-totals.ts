import { createHash } from 'node:crypto';
import { order } from './text-order.js';

/**
 * One total of a pay period: an employee's minutes and units of a pay type on a job and task, summed over the
 * period's days (each day's pay types, a day's job and task being those of its first punch that names one) and its
 * pay card lines. Units are kept in hundredths so sums stay whole numbers.
 */
export interface PeriodTotal {
  employeeId: string;
  payTypeId: string;
  jobId: string | null;
  taskId: string | null;
  minutes: number;
  unitHundredths: number;
}

/** What a close fixes of a period: which employees it covered and their totals. */
export interface PeriodTotals {
  paygroupId: string;
  periodCode: string;
  fromDate: string;
  toDate: string;
  employeeIds: string[];
  totals: PeriodTotal[];
}

/** The digest a pay group's first close is chained to. */
export const GENESIS_DIGEST = '0'.repeat(64);

/** Totals in one order whatever order they were read in, each key once (repeated keys summed), zeros left out. */
export function canonicalTotals(totals: readonly PeriodTotal[]): PeriodTotal[] {
  const summed = new Map<string, PeriodTotal>();
  for (const t of totals) {
    const key = [t.employeeId, t.payTypeId, t.jobId ?? '', t.taskId ?? ''].join('|');
    const seen = summed.get(key);
    if (seen) {
      seen.minutes += t.minutes;
      seen.unitHundredths += t.unitHundredths;
    } else summed.set(key, { ...t });
  }
  return [...summed.values()]
    .filter((t) => t.minutes !== 0 || t.unitHundredths !== 0)
    .sort(
      (a, b) =>
        order(a.employeeId, b.employeeId) ||
        order(a.payTypeId, b.payTypeId) ||
        order(a.jobId, b.jobId) ||
        order(a.taskId, b.taskId),
    );
}

/** The text a digest is taken of: fixed key order, totals canonical, employees sorted. */
export function canonicalText(period: PeriodTotals): string {
  return JSON.stringify({
    paygroupId: period.paygroupId,
    periodCode: period.periodCode,
    fromDate: period.fromDate,
    toDate: period.toDate,
    employeeIds: [...new Set(period.employeeIds)].sort(),
    totals: canonicalTotals(period.totals).map((t) => [
      t.employeeId,
      t.payTypeId,
      t.jobId,
      t.taskId,
      t.minutes,
      t.unitHundredths,
    ]),
  });
}

/** SHA-256 (hex) of the previous close's digest, a newline and the period's canonical totals. */
export function chainedDigest(previousDigest: string, period: PeriodTotals): string {
  return createHash('sha256')
    .update(`${previousDigest}\n${canonicalText(period)}`)
    .digest('hex');
}

/** A close as stored: what it fixed, its digest and the one before it in the pay group's chain. */
export interface StoredClose {
  id: string;
  payPeriodId: string;
  periodCode: string;
  totals: PeriodTotals;
  digest: string;
  previousDigest: string;
  /** still the period's close (not reopened since) */
  current: boolean;
}

export type VerifyProblem = 'chainBroken' | 'digestMismatch' | 'totalsChanged';

/**
 * Checks one pay group's closes in the order they were made: each links to the digest before it, each digest is
 * that of its stored totals, and a period still closed has the totals it had when closed (`recomputed`: the totals
 * read again now, by close id). Returns the problems found, by close.
 */
export function verifyChain(
  closes: readonly StoredClose[],
  recomputed: ReadonlyMap<string, PeriodTotals>,
): { close: StoredClose; problem: VerifyProblem }[] {
  const problems: { close: StoredClose; problem: VerifyProblem }[] = [];
  let previous = GENESIS_DIGEST;
  for (const close of closes) {
    if (close.previousDigest !== previous) problems.push({ close, problem: 'chainBroken' });
    else if (chainedDigest(close.previousDigest, close.totals) !== close.digest)
      problems.push({ close, problem: 'digestMismatch' });
    else if (close.current) {
      const now = recomputed.get(close.id);
      if (!now || canonicalText(now) !== canonicalText(close.totals))
        problems.push({ close, problem: 'totalsChanged' });
    }
    previous = close.digest;
  }
  return problems;
}

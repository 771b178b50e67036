import { getDataSourceToken } from '@nestjs/typeorm';
import { RecalcMetrics, RecalcWorker } from '@rollcall/calculation';
import { EventWriter, type NewEvent } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import type { TestApp } from './test-app.js';
import { waitFor } from './thin-path-fixture.js';

/** The calculation service's recalculation worker and counters in a running test app. */
export function recalcOf(testApp: TestApp): { worker: RecalcWorker; metrics: RecalcMetrics } {
  return {
    worker: testApp.app.get(RecalcWorker, { strict: false }),
    metrics: testApp.app.get(RecalcMetrics, { strict: false }),
  };
}

/** Queries the calculation service's schema. */
export async function calcQuery<T>(testApp: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  const ds = testApp.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
  return (await ds.query(sql, params)) as T[];
}

/**
 * Publishes events as another service would (its outbox, its relay), for contracts whose producer is not built
 * yet or has no call for the change; resolves once the calculation service has consumed them and the
 * recalculation queue is drained.
 */
export async function publishAs(
  testApp: TestApp,
  producer: 'organisation' | 'scheduling',
  events: NewEvent[],
): Promise<void> {
  const ds = testApp.app.get<DataSource>(getDataSourceToken(producer), { strict: false });
  const written = await ds.transaction((manager) => new EventWriter(producer).write(manager, events));
  const ids = written.map((e) => e.id);
  await waitFor(testApp, async (calc) => {
    const rows = (await calc.query(
      `SELECT count(*)::int AS n FROM calculation.inbox WHERE event_id = ANY($1::uuid[])`,
      [ids],
    )) as { n: number }[];
    return rows[0]?.n === ids.length;
  });
  await recalcOf(testApp).worker.idle();
}

/** Waits until nothing is queued for recalculation and the worker is idle. */
export async function recalcSettled(testApp: TestApp): Promise<void> {
  const { worker } = recalcOf(testApp);
  await waitFor(testApp, async (calc) => {
    await worker.idle();
    const rows = (await calc.query(`SELECT count(*)::int AS n FROM calculation.recalc_queue`)) as { n: number }[];
    return rows[0]?.n === 0;
  });
}

export interface StoredDay {
  date: string;
  status: string;
  paid_minutes: number;
  punch_count: number;
  calculated_at: Date;
  result: {
    exceptions: { type: string }[];
    payTypes: { payTypeId: string; minutes?: number }[];
    explain: string[];
  };
}

/** The stored day results of an employee over a range. */
export function storedDays(testApp: TestApp, employeeId: string, from: string, to: string): Promise<StoredDay[]> {
  return calcQuery<StoredDay>(
    testApp,
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, status, paid_minutes, punch_count, calculated_at, result
       FROM calculation.calculated_days WHERE employee_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date`,
    [employeeId, from, to],
  );
}

export async function storedDay(testApp: TestApp, employeeId: string, date: string): Promise<StoredDay | undefined> {
  return (await storedDays(testApp, employeeId, date, date))[0];
}

/** How many calc.day.calculated.v1 events the calculation service has written. */
export async function dayEventCount(testApp: TestApp, employeeId?: string): Promise<number> {
  const rows = await calcQuery<{ n: number }>(
    testApp,
    `SELECT count(*)::int AS n FROM calculation.outbox
      WHERE type = 'calc.day.calculated.v1' AND ($1::text IS NULL OR key = $1::text)`,
    [employeeId ?? null],
  );
  return rows[0]?.n ?? -1;
}

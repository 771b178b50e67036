import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Time capture learns clock ids from organisation's events; punches wait until it knows them all. */
export async function waitForClockDirectory(
  app: INestApplication,
  companyId: string,
  count: number,
  timeoutMs = 30_000,
): Promise<void> {
  const dataSource = app.get<DataSource>(getDataSourceToken('time_capture'), { strict: false });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM time_capture.known_employees WHERE company_id = $1`,
      [companyId],
    )) as { n: number }[];
    if ((row?.n ?? 0) >= count) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`time capture did not learn the company's ${count} employees within ${timeoutMs / 1000} s`);
}

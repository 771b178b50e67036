import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Where each service keeps the employees it learns from organisation's events. */
const EMPLOYEE_READ_MODELS = {
  time_capture: 'time_capture.known_employees',
  scheduling: 'scheduling.employees',
} as const;

/**
 * Services learn employees from organisation's events: time capture their clock ids (punches wait for them),
 * scheduling whom it may schedule. Waits until the service knows `count` employees of the company.
 */
export async function waitForEmployeesKnown(
  app: INestApplication,
  service: keyof typeof EMPLOYEE_READ_MODELS,
  companyId: string,
  count: number,
  timeoutMs = 30_000,
): Promise<void> {
  const dataSource = app.get<DataSource>(getDataSourceToken(service), { strict: false });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM ${EMPLOYEE_READ_MODELS[service]} WHERE company_id = $1`,
      [companyId],
    )) as { n: number }[];
    if ((row?.n ?? 0) >= count) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${service} did not learn the company's ${count} employees within ${timeoutMs / 1000} s`);
}

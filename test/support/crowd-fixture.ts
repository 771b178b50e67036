import type { PayGroupRules } from '@rollcall/contracts';
import pg from 'pg';
import { CompaniesService, EmployeesService, PayGroupsService, StructureService } from '@rollcall/organisation';
import { recalcOf } from './recalc-fixture.js';
import type { TestApp } from './test-app.js';

export interface Crowd {
  companyId: string;
  deviceToken: string;
  /** employee ids by clock id */
  employees: { id: string; clockId: number }[];
}

/**
 * A company in Auckland with `size` employees in one pay group, known to time capture and calculation before this
 * resolves.
 */
export async function createCrowd(
  testApp: TestApp,
  code: string,
  firstClockId: number,
  size: number,
  rules: Partial<PayGroupRules> = {},
): Promise<Crowd> {
  const { app } = testApp;
  const company = await app
    .get(CompaniesService, { strict: false })
    .createCompany({ name: `${code} Ltd`, code, timeZoneId: 'Pacific/Auckland', licenses: size + 5 });
  const structure = app.get(StructureService, { strict: false });
  const root = await structure.root(company.id);
  let node = root;
  for (const name of ['Division', 'Branch', 'Department', 'Position']) {
    node = await structure.createChild(company.id, { parentId: node.id, name });
  }
  const group = await app.get(PayGroupsService, { strict: false }).create(company.id, 'Weekly', rules);
  const service = app.get(EmployeesService, { strict: false });
  const employees: Crowd['employees'] = [];
  for (let n = 0; n < size; n++) {
    const clockId = firstClockId + n;
    const employee = await service.create(company.id, {
      firstName: `Worker${n}`,
      lastName: code,
      clockId,
      payId: `${code}-${n}`,
      departmentId: node.id,
      paygroupId: group.id,
      hireOnDate: '2025-01-01',
    });
    employees.push({ id: employee.id, clockId });
  }
  await pollDatabase(testApp, 30_000, async (sql) => {
    const [known] = (await sql(
      `SELECT (SELECT count(*)::int FROM time_capture.known_employees WHERE company_id = $1) AS punchable,
              (SELECT count(*)::int FROM calculation.employees WHERE company_id = $1) AS calculable`,
      [company.id],
    )) as { punchable: number; calculable: number }[];
    return known?.punchable === size && known.calculable === size;
  });
  return { companyId: company.id, deviceToken: company.deviceToken, employees };
}

const OUTBOXES = ['identity', 'organisation', 'scheduling', 'time_capture', 'calculation'];

/**
 * Waits until the system is quiet: every outbox published, nothing queued for recalculation, the worker idle,
 * twice in a row (a batch's events can queue more work).
 */
export async function quiescent(testApp: TestApp, timeoutMs = 120_000): Promise<void> {
  const { worker } = recalcOf(testApp);
  let quietChecks = 0;
  await pollDatabase(testApp, timeoutMs, async (sql) => {
    await worker.idle();
    const counts = (await sql(
      `SELECT ${OUTBOXES.map((s) => `(SELECT count(*) FROM "${s}".outbox WHERE sent_at IS NULL)`).join(' + ')}
              + (SELECT count(*) FROM calculation.recalc_queue) AS n`,
    )) as { n: string }[];
    quietChecks = Number(counts[0]?.n) === 0 ? quietChecks + 1 : 0;
    return quietChecks >= 2;
  });
}

/**
 * Polls a condition on a connection of its own (the services' pools hold one connection each in the
 * integration tier) until it holds, or fails after `timeoutMs`.
 */
export async function pollDatabase(
  testApp: TestApp,
  timeoutMs: number,
  check: (sql: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<boolean>,
): Promise<void> {
  const client = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
  await client.connect();
  try {
    const sql = async (text: string, params: unknown[] = []) => (await client.query(text, params)).rows as unknown[];
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
      if (await check(sql)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`condition not met within ${timeoutMs / 1000} s`);
  } finally {
    await client.end();
  }
}

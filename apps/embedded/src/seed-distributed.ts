// A short-lived helper for distributed mode (the event-flow tests): creates a small company through the
// organisation and identity services' own application services, publishes their outboxes to Kafka and exits.
// It consumes nothing, so it duplicates no service's consumers; it is one more producer.
//
//   DATABASE_URL=… KAFKA_BROKERS=… node apps/embedded/dist/seed-distributed.js --email a@b.test --password … [--employees N]
//
// (or SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD). --employees N makes N employees (clock ids from 4242; default 1).
// Prints one JSON line { companyId, deviceToken, employeeId, clockIds } on stdout;
// logs go to stderr. Run twice, it finds the company it made and prints the same line.
import { type INestApplication, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { IdentityModule, UserAccountsService } from '@rollcall/identity';
import {
  CompaniesService,
  EmployeesService,
  OrganisationModule,
  PayGroupsService,
  StructureService,
} from '@rollcall/organisation';
import {
  ConfigError,
  createRollcallApp,
  ensureKafkaTopics,
  loadPlatformConfig,
  PlatformModule,
} from '@rollcall/platform';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';

export const FLOW_COMPANY_CODE = 'FLOW';
export const FLOW_ZONE = 'Pacific/Auckland';
export const FLOW_CLOCK_ID = 4242;
const DRAIN_TIMEOUT_MS = 60_000;

export interface SeededCompany {
  companyId: string;
  deviceToken: string;
  employeeId: string;
  /** every employee's clock id, the first one's (FLOW_CLOCK_ID) first */
  clockIds: number[];
}

async function seed(
  app: INestApplication,
  admin: { email: string; password: string },
  headcount: number,
): Promise<SeededCompany> {
  const companies = app.get(CompaniesService, { strict: false });
  const organisation = app.get<DataSource>(getDataSourceToken('organisation'), { strict: false });
  const existing = await companies.findByCode(FLOW_COMPANY_CODE);
  if (existing) {
    const staff = (await organisation.query(
      `SELECT id, clock_id AS "clockId" FROM organisation.employees WHERE company_id = $1 ORDER BY clock_id`,
      [existing.id],
    )) as { id: string; clockId: number }[];
    const employee = staff.find((e) => e.clockId === FLOW_CLOCK_ID);
    if (!employee)
      throw new Error(`company ${FLOW_COMPANY_CODE} exists without the employee with clock id ${FLOW_CLOCK_ID}`);
    return {
      companyId: existing.id,
      deviceToken: existing.deviceToken,
      employeeId: employee.id,
      clockIds: staff.map((e) => e.clockId),
    };
  }

  const structure = app.get(StructureService, { strict: false });
  const payGroups = app.get(PayGroupsService, { strict: false });
  const employees = app.get(EmployeesService, { strict: false });
  const users = app.get(UserAccountsService, { strict: false });

  const company = await companies.createCompany({
    name: 'Flow Test Ltd',
    code: FLOW_COMPANY_CODE,
    timeZoneId: FLOW_ZONE,
    licenses: Math.max(10, headcount),
    appLicenses: 2,
  });
  const root = await structure.root(company.id);
  const division = await structure.createChild(company.id, { parentId: root.id, name: 'Flow Division', code: 'FD' });
  const branch = await structure.createChild(company.id, { parentId: division.id, name: 'Flow Branch', code: 'FB' });
  const department = await structure.createChild(company.id, {
    parentId: branch.id,
    name: 'Flow Department',
    code: 'FDP',
  });
  const position = await structure.createChild(company.id, {
    parentId: department.id,
    name: 'Flow Worker',
    code: 'FW',
    punchCode: '424',
  });
  const payGroup = await payGroups.create(company.id, 'Flow Weekly');
  const employee = await employees.create(company.id, {
    firstName: 'Flo',
    lastName: 'Tester',
    email: 'flo.tester@flow.test',
    clockId: FLOW_CLOCK_ID,
    payId: `P${FLOW_CLOCK_ID}`,
    departmentId: position.id,
    paygroupId: payGroup.id,
    hireOnDate: '2020-01-01',
    standardHours: 40,
  });
  const clockIds = [FLOW_CLOCK_ID];
  for (let i = 1; i < headcount; i++) {
    const clockId = FLOW_CLOCK_ID + i;
    await employees.create(company.id, {
      firstName: 'Flow',
      lastName: `Worker ${i}`,
      email: `worker${i}@flow.test`,
      clockId,
      payId: `P${clockId}`,
      departmentId: position.id,
      paygroupId: payGroup.id,
      hireOnDate: '2020-01-01',
      standardHours: 40,
    });
    clockIds.push(clockId);
  }
  await users.createUser({
    companyId: company.id,
    email: admin.email,
    password: admin.password,
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'Admin',
    employeeId: null,
  });
  return { companyId: company.id, deviceToken: company.deviceToken, employeeId: employee.id, clockIds };
}

/** Waits until the organisation and identity relays have published everything committed (sent_at set). */
async function waitForOutboxes(app: INestApplication): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    let unsent = 0;
    for (const schema of ['organisation', 'identity']) {
      const dataSource = app.get<DataSource>(getDataSourceToken(schema), { strict: false });
      const [row] = (await dataSource.query(
        `SELECT count(*)::int AS n FROM "${schema}".outbox WHERE sent_at IS NULL`,
      )) as {
        n: number;
      }[];
      unsent += row?.n ?? 0;
    }
    if (unsent === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${unsent} outbox events still unpublished after ${DRAIN_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, employees: { type: 'string', default: '1' } },
    allowPositionals: false,
  });
  const email = values.email ?? process.env.SEED_ADMIN_EMAIL;
  const password = values.password ?? process.env.SEED_ADMIN_PASSWORD;
  if (!email || !password) {
    process.stderr.write(
      'seed-distributed: give the admin login with --email and --password (or SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD)\n',
    );
    return 2;
  }
  const headcount = Number(values.employees);
  if (!Number.isInteger(headcount) || headcount < 1 || headcount > 100_000) {
    process.stderr.write('seed-distributed: --employees must be a whole number from 1 to 100000\n');
    return 2;
  }
  let config;
  try {
    // The helper signs no tokens; a random secret keeps JWT_SECRET optional for it.
    config = loadPlatformConfig(
      { ...process.env, ROLLCALL_MODE: 'distributed', EVENT_TRANSPORT: 'kafka' },
      { jwtSecret: randomBytes(32).toString('hex'), outboxPollMs: 50 },
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`seed-distributed: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  // stdout carries only the answer line
  const logger = pino(
    { name: 'seed-distributed', level: config.logLevel, base: { service: 'seed-distributed' } },
    pino.destination(2),
  );

  // The relays publish with allowAutoTopicCreation off: the topics must exist before the first publish.
  await ensureKafkaTopics(config.kafkaBrokers, 'seed-distributed');

  @Module({
    imports: [
      // a producer only: it answers no HTTP call, so it follows no session revocations
      PlatformModule.forRoot({ config, logger, processName: 'seed-distributed', followsRevokedSessions: false }),
      OrganisationModule,
      IdentityModule,
    ],
  })
  class SeedRootModule {}

  const app = await createRollcallApp(SeedRootModule, {
    config,
    logger,
    processName: 'seed-distributed',
    consumesEvents: false,
    shutdownHooks: false,
  });
  try {
    await app.init(); // runs migrations and starts the two outbox relays; no HTTP listener
    const seeded = await seed(app, { email, password }, headcount);
    await waitForOutboxes(app);
    process.stdout.write(`${JSON.stringify(seeded)}\n`);
  } finally {
    await app.close(); // stops the relays (and their LISTEN connections) before the process ends
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `seed-distributed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);

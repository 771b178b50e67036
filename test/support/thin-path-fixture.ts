import { getDataSourceToken } from '@nestjs/typeorm';
import type { PunchSaveAnswer } from '@rollcall/api-client';
import { CalculationModule } from '@rollcall/calculation';
import { IdentityModule, UserAccountsService } from '@rollcall/identity';
import {
  CompaniesService,
  EmployeesService,
  OrganisationModule,
  PayGroupsService,
  StructureService,
} from '@rollcall/organisation';
import { SchedulingModule } from '@rollcall/scheduling';
import { TimeCaptureModule } from '@rollcall/time-capture';
import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export const PASSWORD = 'correct horse battery staple';

export interface TestCompany {
  companyId: string;
  deviceToken: string;
  employeeId: string;
  otherEmployeeId: string;
  clockId: number;
  adminEmail: string;
  employeeEmail: string;
}

/** Identity, organisation, scheduling, time capture and calculation in one process on a fresh database. */
export async function startThinPath(options: TestAppOptions = {}): Promise<TestApp> {
  // calculation before time capture, as the embedded app mounts them (SERVICE_MODULES: the order routes match in)
  return startTestApp(
    [IdentityModule, OrganisationModule, SchedulingModule, CalculationModule, TimeCaptureModule],
    options,
  );
}

/** A company in Auckland with a position, a pay group, two employees, an admin and an employee login. */
export async function createCompany(testApp: TestApp, code: string, firstClockId: number): Promise<TestCompany> {
  const { app } = testApp;
  const companies = app.get(CompaniesService, { strict: false });
  const structure = app.get(StructureService, { strict: false });
  const payGroups = app.get(PayGroupsService, { strict: false });
  const employees = app.get(EmployeesService, { strict: false });
  const users = app.get(UserAccountsService, { strict: false });
  const company = await companies.createCompany({
    name: `${code} Ltd`,
    code,
    timeZoneId: 'Pacific/Auckland',
    licenses: 10,
  });
  const root = await structure.root(company.id);
  const division = await structure.createChild(company.id, { parentId: root.id, name: 'Division' });
  const branch = await structure.createChild(company.id, { parentId: division.id, name: 'Branch' });
  const department = await structure.createChild(company.id, { parentId: branch.id, name: 'Department' });
  const position = await structure.createChild(company.id, { parentId: department.id, name: 'Position' });
  const group = await payGroups.create(company.id, 'Weekly');
  const make = (n: number) =>
    employees.create(company.id, {
      firstName: `First${n}`,
      lastName: `Last${n}`,
      clockId: firstClockId + n,
      payId: `${code}-${n}`,
      departmentId: position.id,
      paygroupId: group.id,
      hireOnDate: '2025-01-01',
    });
  const employee = await make(0);
  const other = await make(1);
  const lower = code.toLowerCase();
  const adminEmail = `admin@${lower}.test`;
  const employeeEmail = `employee@${lower}.test`;
  await users.createUser({
    companyId: company.id,
    email: adminEmail,
    password: PASSWORD,
    firstName: 'A',
    lastName: 'Admin',
    role: 'Admin',
  });
  await users.createUser({
    companyId: company.id,
    email: employeeEmail,
    password: PASSWORD,
    firstName: 'E',
    lastName: 'Employee',
    role: 'Employee',
    employeeId: employee.id,
  });
  await waitFor(testApp, async (ds) => {
    const rows = (await ds.query(`SELECT count(*)::int AS n FROM time_capture.known_employees WHERE company_id = $1`, [
      company.id,
    ])) as { n: number }[];
    return (rows[0]?.n ?? 0) >= 2;
  });
  // organisation links the employee login to its employee from identity's event
  await waitFor(testApp, async (ds) => {
    const rows = (await ds.query(`SELECT user_id FROM organisation.employees WHERE id = $1`, [employee.id])) as {
      user_id: string | null;
    }[];
    return Boolean(rows[0]?.user_id);
  });
  return {
    companyId: company.id,
    deviceToken: company.deviceToken,
    employeeId: employee.id,
    otherEmployeeId: other.id,
    clockId: firstClockId,
    adminEmail,
    employeeEmail,
  };
}

/** Polls a condition against the database until it holds (events are asynchronous) or 10 s pass. */
export async function waitFor(testApp: TestApp, check: (ds: DataSource) => Promise<boolean>): Promise<void> {
  const ds = testApp.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await check(ds)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met within 10 s');
}

export async function signIn(testApp: TestApp, email: string): Promise<string> {
  const answer = await fetch(`${testApp.url}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, appType: 'web' }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** The error envelope, the shape every refused call answers with. */
export interface ErrorAnswer {
  statusCode: number;
  message: string;
  details?: { field: string; message: string }[];
}

export async function call<T = ErrorAnswer>(
  testApp: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${testApp.url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A punch a manager adds on the timesheet (New Punch: `POST /timesheet/saveSinglePunch` without an id). */
export function addPunchOnTimesheet(
  testApp: TestApp,
  token: string,
  punch: { employeeId: string; day: string; punchTime: string; reason?: string },
): Promise<{ status: number; body: Omit<PunchSaveAnswer, 'message'> & ErrorAnswer }> {
  return call<Omit<PunchSaveAnswer, 'message'> & ErrorAnswer>(testApp, 'POST', '/timesheet/saveSinglePunch', {
    token,
    body: punch,
  });
}

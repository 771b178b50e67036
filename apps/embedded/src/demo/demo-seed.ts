import type { INestApplication } from '@nestjs/common';
import { UserAccountsService } from '@rollcall/identity';
import {
  CompaniesService,
  EmployeesService,
  PayGroupsService,
  seedDemoHolidays,
  seedDemoJobs,
  StructureService,
} from '@rollcall/organisation';
import { EmployeeSchedulesService, LeaveDemoSeed, type ScheduleDayInput } from '@rollcall/scheduling';
import { type KioskPunchSubmission, KioskPunchesService } from '@rollcall/time-capture';
import { DateTime } from 'luxon';
import { waitForEmployeesKnown } from './employees-known.js';
import { demoPunchDays } from './demo-punch-days.js';
import { demoShift, sectionOfDemoShift, seedDemoShifts } from './demo-shifts.js';
import { seedDemoTemplates } from './demo-templates.js';
import { DEMO_PEOPLE } from './demo-people.js';
import { seededRandom } from './seeded-random.js';

export const DEMO_COMPANY_CODE = 'DEMO';
export const DEMO_ZONE = 'Pacific/Auckland';

/** The five demo logins (README, the start-up banner); the password is the seed's. */
export const DEMO_LOGIN_EMAILS = {
  admin: 'admin@demo.test',
  supervisor: 'supervisor@demo.test',
  employee: 'employee@demo.test',
  manager: 'manager@demo.test',
  superadmin: 'superadmin@demo.test',
} as const;

export interface DemoCompany {
  companyId: string;
  deviceToken: string;
  created: boolean;
}

/** The seed's steps, in order, as `progress` reports them. */
export type DemoSeedStep = 'company' | 'employees' | 'logins' | 'schedules' | 'punches';

/**
 * Creates the demo company: Auckland structure tree, a weekly pay group, the default pay types, 50 employees with
 * clock ids 1001-1050 and pay rates by position, five logins (one a Superadmin; the Supervisor manages the
 * Warehouse), two shift definitions per position (demo-shifts.ts), a fortnight of schedules (Monday to Friday each
 * position's Day or Office shift, 08:00-16:30 with a 30-minute break, last week and this week), two schedule templates
 * from next Monday (demo-templates.ts) with all 50 assigned, leave balances (80 h annual, 40 h sick) and five leave
 * requests (approved, pending, declined), and kiosk punches on the weekdays of last week and of this week up to
 * yesterday (demoPunchDays). Shift budget is on, so the roster shows
 * costs. The caller makes sure it is done once
 * (demo-lifecycle.ts): this creates, it does not look for what exists.
 */
export async function seedDemoCompany(
  app: INestApplication,
  password: string,
  now: Date,
  progress: (step: DemoSeedStep) => void = () => undefined,
): Promise<DemoCompany> {
  progress('company');
  const companies = app.get(CompaniesService, { strict: false });
  const structure = app.get(StructureService, { strict: false });
  const payGroups = app.get(PayGroupsService, { strict: false });
  const employees = app.get(EmployeesService, { strict: false });
  const users = app.get(UserAccountsService, { strict: false });
  const punches = app.get(KioskPunchesService, { strict: false });
  const schedules = app.get(EmployeeSchedulesService, { strict: false });

  const company = await companies.createCompany({
    name: 'Demo Company Ltd',
    code: DEMO_COMPANY_CODE,
    timeZoneId: DEMO_ZONE,
    licenses: 100,
    appLicenses: 20,
    settings: { isShiftBudgetEnabled: true },
  });
  const root = await structure.root(company.id);
  const division = await structure.createChild(company.id, { parentId: root.id, name: 'North Island', code: 'NI' });
  const branch = await structure.createChild(company.id, { parentId: division.id, name: 'Auckland', code: 'AKL' });
  const warehouse = await structure.createChild(company.id, { parentId: branch.id, name: 'Warehouse', code: 'WH' });
  const office = await structure.createChild(company.id, { parentId: branch.id, name: 'Office', code: 'OF' });
  const positions = [
    await structure.createChild(company.id, { parentId: warehouse.id, name: 'Picker', code: 'PK', punchCode: '101' }),
    await structure.createChild(company.id, {
      parentId: warehouse.id,
      name: 'Forklift Driver',
      code: 'FD',
      punchCode: '102',
    }),
    await structure.createChild(company.id, {
      parentId: office.id,
      name: 'Administrator',
      code: 'AD',
      punchCode: '201',
    }),
  ];
  const weekly = await payGroups.create(company.id, 'Weekly Staff');
  /** hourly, by position (the roster's costs) */
  const payRates = [26.5, 29, 31.25];

  progress('employees');
  const hireOn = DateTime.fromJSDate(now, { zone: DEMO_ZONE }).minus({ years: 1 }).toISODate() ?? '2025-01-01';
  const staff = [];
  for (const [index, [firstName, lastName]] of DEMO_PEOPLE.entries()) {
    const position = positions[index % positions.length];
    const payRate = payRates[index % positions.length] ?? null;
    if (!position) throw new Error('no position');
    staff.push(
      await employees.create(company.id, {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/\s+/g, '')}@demo.test`,
        clockId: 1001 + index,
        payId: `P${1001 + index}`,
        departmentId: position.id,
        paygroupId: weekly.id,
        hireOnDate: hireOn,
        standardHours: 40,
        payRate,
      }),
    );
  }
  const [first, second] = staff;
  if (!first || !second) throw new Error('no staff');

  progress('logins');
  const accounts = [
    { email: DEMO_LOGIN_EMAILS.admin, firstName: 'Ada', lastName: 'Admin', role: 'Admin' as const, employee: null },
    {
      email: DEMO_LOGIN_EMAILS.supervisor,
      firstName: 'Sam',
      lastName: 'Supervisor',
      role: 'Supervisor' as const,
      employee: null,
      manages: [warehouse.id],
    },
    {
      email: DEMO_LOGIN_EMAILS.employee,
      firstName: first.firstName,
      lastName: first.lastName,
      role: 'Employee' as const,
      employee: first,
    },
    {
      email: DEMO_LOGIN_EMAILS.manager,
      firstName: second.firstName,
      lastName: second.lastName,
      role: 'Admin' as const,
      employee: second,
    },
    {
      email: DEMO_LOGIN_EMAILS.superadmin,
      firstName: 'Sue',
      lastName: 'Superadmin',
      role: 'Superadmin' as const,
      employee: null,
    },
  ];
  let adminUserId = '';
  for (const account of accounts) {
    const user = await users.createUser({
      companyId: company.id,
      email: account.email,
      password,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      employeeId: account.employee?.id ?? null,
      ...('manages' in account ? { managedDepartments: account.manages } : {}),
    });
    if (account.employee) await employees.linkUser(company.id, account.employee.id, user.id);
    if (account.email === DEMO_LOGIN_EMAILS.admin) adminUserId = user.id;
  }

  progress('schedules');
  await seedDemoJobs(app, company.id);
  // before the templates, so that their generated days have the holidays off (the daily job catches up otherwise)
  await seedDemoHolidays(app, company.id, now);
  const today = DateTime.fromJSDate(now, { zone: DEMO_ZONE }).startOf('day');
  const lastMonday = today.minus({ days: today.weekday - 1 + 7 });
  const [picker, forklift, administrator] = positions.map((p) => p.id) as [string, string, string];
  const shifts = await seedDemoShifts(app, company.id, { picker, forklift, administrator });
  const fortnightOf = (positionId: string): ScheduleDayInput[] => {
    const day = demoShift(shifts, positionId, positionId === administrator ? 'Office' : 'Day');
    return Array.from({ length: 14 }, (_, i) => {
      const date = lastMonday.plus({ days: i });
      return date.weekday <= 5
        ? { date: date.toISODate() ?? '', offDay: false, sections: [sectionOfDemoShift(day)] }
        : { date: date.toISODate() ?? '', offDay: true, sections: [] };
    });
  };
  for (const employee of staff) {
    await schedules.setDays(company.id, employee.id, fortnightOf(employee.departmentId ?? picker));
  }
  const officeStaff = staff.filter((e) => e.departmentId === office.id || e.departmentId === administrator);
  await seedDemoTemplates(app, company.id, lastMonday.plus({ days: 14 }).toISODate() ?? '', {
    office: officeStaff.map((e) => e.id),
    warehouse: staff.filter((e) => !officeStaff.includes(e)).map((e) => e.id),
    shifts: {
      office: demoShift(shifts, administrator, 'Office'),
      early: demoShift(shifts, picker, 'Early'),
      night: demoShift(shifts, forklift, 'Night'),
    },
  });

  // leave: balances as of the Sunday before last week, and a few requests saved and examined as the admin
  await waitForEmployeesKnown(app, 'scheduling', company.id, staff.length);
  const day = (n: number) => lastMonday.plus({ days: n }).toISODate() ?? '';
  const staffIds: string[] = staff.map((e) => e.id);
  const requester = (n: number): string => staffIds[n] ?? first.id;
  await app.get(LeaveDemoSeed, { strict: false }).seed(
    {
      userId: adminUserId,
      companyId: company.id,
      role: 'Admin',
      email: DEMO_LOGIN_EMAILS.admin,
      employeeId: null,
      managedNodeIds: [],
    },
    { employeeIds: staffIds, balanceDate: day(-1), hours: { AL: 80, SL: 40 } },
    [
      {
        employeeId: requester(2),
        typeCode: 'AL',
        fromDate: day(2),
        toDate: day(3),
        status: 'Approved',
        reason: 'Enjoy',
      },
      {
        employeeId: requester(3),
        typeCode: 'SL',
        fromDate: day(8),
        toDate: day(8),
        status: 'Approved',
        reason: 'Certificate seen',
      },
      { employeeId: requester(4), typeCode: 'AL', fromDate: day(10), toDate: day(11), status: 'Pending' },
      { employeeId: requester(5), typeCode: 'AL', fromDate: day(11), toDate: day(11), status: 'Pending' },
      {
        employeeId: requester(6),
        typeCode: 'AL',
        fromDate: day(9),
        toDate: day(9),
        status: 'Declined',
        reason: 'Stocktake',
      },
    ],
  );

  progress('punches');
  await waitForEmployeesKnown(app, 'time_capture', company.id, staff.length);
  const random = seededRandom(20261122);
  const submissions: KioskPunchSubmission[] = [];
  for (const day of demoPunchDays(today)) {
    for (const employee of staff) {
      const clockIn = day.set({ hour: 8, minute: 0 }).plus({ minutes: Math.round(random() * 20) - 10 });
      const clockOut = day.set({ hour: 16, minute: 30 }).plus({ minutes: Math.round(random() * 20) - 10 });
      for (const [kind, at] of [
        ['in', clockIn],
        ['out', clockOut],
      ] as const) {
        submissions.push({
          deviceToken: company.deviceToken,
          request: {
            deviceId: 'demo-kiosk-1',
            devicePunchId: `${employee.clockId}-${day.toISODate()}-${kind}`,
            clockId: employee.clockId ?? 0,
            punchTime: at.toUTC().toISO() ?? '',
          },
        });
      }
    }
  }
  const refused = (await punches.recordBatch(submissions)).find((outcome) => !outcome.ok);
  if (refused && !refused.ok) throw refused.error;
  return { companyId: company.id, deviceToken: company.deviceToken, created: true };
}

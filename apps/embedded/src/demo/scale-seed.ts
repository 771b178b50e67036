import type { INestApplication } from '@nestjs/common';
import { UserAccountsService } from '@rollcall/identity';
import { CompaniesService, EmployeesService, PayGroupsService, StructureService } from '@rollcall/organisation';
import { EmployeeSchedulesService, type ScheduleDayInput } from '@rollcall/scheduling';
import { KioskPunchesService } from '@rollcall/time-capture';
import { DateTime } from 'luxon';
import { waitForEmployeesKnown } from './employees-known.js';
import { seededRandom } from './seeded-random.js';

export const SCALE_COMPANY_CODE = 'SCALE';
export const SCALE_ADMIN_EMAIL = 'admin@scale.test';
export const SCALE_FIRST_CLOCK_ID = 100001;
const SCALE_ZONE = 'Pacific/Auckland';
const POSITIONS_PER_DEPARTMENT = 2;
const DEPARTMENTS = 4;

export interface ScaleOptions {
  employees: number;
  /** weeks of schedules, ending with the current week; punches on every scheduled day before today */
  weeks: number;
  password: string;
  now: Date;
  /** kiosk punches recorded at once */
  punchConcurrency?: number;
  log?: (line: string) => void;
}

export interface ScaleCompany {
  companyId: string;
  deviceToken: string;
  adminEmail: string;
  created: boolean;
  employees: number;
  scheduleDays: number;
  punches: number;
  /**
   * seconds each phase took; `learning`: waiting until scheduling and time capture had learnt every employee from
   * organisation's events (event delivery, not the seed's own work)
   */
  seconds: { employees: number; learning: number; schedules: number; punches: number };
}

/**
 * A company of `employees` people made through the services' own code paths (the same calls the demo seed
 * makes, each writing its events): a structure of departments and positions, one weekly pay group, employees
 * with clock ids from 100001, an Admin login, Monday-to-Friday 08:00-16:30 schedules for `weeks` weeks ending
 * with this week, and kiosk punches in and out on every scheduled day before today.
 */
export async function seedScaleCompany(app: INestApplication, options: ScaleOptions): Promise<ScaleCompany> {
  const began = Date.now();
  const say = options.log ?? (() => undefined);
  const log = (line: string) => say(`${line} (${Math.round((Date.now() - began) / 1000)} s)`);
  const companies = app.get(CompaniesService, { strict: false });
  const existing = await companies.findByCode(SCALE_COMPANY_CODE);
  if (existing) {
    return {
      companyId: existing.id,
      deviceToken: existing.deviceToken,
      adminEmail: SCALE_ADMIN_EMAIL,
      created: false,
      employees: 0,
      scheduleDays: 0,
      punches: 0,
      seconds: { employees: 0, learning: 0, schedules: 0, punches: 0 },
    };
  }
  const structure = app.get(StructureService, { strict: false });
  const payGroups = app.get(PayGroupsService, { strict: false });
  const employees = app.get(EmployeesService, { strict: false });
  const users = app.get(UserAccountsService, { strict: false });
  const schedules = app.get(EmployeeSchedulesService, { strict: false });
  const punches = app.get(KioskPunchesService, { strict: false });

  const company = await companies.createCompany({
    name: 'Scale Ltd',
    code: SCALE_COMPANY_CODE,
    timeZoneId: SCALE_ZONE,
    licenses: options.employees,
    appLicenses: 10,
  });
  const root = await structure.root(company.id);
  const division = await structure.createChild(company.id, { parentId: root.id, name: 'Scale Division', code: 'SD' });
  const branch = await structure.createChild(company.id, { parentId: division.id, name: 'Scale Branch', code: 'SB' });
  const positionIds: string[] = [];
  for (let d = 1; d <= DEPARTMENTS; d++) {
    const department = await structure.createChild(company.id, {
      parentId: branch.id,
      name: `Department ${d}`,
      code: `D${d}`,
    });
    for (let p = 1; p <= POSITIONS_PER_DEPARTMENT; p++) {
      const position = await structure.createChild(company.id, {
        parentId: department.id,
        name: `Position ${d}.${p}`,
        code: `P${d}${p}`,
        punchCode: `${d}${p}`,
      });
      positionIds.push(position.id);
    }
  }
  const weekly = await payGroups.create(company.id, 'Weekly Staff');
  await users.createUser({
    companyId: company.id,
    email: SCALE_ADMIN_EMAIL,
    password: options.password,
    firstName: 'Scale',
    lastName: 'Admin',
    role: 'Admin',
    employeeId: null,
  });

  const started = Date.now();
  const hireOn = DateTime.fromJSDate(options.now, { zone: SCALE_ZONE }).minus({ years: 1 }).toISODate() ?? '';
  const staff: { id: string; clockId: number }[] = [];
  for (let first = 0; first < options.employees; first += SCALE_EMPLOYEE_BATCH) {
    const clockIds = Array.from(
      { length: Math.min(SCALE_EMPLOYEE_BATCH, options.employees - first) },
      (_, i) => SCALE_FIRST_CLOCK_ID + first + i,
    );
    const created = await employees.createMany(
      company.id,
      clockIds.map((clockId) => {
        const i = clockId - SCALE_FIRST_CLOCK_ID;
        const departmentId = positionIds[i % positionIds.length];
        if (!departmentId) throw new Error('no position');
        return {
          firstName: `Person${i + 1}`,
          lastName: `Scale${String(i % 997).padStart(3, '0')}`,
          email: `person${i + 1}@scale.test`,
          clockId,
          payId: `S${clockId}`,
          departmentId,
          paygroupId: weekly.id,
          hireOnDate: hireOn,
          standardHours: 40,
        };
      }),
    );
    for (const employee of created) {
      if (employee.clockId !== null) staff.push({ id: employee.id, clockId: employee.clockId });
    }
    log(`scale: ${staff.length} employees`);
  }
  const employeeSeconds = (Date.now() - started) / 1000;
  const learningStarted = Date.now();
  await waitForEmployeesKnown(app, 'scheduling', company.id, staff.length, SCALE_LEARNING_TIMEOUT_MS);
  await waitForEmployeesKnown(app, 'time_capture', company.id, staff.length, SCALE_LEARNING_TIMEOUT_MS);
  const learningSeconds = (Date.now() - learningStarted) / 1000;
  log(`scale: scheduling and time capture know the ${staff.length} employees`);

  const today = DateTime.fromJSDate(options.now, { zone: SCALE_ZONE }).startOf('day');
  const firstMonday = today.minus({ days: today.weekday - 1 + 7 * (options.weeks - 1) });
  const days: ScheduleDayInput[] = Array.from({ length: 7 * options.weeks }, (_, i) => {
    const date = firstMonday.plus({ days: i });
    return date.weekday <= 5
      ? { date: date.toISODate() ?? '', offDay: false, sections: [{ start: '08:00', end: '16:30', breakMinutes: 30 }] }
      : { date: date.toISODate() ?? '', offDay: true, sections: [] };
  });
  const scheduleStarted = Date.now();
  for (let first = 0; first < staff.length; first += SCALE_SCHEDULE_BATCH) {
    await schedules.setDaysOfMany(
      company.id,
      staff.slice(first, first + SCALE_SCHEDULE_BATCH).map((employee) => ({ employeeId: employee.id, days })),
    );
  }
  const scheduleSeconds = (Date.now() - scheduleStarted) / 1000;
  log(`scale: ${staff.length * days.length} schedule days`);

  const random = seededRandom(20261125);
  const worked = days
    .map((day) => DateTime.fromISO(day.date, { zone: SCALE_ZONE }))
    .filter((day) => day < today && day.weekday <= 5);
  const kioskPunches = worked.flatMap((day) =>
    staff.flatMap((employee) =>
      (['in', 'out'] as const).map((kind) => ({
        deviceId: 'scale-kiosk',
        devicePunchId: `${employee.clockId}-${day.toISODate()}-${kind}`,
        clockId: employee.clockId,
        punchTime:
          day
            .set(kind === 'in' ? { hour: 8, minute: 0 } : { hour: 16, minute: 30 })
            .plus({ minutes: Math.round(random() * 20) - 10 })
            .toUTC()
            .toISO() ?? '',
      })),
    ),
  );
  const punchStarted = Date.now();
  const batches = Array.from({ length: Math.ceil(kioskPunches.length / SCALE_PUNCH_BATCH) }, (_, i) =>
    kioskPunches.slice(i * SCALE_PUNCH_BATCH, (i + 1) * SCALE_PUNCH_BATCH),
  );
  let recorded = 0;
  await forEachAtOnce(batches, options.punchConcurrency ?? 2, async (batch) => {
    const refused = (
      await punches.recordBatch(batch.map((request) => ({ deviceToken: company.deviceToken, request })))
    ).find((outcome) => !outcome.ok);
    if (refused && !refused.ok) throw refused.error;
    const before = recorded;
    recorded += batch.length;
    if (Math.floor(recorded / 10_000) > Math.floor(before / 10_000)) log(`scale: ${recorded} kiosk punches`);
  });
  return {
    companyId: company.id,
    deviceToken: company.deviceToken,
    adminEmail: SCALE_ADMIN_EMAIL,
    created: true,
    employees: staff.length,
    scheduleDays: staff.length * days.length,
    punches: kioskPunches.length,
    seconds: {
      employees: employeeSeconds,
      learning: learningSeconds,
      schedules: scheduleSeconds,
      punches: (Date.now() - punchStarted) / 1000,
    },
  };
}

/** How long the seed waits for organisation's employee events to reach scheduling and time capture. */
const SCALE_LEARNING_TIMEOUT_MS = 3_600_000;

/** Employees created per transaction (organisation's createMany: the same checks and events as one at a time). */
const SCALE_EMPLOYEE_BATCH = 500;

/** Employees whose schedule days are written per transaction (each day writes its row and its event). */
const SCALE_SCHEDULE_BATCH = 250;

/** Kiosk punches stored per transaction, as the kiosk route's group commit does under load. */
const SCALE_PUNCH_BATCH = 500;

/** Runs `work` over `items`, `concurrency` at a time; the first failure stops it. */
async function forEachAtOnce<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

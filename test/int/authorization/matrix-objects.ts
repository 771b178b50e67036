// One of every kind of object a route can name, made in an access company through its Admin's calls and the
// demo seeds, so the matrix can call each route with ids of the caller's company and with another company's.

import { getDataSourceToken } from '@nestjs/typeorm';
import type { RoleName } from '@rollcall/contracts';
import { seedDemoHolidays, seedDemoJobs } from '@rollcall/organisation';
import { PEOPLE, type AccessCompany, type Person } from '../../support/access-fixture.js';
import { postFile, TINY_PNG } from '../../support/org-fixture.js';
import { insertScheduleMailRun } from '../../support/rows/reporting-rows.js';
import type { TestApp } from '../../support/test-app.js';
import { call, waitFor } from '../../support/thin-path-fixture.js';
import type { DataSource } from 'typeorm';

/** What a route's request may name: the company's objects, and the person a people route is asked about. */
export interface MatrixObjects {
  companyId: string;
  code: string;
  emails: Record<RoleName, string>;
  nodes: AccessCompany['nodes'];
  people: Record<Person, string>;
  /** the person the request is about (people routes are called once for each) */
  person: string;
  userIds: Record<RoleName, string>;
  payGroupId: string;
  payTypeId: string;
  payPeriodId: string;
  holidayId: string;
  jobId: string;
  taskId: string;
  skillId: string;
  /** a shift definition of the roster */
  shiftId: string;
  timeRoundingId: string;
  workplaceId: string;
  kioskContactId: string;
  scheduleTemplateId: string;
  oauthClientId: string;
  /** a Send All run (reporting) */
  scheduleMailRunId: string;
  avatarFileName: string;
  logoUrl: string;
  /** a leave type (Annual Leave) */
  leaveTypeId: string;
  /** a leave of each person of the fixture, by employee id */
  leaveOf: Record<string, string>;
  /** a punch of each person, by employee id (a pair of it alone is `<id>~`) */
  punchOf: Record<string, string>;
}

async function idOf(testApp: TestApp, token: string, method: string, path: string, body?: unknown): Promise<string> {
  const answer = await call<Record<string, unknown> | Record<string, unknown>[]>(testApp, method, path, {
    token,
    ...(body === undefined ? {} : { body }),
  });
  const one = Array.isArray(answer.body) ? answer.body[0] : answer.body;
  const found = one?.id ?? (one?.data as { id?: unknown } | undefined)?.id;
  if (answer.status >= 300 || typeof found !== 'string') {
    throw new Error(`${method} ${path} gave no id: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return found;
}

/** Makes the objects in the company, as its Admin (whose token is given). */
export async function createMatrixObjects(
  testApp: TestApp,
  company: AccessCompany,
  admin: string,
): Promise<MatrixObjects> {
  await seedDemoHolidays(testApp.app, company.companyId, new Date());
  await seedDemoJobs(testApp.app, company.companyId);
  const code = company.code;
  const skillId = await idOf(testApp, admin, 'POST', '/api/skills/save', {
    name: `${code} Forklift`,
    allowanceCalculationType: 'eitherOnePerShift',
  });
  const timeRoundingId = await idOf(testApp, admin, 'POST', '/roundingrules/save', {
    name: `${code} Quarter`,
    description: '',
    active: true,
    rules: [{ orderNumber: 1, fromTime: 0, toT: 7, value: 0 }],
  });
  const workplaceId = await idOf(testApp, admin, 'POST', '/workPlace/save', {
    name: `${code} Yard`,
    address: '1 Queen Street, Auckland',
    coordinate: '(-36.8485, 174.7633)',
    radius: 25,
    employeeIds: PEOPLE.map((p) => company.people[p]).join(','),
  });
  const scheduleTemplateId = await idOf(testApp, admin, 'POST', '/schedule/save', {
    name: `${code} Matrix template`,
    employeeIds: [],
    periodType: 'Daily',
    startDate: '2026-11-16',
    scheduleRules: [{ num: 1, isOffDay: true, workSections: [] }],
  });
  const kioskContactId = await idOf(testApp, admin, 'POST', '/kiosk/contact/save', {
    firstname: 'Kiosk',
    lastname: `${code} Contact`,
    email: `contact@${code.toLowerCase()}.kiosk.test`,
    mobile: '021 555 0101',
    department: company.nodes.warehouse,
  });
  const oauthClientId = await idOf(testApp, admin, 'POST', '/oauth/save', {
    clientId: `${code.toLowerCase()}-reports`,
    clientSecret: '',
    scopes: 'reports',
  });
  const avatar = await postFile<{ fileName: string }>(
    testApp,
    '/api/avatars',
    admin,
    'avatar',
    TINY_PNG,
    'a.png',
    'image/png',
  );
  const logo = await postFile<{ logoUrl: string }>(
    testApp,
    '/api/company/logo',
    admin,
    'logo',
    TINY_PNG,
    'l.png',
    'image/png',
  );
  // scheduling learns the structure nodes from organisation's events before a shift can name one
  await waitFor(testApp, async (ds) => {
    const rows = (await ds.query(`SELECT 1 FROM scheduling.departments WHERE id = $1`, [
      company.nodes.picker,
    ])) as unknown[];
    return rows.length > 0;
  });
  const shiftId = await idOf(testApp, admin, 'POST', '/standardshifts/newShift', {
    departmentId: company.nodes.picker,
    startTime: '06:00',
    endTime: '14:00',
    labelName: `${code} Early`,
  });
  // time capture learns the employees and nodes whose punches are edited from organisation's events
  await waitFor(testApp, async (ds) => {
    const [row] = (await ds.query(
      `SELECT (SELECT count(*) FROM time_capture.known_departments WHERE company_id = $1)::int AS nodes,
              (SELECT count(*) FROM time_capture.known_employees
                WHERE company_id = $1 AND department_id IS NOT NULL)::int AS employees`,
      [company.companyId],
    )) as { nodes: number; employees: number }[];
    return row?.nodes === 7 && row.employees === PEOPLE.length;
  });
  const punchOf: Record<string, string> = {};
  for (const person of PEOPLE) {
    const saved = await call<{ punchId?: string }>(testApp, 'POST', '/timesheet/saveSinglePunch', {
      token: admin,
      body: { employeeId: company.people[person], day: '2026-11-18', punchTime: '08:00' },
    });
    if (!saved.body.punchId) throw new Error(`no punch for ${person}: ${saved.status} ${JSON.stringify(saved.body)}`);
    punchOf[company.people[person]] = saved.body.punchId;
  }
  // calculation makes pay periods for the pay groups it has learnt
  await waitFor(testApp, async (ds) => {
    const rows = (await ds.query(`SELECT 1 FROM calculation.pay_groups WHERE id = $1`, [
      company.payGroupId,
    ])) as unknown[];
    return rows.length > 0;
  });
  const { leaveTypeId, leaveOf } = await leavesOf(testApp, company, admin, shiftId);
  return {
    companyId: company.companyId,
    code: company.code,
    emails: company.emails,
    nodes: company.nodes,
    people: company.people,
    person: company.people.employee,
    userIds: company.userIds,
    payGroupId: company.payGroupId,
    payTypeId: await idOf(testApp, admin, 'GET', '/api/pay-types'),
    payPeriodId: await idOf(testApp, admin, 'GET', '/api/pay-periods'),
    holidayId: await idOf(testApp, admin, 'GET', `/api/holidays?year=${new Date().getUTCFullYear()}`),
    jobId: await idOf(testApp, admin, 'GET', '/api/jobs'),
    taskId: await idOf(testApp, admin, 'GET', '/api/tasks'),
    skillId,
    shiftId,
    timeRoundingId,
    workplaceId,
    kioskContactId,
    scheduleTemplateId,
    oauthClientId,
    scheduleMailRunId: await insertScheduleMailRun(
      testApp.app.get<DataSource>(getDataSourceToken('reporting'), { strict: false }),
      {
        companyId: company.companyId,
        startDate: '2026-11-16',
        endDate: '2026-11-22',
        total: 4,
      },
    ),
    avatarFileName: avatar.body.fileName,
    logoUrl: logo.body.logoUrl,
    leaveTypeId,
    leaveOf,
    punchOf,
  };
}

/** A day's shift and a leave by schedule on it for each person, far from the fixture's pay periods. */
async function leavesOf(
  testApp: TestApp,
  company: AccessCompany,
  admin: string,
  shiftId: string,
): Promise<{ leaveTypeId: string; leaveOf: Record<string, string> }> {
  let leaveTypeId = '';
  await waitFor(testApp, async (ds) => {
    const rows = (await ds.query(
      `SELECT id FROM scheduling.leave_pay_types WHERE company_id = $1 AND code = 'AL' AND is_leave`,
      [company.companyId],
    )) as { id: string }[];
    leaveTypeId = rows[0]?.id ?? '';
    return leaveTypeId !== '';
  });
  const leaveOf: Record<string, string> = {};
  for (const person of PEOPLE) {
    const employeeId = company.people[person];
    const day = await call(testApp, 'POST', '/standardshifts/newSave', {
      token: admin,
      body: { employeeId, ruleDate: '2027-05-03', baseShiftWorksectionId: shiftId },
    });
    if (day.status !== 200) throw new Error(`newSave for ${person}: ${day.status} ${JSON.stringify(day.body)}`);
    leaveOf[employeeId] = await idOf(testApp, admin, 'POST', '/leave/save', {
      employeeId,
      typeId: leaveTypeId,
      fromDate: '2027-05-03',
      scheduledDuration: true,
    });
  }
  return { leaveTypeId, leaveOf };
}

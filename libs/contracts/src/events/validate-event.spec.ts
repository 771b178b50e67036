import { EVENT_TYPES, type EventType } from './event-catalogue.js';
import type { EventPayloads } from './event-map.js';
import { InvalidEventError, validateEvent } from './validate-event.js';

const EMPLOYEE = '0b6a1c5e-2f1d-4f43-9d7e-0c9b7a6e1a01';
const COMPANY = '7d1f0e2a-3b4c-4d5e-8f60-718293a4b5c6';

interface Refusal {
  /** what is wrong, as the test's name */
  why: string;
  payload: Record<string, unknown>;
  /** the start of the error message: the type, then the path of the refused field */
  names: string;
}

interface Sample<T extends EventType> {
  /** every field, optional ones included */
  valid: EventPayloads[T];
  /** other payloads v1 has always accepted (optional fields left out, nulls, fields it does not check) */
  alsoAccepted?: (valid: EventPayloads[T]) => Record<string, unknown>[];
  refused: (valid: EventPayloads[T]) => Refusal[];
}

function without<T extends object>(value: T, field: keyof T): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy[field as string];
  return copy;
}

const userEmployee = {
  hireOnDateValue: '2024-02-01',
  terminateDateValue: null,
  departmentId: 'dep-1',
  paygroupId: 'pg-1',
  clockId: 1001,
  payId: 'P1001',
  name: null,
  title: 'Picker',
  workflowId: null,
  externalId: null,
  isExport: true,
  mobile: null,
  phone: null,
  fax: null,
  physicalAddr: null,
  postalAddr: null,
  scheduleId: null,
  timeRoundingId: null,
};

const SAMPLES: { [T in EventType]: Sample<T> } = {
  'time.punch.recorded.v1': {
    valid: {
      punchId: 'p-1',
      employeeId: EMPLOYEE,
      clockId: 1001,
      punchTime: '2026-11-20T20:00:00.000Z',
      source: 'Kiosk',
      deviceId: 'kiosk-1',
      devicePunchId: null,
      workPlaceId: null,
      positionId: null,
      jobId: 'job-1',
      taskId: null,
    },
    refused: (v) => [
      { why: 'a fractional clock id', payload: { ...v, clockId: 10.5 }, names: 'payload/clockId' },
      {
        why: 'a punch time that is no instant',
        payload: { ...v, punchTime: '20/11/2026' },
        names: 'payload/punchTime',
      },
      { why: 'an unknown source', payload: { ...v, source: 'Fax' }, names: 'payload/source' },
      { why: 'no device punch id', payload: without(v, 'devicePunchId'), names: 'payload ' },
    ],
  },
  'time.punch.changed.v1': {
    valid: {
      punchId: 'p-1',
      employeeId: EMPLOYEE,
      clockId: 1001,
      punchTime: '2026-11-20T20:00:00.000Z',
      version: 2,
      deleted: false,
      source: 'Kiosk',
      workPlaceId: null,
      positionId: 'pos-1',
      jobId: null,
      taskId: null,
    },
    alsoAccepted: (v) => [{ ...v, deleted: true, version: 7, source: 'AutoPair' }],
    refused: (v) => [
      { why: 'version 1 (that is the recorded event)', payload: { ...v, version: 1 }, names: 'payload/version' },
      { why: 'a fractional version', payload: { ...v, version: 2.5 }, names: 'payload/version' },
      { why: 'no deleted flag', payload: without(v, 'deleted'), names: 'payload ' },
      { why: 'a punch time that is no instant', payload: { ...v, punchTime: '08:00' }, names: 'payload/punchTime' },
    ],
  },
  'org.company.changed.v1': {
    valid: {
      companyId: COMPANY,
      name: 'Acme',
      code: 'ACME',
      timeZoneId: 'Pacific/Auckland',
      deviceToken: 'token',
      exceptionThreshold: 10,
      exceptionLDThreshold: 5,
      exceptionToggles: { late: true, early: false },
      licenses: 50,
      appLicenses: 10,
      payrollTemplateExportCodes: ['ipayroll'],
      isCalderStewart: false,
    },
    alsoAccepted: (v) => [{ ...v, licenses: 'fifty' }],
    refused: (v) => [
      {
        why: 'a toggle that is no boolean',
        payload: { ...v, exceptionToggles: { late: 'yes' } },
        names: 'payload/exceptionToggles/late',
      },
      { why: 'no zone', payload: without(v, 'timeZoneId'), names: 'payload ' },
    ],
  },
  'org.employee.changed.v1': {
    valid: {
      employeeId: EMPLOYEE,
      userId: null,
      clockId: 1001,
      payId: null,
      firstName: 'Ana',
      lastName: 'Ngata',
      employeeStatus: 'Active',
      departmentId: 'dep-1',
      paygroupId: 'pg-1',
      timeZoneId: 'Pacific/Auckland',
      standardHours: 40,
      guaranteedHours: null,
      hireOnDate: '2024-02-01',
      terminateDate: null,
      scheduleId: null,
      timeRoundingId: null,
      skillIds: ['skill-1'],
    },
    alsoAccepted: (v) => [{ ...v, clockId: null, skillIds: 'skill-1' }],
    refused: (v) => [
      { why: 'an unknown status', payload: { ...v, employeeStatus: 'Retired' }, names: 'payload/employeeStatus' },
      { why: 'a clock id given as text', payload: { ...v, clockId: '1001' }, names: 'payload/clockId' },
      { why: 'standard hours given as text', payload: { ...v, standardHours: '40' }, names: 'payload/standardHours' },
    ],
  },
  'org.paygroup.changed.v1': {
    valid: { payGroupId: 'pg-1', name: 'Weekly', deleted: false, rules: { period: 'Weekly', workTime: 8 } },
    refused: (v) => [
      { why: 'rules that are no object', payload: { ...v, rules: 'Weekly' }, names: 'payload/rules' },
      { why: 'no deleted flag', payload: without(v, 'deleted'), names: 'payload ' },
    ],
  },
  'org.paytype.changed.v1': {
    valid: {
      payTypeId: 'pt-1',
      code: 'ORD',
      name: 'Ordinary',
      role: 'Ordinary',
      isOvertime: false,
      isLeave: false,
      isAllowance: false,
      payRateFactor: 1,
      deleted: false,
      paidLeave: true,
      active: true,
      exportCode: 'ORDINARY',
      shouldExport: true,
      templateCode: null,
    },
    alsoAccepted: (v) => [{ ...v, role: null, payRateFactor: null, paidLeave: 'yes' }],
    refused: (v) => [
      { why: 'a factor given as text', payload: { ...v, payRateFactor: '1.5' }, names: 'payload/payRateFactor' },
      { why: 'no overtime flag', payload: without(v, 'isOvertime'), names: 'payload ' },
    ],
  },
  'org.department.changed.v1': {
    valid: {
      departmentId: 'dep-1',
      parentId: null,
      level: 'division',
      name: 'North',
      code: null,
      status: 'Active',
      timeZoneId: null,
      deleted: false,
    },
    alsoAccepted: (v) => [{ ...v, level: null }],
    refused: (v) => [
      { why: 'an unknown level', payload: { ...v, level: 'Division' }, names: 'payload/level' },
      { why: 'an unknown status', payload: { ...v, status: 'Terminated' }, names: 'payload/status' },
    ],
  },
  'calc.day.calculated.v1': {
    valid: {
      employeeId: EMPLOYEE,
      date: '2026-11-20',
      status: 'Working',
      paidMinutes: 480,
      payTypes: [
        { payTypeId: 'pt-1', minutes: 480 },
        { payTypeId: 'pt-2', units: 1 },
      ],
      exceptions: [{ type: 'Late', shiftKey: 's1', punchId: 'p-1', minutes: 5 }],
      punchCount: 2,
    },
    alsoAccepted: (v) => [
      { ...v, payTypes: [{ payTypeId: 7, minutes: '480' }], exceptions: [{ type: 'Late', minutes: '5' }] },
    ],
    refused: (v) => [
      { why: 'a date with a time', payload: { ...v, date: '2026-11-20T00:00' }, names: 'payload/date' },
      { why: 'a pay type without its id', payload: { ...v, payTypes: [{ minutes: 5 }] }, names: 'payload/payTypes/0' },
      { why: 'an exception without its type', payload: { ...v, exceptions: [{}] }, names: 'payload/exceptions/0' },
      { why: 'fractional paid minutes', payload: { ...v, paidMinutes: 1.5 }, names: 'payload/paidMinutes' },
      { why: 'an unknown status', payload: { ...v, status: 'Holiday' }, names: 'payload/status' },
    ],
  },
  'identity.user.changed.v1': {
    valid: {
      userId: 'user-1',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Ngata',
      role: 'Supervisor',
      employeeId: EMPLOYEE,
      status: 'Active',
      middleName: null,
      roleId: '3',
      avatarFileName: null,
      mobile: null,
      phone: '09 555 0101',
      fax: null,
      departments: ['dep-1'],
      funs: ['approve'],
      exportDevisions: [],
      isLeave: false,
      forwardTo: null,
      mobileApp: true,
      evacuator: false,
      hasPin: true,
      employee: userEmployee,
    },
    alsoAccepted: (v) => [
      {
        userId: v.userId,
        email: v.email,
        firstName: 'Ana',
        lastName: 'Ngata',
        role: 'Admin',
        employeeId: null,
        status: 'Inactive',
      },
      { ...v, employee: { ...userEmployee, terminateDateValue: '2026-12-31' } },
    ],
    refused: (v) => [
      { why: 'an unknown role', payload: { ...v, role: 'Owner' }, names: 'payload/role' },
      { why: 'managed nodes that are no list', payload: { ...v, departments: 'dep-1' }, names: 'payload/departments' },
      {
        why: 'employee info with a hire date that is no date',
        payload: { ...v, employee: { ...userEmployee, hireOnDateValue: '1/2/2024' } },
        names: 'payload/employee/hireOnDateValue',
      },
      {
        why: 'employee info without its node',
        payload: { ...v, employee: without(userEmployee, 'departmentId') },
        names: 'payload/employee ',
      },
      { why: 'no status', payload: without(v, 'status'), names: 'payload ' },
    ],
  },
  'schedule.day.changed.v1': {
    valid: {
      employeeId: EMPLOYEE,
      date: '2026-11-20',
      offDay: false,
      sections: [{ start: '09:00', end: '17:00', breakMinutes: 30, endType: 'Today', jobId: 'job-1' }],
    },
    alsoAccepted: (v) => [
      { ...v, offDay: true, sections: [] },
      { ...v, sections: [{ start: '09:00', end: '17:00', breakMinutes: 'thirty' }] },
    ],
    refused: (v) => [
      {
        why: 'a section start that is no time',
        payload: { ...v, sections: [{ start: '9am', end: '17:00' }] },
        names: 'payload/sections/0/start',
      },
      {
        why: 'a section without an end',
        payload: { ...v, sections: [{ start: '09:00' }] },
        names: 'payload/sections/0',
      },
      { why: 'no off-day flag', payload: without(v, 'offDay'), names: 'payload ' },
    ],
  },
  'org.rounding.changed.v1': {
    valid: {
      roundingId: 'r-1',
      name: 'Quarter hours',
      active: true,
      rules: [
        { from: 0, to: 7, value: 0 },
        { from: 8, to: 22, value: 15 },
      ],
      deleted: false,
    },
    refused: (v) => [
      {
        why: 'a minute past 60',
        payload: { ...v, rules: [{ from: 0, to: 61, value: 0 }] },
        names: 'payload/rules/0/to',
      },
      {
        why: 'a negative minute',
        payload: { ...v, rules: [{ from: -1, to: 7, value: 0 }] },
        names: 'payload/rules/0/from',
      },
      {
        why: 'more than 20 rules',
        payload: { ...v, rules: Array.from({ length: 21 }, () => ({ from: 0, to: 0, value: 0 })) },
        names: 'payload/rules',
      },
    ],
  },
  'org.holiday.changed.v1': {
    valid: {
      holidayId: 'h-1',
      name: 'Christmas Day',
      date: '2027-12-25',
      alterdate: '2027-12-27',
      departmentIds: [],
      deleted: false,
    },
    alsoAccepted: (v) => [{ ...v, alterdate: null, departmentIds: ['dep-1'] }],
    refused: (v) => [
      { why: 'a Mondayised date that is no date', payload: { ...v, alterdate: 'Monday' }, names: 'payload/alterdate' },
      { why: 'a node that is no id', payload: { ...v, departmentIds: [7] }, names: 'payload/departmentIds/0' },
    ],
  },
  'schedule.leave.changed.v1': {
    valid: {
      leaveId: 'l-1',
      employeeId: EMPLOYEE,
      payTypeId: 'pt-annual',
      status: 'Approved',
      fromDate: '2026-12-01',
      toDate: '2026-12-03',
      fromTime: '09:00',
      toTime: '13:00',
      byWorkHours: true,
      scheduledDuration: false,
      hoursPerDay: 4,
      skip: false,
      skipUnscheduled: false,
      deleted: false,
    },
    alsoAccepted: (v) => [{ ...v, fromTime: null, toTime: null, byWorkHours: false, hoursPerDay: null }],
    refused: (v) => [
      { why: 'a from time that is no time', payload: { ...v, fromTime: '9:00' }, names: 'payload/fromTime' },
      { why: 'more than 24 hours a day', payload: { ...v, hoursPerDay: 25 }, names: 'payload/hoursPerDay' },
      { why: 'negative hours a day', payload: { ...v, hoursPerDay: -1 }, names: 'payload/hoursPerDay' },
      { why: 'an unknown status', payload: { ...v, status: 'Rejected' }, names: 'payload/status' },
    ],
  },
  'payroll.period.changed.v1': {
    valid: {
      payPeriodId: 'pp-1',
      paygroupId: 'pg-1',
      periodCode: '2026-47',
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
      closed: true,
      exported: false,
    },
    refused: (v) => [
      { why: 'a to date that is no date', payload: { ...v, toDate: '22 Nov 2026' }, names: 'payload/toDate' },
      { why: 'no closed flag', payload: without(v, 'closed'), names: 'payload ' },
    ],
  },
  'integrations.xero.synced.v1': {
    valid: {
      tenantId: 'tenant-1',
      tenantName: 'Demo Company (NZ)',
      payTypes: [
        { payTypeId: 'pt-1', xeroGuid: 'rate-1' },
        { payTypeId: 'pt-2', xeroGuid: null },
      ],
      employees: [{ employeeId: EMPLOYEE, xeroGuid: null }],
    },
    refused: (v) => [
      { why: 'pay types that are no list', payload: { ...v, payTypes: 'pt-1' }, names: 'payload/payTypes' },
      { why: 'no employees', payload: without(v, 'employees'), names: 'payload ' },
    ],
  },
  'audit.change.recorded.v1': {
    valid: {
      changeId: '5b0e4a52-8f0a-4c1e-9b8e-3c2d1e0f9a87',
      entity: 'punch',
      entityId: 'p-1',
      relatedIds: [],
      action: 'updated',
      employeeId: EMPLOYEE,
      dates: ['2026-11-20'],
      reason: 'forgot to punch out',
      changedBy: { userId: 'u-1', email: 'admin@demo.test' },
      changedAt: '2026-11-20T20:00:00.000Z',
      before: { time: '2026-11-20 16:35' },
      after: { time: '2026-11-20 16:30' },
    },
    alsoAccepted: (v) => [
      { ...v, action: 'created', before: null, reason: null, employeeId: null, dates: [] },
      { ...v, entity: 'punchPair', relatedIds: ['p-1', 'p-2'], changedBy: { userId: null, email: null } },
    ],
    refused: (v) => [
      { why: 'an entity nobody records', payload: { ...v, entity: 'invoice' }, names: 'payload/entity' },
      { why: 'an unknown action', payload: { ...v, action: 'moved' }, names: 'payload/action' },
      { why: 'a date that is no date', payload: { ...v, dates: ['20/11/2026'] }, names: 'payload/dates/0' },
      { why: 'a before that is no object', payload: { ...v, before: '16:35' }, names: 'payload/before' },
      { why: 'no author', payload: without(v, 'changedBy'), names: 'payload ' },
    ],
  },
  'org.skill.changed.v1': {
    valid: {
      skillId: 'sk-1',
      name: 'First aid',
      active: true,
      payTypeId: null,
      allowanceCalculationType: 'hoursWorkedForDay',
      deleted: false,
    },
    refused: (v) => [
      {
        why: 'an unknown calculation',
        payload: { ...v, allowanceCalculationType: 'perHour' },
        names: 'payload/allowanceCalculationType',
      },
    ],
  },
  'org.job.changed.v1': {
    valid: {
      jobId: 'job-1',
      code: 'J1',
      name: '',
      active: true,
      punchCode: '11',
      payExportCode: null,
      taskIds: ['task-1'],
      deleted: false,
    },
    refused: (v) => [
      { why: 'tasks that are no list', payload: { ...v, taskIds: 'task-1' }, names: 'payload/taskIds' },
      { why: 'no punch code', payload: without(v, 'punchCode'), names: 'payload ' },
    ],
  },
  'org.task.changed.v1': {
    valid: {
      taskId: 'task-1',
      code: 'T1',
      name: 'Packing',
      active: true,
      punchCode: null,
      payExportCode: 'PK',
      deleted: false,
    },
    refused: (v) => [
      { why: 'an active flag given as text', payload: { ...v, active: 'true' }, names: 'payload/active' },
    ],
  },
  'org.structure-levels.changed.v1': {
    valid: {
      levels: [
        { level: 'Division', labelName: 'Region', timeZone: 'Pacific/Auckland', isActive: true },
        { level: 'Position', labelName: 'Position', timeZone: null, isActive: false },
      ],
    },
    refused: (v) => [
      {
        why: 'a level in lower case',
        payload: { levels: [{ ...v.levels[0], level: 'division' }] },
        names: 'payload/levels/0/level',
      },
      {
        why: 'a level without its label',
        payload: { levels: [without(v.levels[0]!, 'labelName')] },
        names: 'payload/levels/0 ',
      },
    ],
  },
  'org.workplace.changed.v1': {
    valid: {
      workplaceId: 'wp-1',
      name: 'Depot',
      active: true,
      latitude: -36.85,
      longitude: 174.76,
      radius: 150,
      employeeIds: [EMPLOYEE],
      siteCode: null,
      deleted: false,
    },
    alsoAccepted: (v) => [{ ...v, latitude: null, longitude: null, radius: 0 }],
    refused: (v) => [
      { why: 'a negative radius', payload: { ...v, radius: -1 }, names: 'payload/radius' },
      { why: 'a latitude given as text', payload: { ...v, latitude: '-36.85' }, names: 'payload/latitude' },
    ],
  },
  'org.kiosk.changed.v1': {
    valid: { part: 'settings', value: { showClock: true, language: 'en' } },
    refused: (v) => [
      { why: 'an unknown part', payload: { ...v, part: 'theme' }, names: 'payload/part' },
      { why: 'a value that is no object', payload: { ...v, value: 'on' }, names: 'payload/value' },
    ],
  },
  'org.kiosk-contact.changed.v1': {
    valid: {
      contactId: 'kc-1',
      firstname: 'Mere',
      lastname: 'Hohaia',
      mobile: null,
      email: 'mere@example.com',
      departmentId: 'dep-1',
      deleted: false,
    },
    refused: (v) => [
      { why: 'an e-mail that is null', payload: { ...v, email: null }, names: 'payload/email' },
      { why: 'no last name', payload: without(v, 'lastname'), names: 'payload ' },
    ],
  },
  'identity.oauth-client.changed.v1': {
    valid: { oauthClientId: 'oc-1', clientId: 'payroll-sync', scopes: 'read write', deleted: false },
    refused: (v) => [{ why: 'scopes given as a list', payload: { ...v, scopes: ['read'] }, names: 'payload/scopes' }],
  },
  'identity.session.revoked.v1': {
    valid: { userId: 'user-1', sessionIds: ['s-1', 's-2'], reason: 'passwordChanged' },
    refused: (v) => [
      { why: 'no session', payload: { ...v, sessionIds: [] }, names: 'payload/sessionIds' },
      { why: 'an unknown reason', payload: { ...v, reason: 'expired' }, names: 'payload/reason' },
    ],
  },
};

function envelope(type: string, payload: unknown): Record<string, unknown> {
  return {
    id: '3f0c6c1e-6a43-4f7e-9a43-1d2f7b0d9c11',
    type,
    companyId: COMPANY,
    key: EMPLOYEE,
    occurredAt: '2026-11-20T20:00:00.000Z',
    producer: 'organisation',
    payload,
  };
}

function refusalOf(value: unknown): string {
  try {
    validateEvent(value);
  } catch (e) {
    if (e instanceof InvalidEventError) return e.message;
    throw e;
  }
  return 'accepted';
}

describe('the published event schemas', () => {
  it('have sample payloads for every published type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...EVENT_TYPES].sort());
  });

  describe.each(EVENT_TYPES)('%s', (type) => {
    const sample = SAMPLES[type] as Sample<EventType>;

    it('accepts a payload with every field, one with a field it does not know, and the others v1 accepted', () => {
      expect(validateEvent(envelope(type, sample.valid)).payload).toEqual(sample.valid);
      const accepted = [
        { ...sample.valid, addedInAFutureVersion: 1 },
        ...(sample.alsoAccepted?.(sample.valid as never) ?? []),
      ];
      expect(accepted.map((payload) => refusalOf(envelope(type, payload)))).toEqual(accepted.map(() => 'accepted'));
    });

    it('refuses a payload that is missing a field or gets one wrong, naming where', () => {
      for (const { why, payload, names } of sample.refused(sample.valid as never)) {
        expect([why, refusalOf(envelope(type, payload))]).toEqual([why, expect.stringContaining(`${type} ${names}`)]);
      }
    });
  });
});

describe('the event envelope', () => {
  const punch = SAMPLES['time.punch.recorded.v1'].valid;

  it.each([
    ['an id that is no uuid', { id: 'event-1' }, 'event envelope/id'],
    ['a type that is not named <domain>.<entity>.<verb>.v<N>', { type: 'PunchRecorded' }, 'event envelope/type'],
    ['an occurredAt that is no instant', { occurredAt: 'yesterday' }, 'event envelope/occurredAt'],
    ['a payload that is no object', { payload: 'punch' }, 'event envelope/payload'],
    ['a type nobody publishes', { type: 'time.punch.deleted.v1' }, 'unknown event type time.punch.deleted.v1'],
  ])('refuses %s', (_why, changes, message) => {
    expect(refusalOf({ ...envelope('time.punch.recorded.v1', punch), ...changes })).toContain(message);
  });

  it('refuses an envelope without its producer', () => {
    expect(refusalOf(without(envelope('time.punch.recorded.v1', punch), 'producer'))).toBe(
      "event envelope must have required property 'producer'",
    );
  });
});

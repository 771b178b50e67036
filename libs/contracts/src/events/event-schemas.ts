import type { EventType } from './event-catalogue.js';

type JsonSchema = Record<string, unknown>;

const nullableString = { type: ['string', 'null'] };
const nullableNumber = { type: ['number', 'null'] };
const isoInstant = { type: 'string', format: 'date-time' };
const localDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

const object = (properties: Record<string, unknown>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: true,
});

/** JSON schemas of every event payload, by event type. Consumers may rely on every required field. */
export const EVENT_PAYLOAD_SCHEMAS: Record<EventType, JsonSchema> = {
  'time.punch.recorded.v1': object({
    punchId: { type: 'string' },
    employeeId: { type: 'string' },
    clockId: { type: 'integer' },
    punchTime: isoInstant,
    source: { enum: ['Kiosk', 'Mobile', 'Manual', 'Import'] },
    deviceId: nullableString,
    devicePunchId: nullableString,
    workPlaceId: nullableString,
    positionId: nullableString,
    jobId: nullableString,
    taskId: nullableString,
  }),
  'org.company.changed.v1': object({
    companyId: { type: 'string' },
    name: { type: 'string' },
    code: { type: 'string' },
    timeZoneId: { type: 'string' },
    deviceToken: { type: 'string' },
    exceptionThreshold: { type: 'number' },
    exceptionLDThreshold: { type: 'number' },
    exceptionToggles: { type: 'object', additionalProperties: { type: 'boolean' } },
  }),
  'org.employee.changed.v1': object({
    employeeId: { type: 'string' },
    userId: nullableString,
    clockId: { type: ['integer', 'null'] },
    payId: nullableString,
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    employeeStatus: { enum: ['Active', 'Inactive', 'Terminated'] },
    departmentId: nullableString,
    paygroupId: nullableString,
    timeZoneId: { type: 'string' },
    standardHours: nullableNumber,
    guaranteedHours: nullableNumber,
    hireOnDate: { type: ['string', 'null'] },
    terminateDate: { type: ['string', 'null'] },
    scheduleId: nullableString,
    timeRoundingId: nullableString,
  }),
  'org.paygroup.changed.v1': object({
    payGroupId: { type: 'string' },
    name: { type: 'string' },
    deleted: { type: 'boolean' },
    rules: { type: 'object' },
  }),
  'org.paytype.changed.v1': object({
    payTypeId: { type: 'string' },
    code: { type: 'string' },
    name: { type: 'string' },
    role: nullableString,
    isOvertime: { type: 'boolean' },
    isLeave: { type: 'boolean' },
    isAllowance: { type: 'boolean' },
    payRateFactor: nullableNumber,
    deleted: { type: 'boolean' },
  }),
  'org.department.changed.v1': object({
    departmentId: { type: 'string' },
    parentId: nullableString,
    level: { enum: ['division', 'branch', 'department', 'position', null] },
    name: { type: 'string' },
    code: nullableString,
    status: { enum: ['Active', 'Inactive'] },
    timeZoneId: nullableString,
    deleted: { type: 'boolean' },
  }),
  'calc.day.calculated.v1': object({
    employeeId: { type: 'string' },
    date: localDate,
    status: { enum: ['Working', 'OffDay', 'HOL', 'Absent', 'Leave', 'NoData'] },
    paidMinutes: { type: 'integer' },
    payTypes: { type: 'array', items: { type: 'object', required: ['payTypeId'] } },
    exceptions: { type: 'array', items: { type: 'object', required: ['type'] } },
    punchCount: { type: 'integer' },
  }),
  'identity.user.changed.v1': object(
    {
      userId: { type: 'string' },
      email: { type: 'string' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      role: { enum: ['Superadmin', 'Admin', 'Supervisor', 'Employee'] },
      employeeId: nullableString,
      status: { enum: ['Active', 'Inactive', 'Terminated'] },
      // optional v1 additions
      middleName: nullableString,
      roleId: { type: 'string' },
      avatarFileName: nullableString,
      mobile: nullableString,
      phone: nullableString,
      fax: nullableString,
      departments: { type: 'array', items: { type: 'string' } },
      funs: { type: 'array', items: { type: 'string' } },
      exportDevisions: { type: 'array', items: { type: 'string' } },
      isLeave: { type: 'boolean' },
      forwardTo: nullableString,
      mobileApp: { type: 'boolean' },
      evacuator: { type: 'boolean' },
      hasPin: { type: 'boolean' },
      employee: object({
        hireOnDateValue: localDate,
        terminateDateValue: { anyOf: [localDate, { type: 'null' }] },
        departmentId: { type: 'string' },
        paygroupId: nullableString,
        clockId: { type: ['integer', 'null'] },
        payId: nullableString,
        name: nullableString,
        title: nullableString,
        workflowId: nullableString,
        externalId: nullableString,
        isExport: { type: 'boolean' },
        mobile: nullableString,
        phone: nullableString,
        fax: nullableString,
        physicalAddr: nullableString,
        postalAddr: nullableString,
        scheduleId: nullableString,
        timeRoundingId: nullableString,
      }),
    },
    ['userId', 'email', 'firstName', 'lastName', 'role', 'employeeId', 'status'],
  ),
  'schedule.day.changed.v1': object({
    employeeId: { type: 'string' },
    date: localDate,
    offDay: { type: 'boolean' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['start', 'end'],
        properties: {
          start: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
          end: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
        },
      },
    },
  }),
};

export const EVENT_ENVELOPE_SCHEMA: JsonSchema = object({
  id: { type: 'string', format: 'uuid' },
  type: { type: 'string', pattern: '^[a-z]+\\.[a-z-]+\\.[a-z-]+\\.v\\d+$' },
  companyId: { type: 'string' },
  key: { type: 'string' },
  occurredAt: isoInstant,
  producer: { type: 'string' },
  payload: { type: 'object' },
});

import type { EventPayloads } from './event-map.js';
import { CALC_DAY_CALCULATED_V1 } from './calc-events.js';
import {
  ORG_COMPANY_CHANGED_V1,
  ORG_DEPARTMENT_CHANGED_V1,
  ORG_EMPLOYEE_CHANGED_V1,
  ORG_PAY_GROUP_CHANGED_V1,
  ORG_PAY_TYPE_CHANGED_V1,
} from './org-events.js';
import { ORG_HOLIDAY_CHANGED_V1 } from './holiday-events.js';
import {
  ORG_JOB_CHANGED_V1,
  ORG_KIOSK_CHANGED_V1,
  ORG_KIOSK_CONTACT_CHANGED_V1,
  ORG_SKILL_CHANGED_V1,
  ORG_STRUCTURE_LEVELS_CHANGED_V1,
  ORG_TASK_CHANGED_V1,
  ORG_WORKPLACE_CHANGED_V1,
} from './config-events.js';
import {
  IDENTITY_OAUTH_CLIENT_CHANGED_V1,
  IDENTITY_SESSION_REVOKED_V1,
  IDENTITY_USER_CHANGED_V1,
} from './identity-events.js';
import { SCHEDULE_LEAVE_CHANGED_V1 } from './leave-events.js';
import { PAYROLL_PERIOD_CHANGED_V1 } from './payroll-events.js';
import { ORG_ROUNDING_CHANGED_V1 } from './rounding-events.js';
import { SCHEDULE_DAY_CHANGED_V1 } from './schedule-events.js';
import { TIME_PUNCH_RECORDED_V1 } from './time-events.js';

/** Every event type the system publishes; the Kafka transport creates one topic per type. */
export const EVENT_TYPES = [
  TIME_PUNCH_RECORDED_V1,
  ORG_COMPANY_CHANGED_V1,
  ORG_EMPLOYEE_CHANGED_V1,
  ORG_PAY_GROUP_CHANGED_V1,
  ORG_PAY_TYPE_CHANGED_V1,
  ORG_DEPARTMENT_CHANGED_V1,
  CALC_DAY_CALCULATED_V1,
  IDENTITY_USER_CHANGED_V1,
  SCHEDULE_DAY_CHANGED_V1,
  ORG_ROUNDING_CHANGED_V1,
  ORG_HOLIDAY_CHANGED_V1,
  SCHEDULE_LEAVE_CHANGED_V1,
  PAYROLL_PERIOD_CHANGED_V1,
  ORG_SKILL_CHANGED_V1,
  ORG_JOB_CHANGED_V1,
  ORG_TASK_CHANGED_V1,
  ORG_STRUCTURE_LEVELS_CHANGED_V1,
  ORG_WORKPLACE_CHANGED_V1,
  ORG_KIOSK_CHANGED_V1,
  ORG_KIOSK_CONTACT_CHANGED_V1,
  IDENTITY_OAUTH_CLIENT_CHANGED_V1,
  IDENTITY_SESSION_REVOKED_V1,
] as const satisfies readonly (keyof EventPayloads)[];

export type EventType = (typeof EVENT_TYPES)[number];

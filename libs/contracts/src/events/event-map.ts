import type { DayCalculatedV1 } from './calc-events.js';
import type {
  CompanyChangedV1,
  DepartmentChangedV1,
  EmployeeChangedV1,
  PayGroupChangedV1,
  PayTypeChangedV1,
} from './org-events.js';
import type { HolidayChangedV1 } from './holiday-events.js';
import type {
  JobChangedV1,
  KioskChangedV1,
  KioskContactChangedV1,
  SkillChangedV1,
  StructureLevelsChangedV1,
  TaskChangedV1,
  WorkplaceChangedV1,
} from './config-events.js';
import type { OAuthClientChangedV1, SessionRevokedV1, UserChangedV1 } from './identity-events.js';
import type { LeaveChangedV1 } from './leave-events.js';
import type { PayPeriodChangedV1 } from './payroll-events.js';
import type { RoundingChangedV1 } from './rounding-events.js';
import type { ScheduleDayChangedV1 } from './schedule-events.js';
import type { PunchRecordedV1 } from './time-events.js';

/** Event type name to payload type. */
export interface EventPayloads {
  'time.punch.recorded.v1': PunchRecordedV1;
  'org.company.changed.v1': CompanyChangedV1;
  'org.employee.changed.v1': EmployeeChangedV1;
  'org.paygroup.changed.v1': PayGroupChangedV1;
  'org.paytype.changed.v1': PayTypeChangedV1;
  'org.department.changed.v1': DepartmentChangedV1;
  'calc.day.calculated.v1': DayCalculatedV1;
  'identity.user.changed.v1': UserChangedV1;
  'schedule.day.changed.v1': ScheduleDayChangedV1;
  'org.rounding.changed.v1': RoundingChangedV1;
  'org.holiday.changed.v1': HolidayChangedV1;
  'schedule.leave.changed.v1': LeaveChangedV1;
  'payroll.period.changed.v1': PayPeriodChangedV1;
  'org.skill.changed.v1': SkillChangedV1;
  'org.job.changed.v1': JobChangedV1;
  'org.task.changed.v1': TaskChangedV1;
  'org.structure-levels.changed.v1': StructureLevelsChangedV1;
  'org.workplace.changed.v1': WorkplaceChangedV1;
  'org.kiosk.changed.v1': KioskChangedV1;
  'org.kiosk-contact.changed.v1': KioskContactChangedV1;
  'identity.oauth-client.changed.v1': OAuthClientChangedV1;
  'identity.session.revoked.v1': SessionRevokedV1;
}

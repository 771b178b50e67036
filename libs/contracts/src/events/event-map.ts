import type { DayCalculatedV1 } from './calc-events.js';
import type {
  CompanyChangedV1,
  DepartmentChangedV1,
  EmployeeChangedV1,
  PayGroupChangedV1,
  PayTypeChangedV1,
} from './org-events.js';
import type { UserChangedV1 } from './identity-events.js';
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
}

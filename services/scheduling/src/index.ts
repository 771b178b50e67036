export { SchedulingModule } from './scheduling.module.js';
export { EmployeeSchedulesService, type ScheduleDayInput } from './employee-schedules/employee-schedules.service.js';
export { ScheduleDayWriter } from './schedule-days/schedule-day-writer.js';
export type { DayWrite } from './schedule-days/schedule-day-rules.js';
export { SECTION_TYPE, type StoredSection } from './schedule-days/stored-section.js';
export { ScheduleTemplatesService } from './schedule-templates/schedule-templates.service.js';
export { LeaveDemoSeed, type DemoLeave } from './leave/leave-demo-seed.js';
export { ShiftDefinitionsService } from './shift-definitions/shift-definitions.service.js';
export { LeaveRequestMailer } from './leave/submissions/leave-request-mail.js';

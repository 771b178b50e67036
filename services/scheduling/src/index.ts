export { SchedulingModule } from './scheduling.module.js';
export { EmployeeSchedulesService, type ScheduleDayInput } from './employee-schedules/employee-schedules.service.js';

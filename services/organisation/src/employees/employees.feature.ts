import type { OrganisationFeature } from '../organisation-feature.js';
import { EmployeesNameOrder1764500000200 } from './1764500000200-employees-name-order.js';
import { EmployeeFormService } from './employee-form.service.js';
import { EmployeeSaveController } from './employee-save.controller.js';
import { EmployeeStatusChange } from './employee-status-change.entity.js';
import { Employee } from './employee.entity.js';
import { EmployeesController } from './employees.controller.js';
import { EmployeesService } from './employees.service.js';
import { UserAccountEventsController } from './user-account-events.controller.js';
import { UserAccountLinkService } from './user-account-link.service.js';

/** Employees: the list, the form, status changes, and the link to their login accounts (spec 000). */
export const EMPLOYEES_FEATURE: OrganisationFeature = {
  entities: [Employee, EmployeeStatusChange],
  migrations: [EmployeesNameOrder1764500000200],
  controllers: [UserAccountEventsController, EmployeesController, EmployeeSaveController],
  providers: [UserAccountLinkService, EmployeesService, EmployeeFormService],
};

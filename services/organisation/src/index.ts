export { OrganisationModule } from './organisation.module.js';
export { CompaniesService, type NewCompany } from './company/companies.service.js';
export { StructureService } from './structure/structure.service.js';
export { PayGroupsService } from './pay/pay-groups.service.js';
export { EmployeesService, type NewEmployee } from './employees/employees.service.js';
export { seedDemoHolidays } from './holidays/demo-holidays.js';
export { seedDemoJobs } from './jobs/demo-jobs.js';

import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { CompaniesService } from './company/companies.service.js';
import { CompanyDetailService } from './company/company-detail.service.js';
import { CompanyLogo } from './company/company-logo.entity.js';
import { CompanySaveController } from './company/company-save.controller.js';
import { CompanyController } from './company/company.controller.js';
import { Company } from './company/company.entity.js';
import { CustomersController } from './company/customers.controller.js';
import { TimeZonesController } from './company/timezones.controller.js';
import { EmployeeFormService } from './employees/employee-form.service.js';
import { EmployeeSaveController } from './employees/employee-save.controller.js';
import { EmployeeStatusChange } from './employees/employee-status-change.entity.js';
import { EmployeesController } from './employees/employees.controller.js';
import { UserAccountEventsController } from './employees/user-account-events.controller.js';
import { UserAccountLinkService } from './employees/user-account-link.service.js';
import { Employee } from './employees/employee.entity.js';
import { EmployeesService } from './employees/employees.service.js';
import { OrganisationInitial1763700000100 } from './migrations/1763700000100-organisation-initial.js';
import { OrganisationForms1764100000100 } from './migrations/1764100000100-organisation-forms.js';
import { ORGANISATION } from './organisation.constants.js';
import type { OrganisationFeature } from './organisation-feature.js';
import { DEPARTMENT_FILTER_FEATURE } from './department-filter/department-filter.feature.js';
import { HOLIDAYS_FEATURE } from './holidays/holidays.feature.js';
import { JOBS_FEATURE } from './jobs/jobs.feature.js';
import { KIOSK_FEATURE } from './kiosk/kiosk.feature.js';
import { PAY_FEATURE } from './pay/pay.feature.js';
import { PayGroupsService } from './pay/pay-groups.service.js';
import { ROUNDING_FEATURE } from './rounding/rounding.feature.js';
import { SKILLS_FEATURE } from './skills/skills.feature.js';
import { STRUCTURE_LEVELS_FEATURE } from './structure/structure-levels.feature.js';
import { WORKPLACES_FEATURE } from './workplaces/workplaces.feature.js';
import { DepartmentSaveController } from './structure/department-save.controller.js';
import { Department } from './structure/department.entity.js';
import { CompanyStructuresController, DepartmentsController } from './structure/departments.controller.js';
import { DepartmentsService } from './structure/departments.service.js';
import { StructureService } from './structure/structure.service.js';

const FEATURES: OrganisationFeature[] = [
  PAY_FEATURE,
  ROUNDING_FEATURE,
  HOLIDAYS_FEATURE,
  STRUCTURE_LEVELS_FEATURE,
  JOBS_FEATURE,
  SKILLS_FEATURE,
  WORKPLACES_FEATURE,
  KIOSK_FEATURE,
  DEPARTMENT_FILTER_FEATURE,
];

/** Company, structure, employees and pay configuration. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: ORGANISATION,
      schema: ORGANISATION,
      entities: [
        Company,
        CompanyLogo,
        Department,
        Employee,
        EmployeeStatusChange,
        ...FEATURES.flatMap((f) => f.entities),
      ],
      migrations: [
        OrganisationInitial1763700000100,
        OrganisationForms1764100000100,
        ...FEATURES.flatMap((f) => f.migrations),
      ],
    }),
    OutboxModule.forService(ORGANISATION),
  ],
  controllers: [
    UserAccountEventsController,
    CompanyController,
    CompanySaveController,
    TimeZonesController,
    CustomersController,
    DepartmentsController,
    CompanyStructuresController,
    DepartmentSaveController,
    EmployeesController,
    EmployeeSaveController,
    ...FEATURES.flatMap((f) => f.controllers),
  ],
  providers: [
    UserAccountLinkService,
    CompaniesService,
    CompanyDetailService,
    StructureService,
    DepartmentsService,
    EmployeesService,
    EmployeeFormService,
    ...FEATURES.flatMap((f) => f.providers),
  ],
  exports: [CompaniesService, StructureService, PayGroupsService, EmployeesService],
})
export class OrganisationModule {}

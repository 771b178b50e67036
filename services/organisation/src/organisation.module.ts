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
import { PayGroup } from './pay/pay-group.entity.js';
import { PayGroupsService } from './pay/pay-groups.service.js';
import { PayType } from './pay/pay-type.entity.js';
import { DepartmentSaveController } from './structure/department-save.controller.js';
import { Department } from './structure/department.entity.js';
import { CompanyStructuresController, DepartmentsController } from './structure/departments.controller.js';
import { DepartmentsService } from './structure/departments.service.js';
import { StructureService } from './structure/structure.service.js';

/** Company, structure, employees and pay configuration. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: ORGANISATION,
      schema: ORGANISATION,
      entities: [Company, CompanyLogo, Department, PayGroup, PayType, Employee, EmployeeStatusChange],
      migrations: [OrganisationInitial1763700000100, OrganisationForms1764100000100],
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
  ],
  providers: [
    UserAccountLinkService,
    CompaniesService,
    CompanyDetailService,
    StructureService,
    DepartmentsService,
    PayGroupsService,
    EmployeesService,
    EmployeeFormService,
  ],
  exports: [CompaniesService, StructureService, PayGroupsService, EmployeesService],
})
export class OrganisationModule {}

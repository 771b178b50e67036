import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { CompaniesService } from './company/companies.service.js';
import { CompanyController } from './company/company.controller.js';
import { Company } from './company/company.entity.js';
import { EmployeesController } from './employees/employees.controller.js';
import { Employee } from './employees/employee.entity.js';
import { EmployeesService } from './employees/employees.service.js';
import { OrganisationInitial1763700000100 } from './migrations/1763700000100-organisation-initial.js';
import { ORGANISATION } from './organisation.constants.js';
import { PayGroup } from './pay/pay-group.entity.js';
import { PayGroupsService } from './pay/pay-groups.service.js';
import { PayType } from './pay/pay-type.entity.js';
import { Department } from './structure/department.entity.js';
import { StructureService } from './structure/structure.service.js';

/** Company, structure, employees and pay configuration. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: ORGANISATION,
      schema: ORGANISATION,
      entities: [Company, Department, PayGroup, PayType, Employee],
      migrations: [OrganisationInitial1763700000100],
    }),
    OutboxModule.forService(ORGANISATION),
  ],
  controllers: [CompanyController, EmployeesController],
  providers: [CompaniesService, StructureService, PayGroupsService, EmployeesService],
  exports: [CompaniesService, StructureService, PayGroupsService, EmployeesService],
})
export class OrganisationModule {}

import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { COMPANY_FEATURE } from './company/company.feature.js';
import { CompaniesService } from './company/companies.service.js';
import { DEPARTMENT_FILTER_FEATURE } from './department-filter/department-filter.feature.js';
import { EMPLOYEES_FEATURE } from './employees/employees.feature.js';
import { EmployeesService } from './employees/employees.service.js';
import { HOLIDAYS_FEATURE } from './holidays/holidays.feature.js';
import { JOBS_FEATURE } from './jobs/jobs.feature.js';
import { KIOSK_FEATURE } from './kiosk/kiosk.feature.js';
import { OrganisationInitial1763700000100 } from './migrations/1763700000100-organisation-initial.js';
import { OrganisationForms1764100000100 } from './migrations/1764100000100-organisation-forms.js';
import { ORGANISATION } from './organisation.constants.js';
import type { OrganisationFeature } from './organisation-feature.js';
import { PAY_FEATURE } from './pay/pay.feature.js';
import { PayGroupsService } from './pay/pay-groups.service.js';
import { PUNCH_CODES_FEATURE } from './punch-codes/punch-codes.feature.js';
import { ROUNDING_FEATURE } from './rounding/rounding.feature.js';
import { SKILLS_FEATURE } from './skills/skills.feature.js';
import { STRUCTURE_LEVELS_FEATURE } from './structure/structure-levels.feature.js';
import { STRUCTURE_FEATURE } from './structure/structure.feature.js';
import { StructureService } from './structure/structure.service.js';
import { WORKPLACES_FEATURE } from './workplaces/workplaces.feature.js';

/** The service's areas (ADR 0007), each listing its tables, migrations, controllers and providers. */
const FEATURES: OrganisationFeature[] = [
  COMPANY_FEATURE,
  STRUCTURE_FEATURE,
  EMPLOYEES_FEATURE,
  PAY_FEATURE,
  ROUNDING_FEATURE,
  HOLIDAYS_FEATURE,
  STRUCTURE_LEVELS_FEATURE,
  JOBS_FEATURE,
  PUNCH_CODES_FEATURE,
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
      entities: FEATURES.flatMap((f) => f.entities),
      migrations: [
        // the first two made the company's, the structure's and the employees' tables together
        OrganisationInitial1763700000100,
        OrganisationForms1764100000100,
        ...FEATURES.flatMap((f) => f.migrations),
      ],
    }),
    OutboxModule.forService(ORGANISATION),
  ],
  controllers: FEATURES.flatMap((f) => f.controllers),
  providers: FEATURES.flatMap((f) => f.providers),
  exports: [CompaniesService, StructureService, PayGroupsService, EmployeesService],
})
export class OrganisationModule {}

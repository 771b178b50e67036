import type { OrganisationFeature } from '../organisation-feature.js';
import { CompaniesService } from './companies.service.js';
import { CompanyDetailService } from './company-detail.service.js';
import { CompanyLogo } from './company-logo.entity.js';
import { CompanySaveController } from './company-save.controller.js';
import { CompanyController } from './company.controller.js';
import { Company } from './company.entity.js';
import { CustomersController } from './customers.controller.js';
import { TimeZonesController } from './timezones.controller.js';

/** The company: its detail, settings and logo, the customer companies, the time zones (spec 000). */
export const COMPANY_FEATURE: OrganisationFeature = {
  entities: [Company, CompanyLogo],
  migrations: [],
  controllers: [CompanyController, CompanySaveController, TimeZonesController, CustomersController],
  providers: [CompaniesService, CompanyDetailService],
};

import type { OrganisationFeature } from '../organisation-feature.js';

/** Mobile work sites and the punch code generator's lookups (spec 002). */
export const WORKPLACES_FEATURE: OrganisationFeature = {
  entities: [],
  migrations: [],
  controllers: [],
  providers: [],
};

import type { OrganisationFeature } from '../organisation-feature.js';

/** Skills and their allowances (spec 002). */
export const SKILLS_FEATURE: OrganisationFeature = {
  entities: [],
  migrations: [],
  controllers: [],
  providers: [],
};

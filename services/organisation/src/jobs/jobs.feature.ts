import type { OrganisationFeature } from '../organisation-feature.js';

/** Jobs and tasks (spec 002). */
export const JOBS_FEATURE: OrganisationFeature = {
  entities: [],
  migrations: [],
  controllers: [],
  providers: [],
};

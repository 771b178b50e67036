import type { OrganisationFeature } from '../organisation-feature.js';

/** Rounding rules (spec 002). */
export const ROUNDING_FEATURE: OrganisationFeature = {
  entities: [],
  migrations: [],
  controllers: [],
  providers: [],
};

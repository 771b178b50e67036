import type { OrganisationFeature } from '../organisation-feature.js';

/** Public holidays and the New Zealand holiday generator (spec 002). */
export const HOLIDAYS_FEATURE: OrganisationFeature = {
  entities: [],
  migrations: [],
  controllers: [],
  providers: [],
};

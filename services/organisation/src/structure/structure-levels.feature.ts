import type { OrganisationFeature } from '../organisation-feature.js';

/** The company's structure levels: names, time zones, on/off (spec 002). */
export const STRUCTURE_LEVELS_FEATURE: OrganisationFeature = {
  entities: [],
  migrations: [],
  controllers: [],
  providers: [],
};

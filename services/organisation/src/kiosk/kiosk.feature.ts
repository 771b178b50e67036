import type { OrganisationFeature } from '../organisation-feature.js';

/** Kiosk contents, kiosk settings and kiosk contacts (spec 002). */
export const KIOSK_FEATURE: OrganisationFeature = {
  entities: [],
  migrations: [],
  controllers: [],
  providers: [],
};

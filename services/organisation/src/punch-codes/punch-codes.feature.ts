import type { OrganisationFeature } from '../organisation-feature.js';
import { PunchCodeLookupsController } from './punch-code-lookups.controller.js';
import { PunchCodePositionsService } from './punch-code-positions.service.js';

/** The punch code generator's lookups: positions, jobs and tasks by punch code (spec 002). */
export const PUNCH_CODES_FEATURE: OrganisationFeature = {
  entities: [],
  migrations: [],
  controllers: [PunchCodeLookupsController],
  providers: [PunchCodePositionsService],
};

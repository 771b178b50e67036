import type { OrganisationFeature } from '../organisation-feature.js';
import { Workplaces1764200000520 } from './1764200000520-workplaces.js';
import { Workplace } from './workplace.entity.js';
import { WorkplaceSaveController } from './workplace-save.controller.js';
import { WorkplacesController } from './workplaces.controller.js';
import { WorkplacesService } from './workplaces.service.js';

/** Mobile work sites and the punch code generator's lookups (spec 002). */
export const WORKPLACES_FEATURE: OrganisationFeature = {
  entities: [Workplace],
  migrations: [Workplaces1764200000520],
  controllers: [WorkplacesController, WorkplaceSaveController],
  providers: [WorkplacesService],
};

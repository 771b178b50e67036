import type { OrganisationFeature } from '../organisation-feature.js';
import { StructureLevels1764200000510 } from './1764200000510-structure-levels.js';
import { StructureLevelRow } from './structure-level.entity.js';
import { StructureLevelUpdateController } from './structure-level-update.controller.js';
import { StructureLevelsService } from './structure-levels.service.js';

/** The company's structure levels: names, time zones, on/off (spec 002). */
export const STRUCTURE_LEVELS_FEATURE: OrganisationFeature = {
  entities: [StructureLevelRow],
  migrations: [StructureLevels1764200000510],
  controllers: [StructureLevelUpdateController],
  providers: [StructureLevelsService],
};

import type { SchedulingFeature } from '../scheduling-feature.js';
import { ShiftDefinitions1764300001000 } from './1764300001000-shift-definitions.js';
import { ShiftDefinition } from './shift-definition.entity.js';
import { ShiftDefinitionsController } from './shift-definitions.controller.js';
import { ShiftDefinitionsService } from './shift-definitions.service.js';

/** The roster's shift definitions (spec 001 §3 ShiftDefinition). */
export const SHIFT_DEFINITIONS_FEATURE: SchedulingFeature = {
  entities: [ShiftDefinition],
  migrations: [ShiftDefinitions1764300001000],
  controllers: [ShiftDefinitionsController],
  providers: [ShiftDefinitionsService],
};

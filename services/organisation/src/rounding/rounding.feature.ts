import type { OrganisationFeature } from '../organisation-feature.js';
import { RoundingRules1764200000200 } from './1764200000200-rounding-rules.js';
import { RoundingRuleSet } from './rounding-rule-set.entity.js';
import { RoundingSaveController } from './rounding-save.controller.js';
import { RoundingsController } from './roundings.controller.js';
import { RoundingsService } from './roundings.service.js';

/** Rounding rules (spec 002). */
export const ROUNDING_FEATURE: OrganisationFeature = {
  entities: [RoundingRuleSet],
  migrations: [RoundingRules1764200000200],
  controllers: [RoundingsController, RoundingSaveController],
  providers: [RoundingsService],
};

import type { SchedulingFeature } from '../scheduling-feature.js';
import { RosterPayRates1764300001001 } from './1764300001001-roster-pay-rates.js';
import { RosterByShiftService } from './roster-by-shift.service.js';
import { RosterController } from './roster.controller.js';
import { RosterService } from './roster.service.js';

/** The weekly roster (spec 001 §2 "Weekly roster"); its days are schedule days, its shifts the shift definitions. */
export const ROSTER_FEATURE: SchedulingFeature = {
  entities: [],
  migrations: [RosterPayRates1764300001001],
  controllers: [RosterController],
  providers: [RosterService, RosterByShiftService],
};

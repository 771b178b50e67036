import type { SchedulingFeature } from '../scheduling-feature.js';
import { Leave1764400000700 } from './1764400000700-leave.js';
import { LeaveBalancesService } from './leave-balances.service.js';
import { LeaveCoverService } from './leave-cover.service.js';
import { LeaveDemoSeed } from './leave-demo-seed.js';
import { LeaveReadModelsController } from './leave-read-models.controller.js';
import { LeavesController } from './leaves.controller.js';
import { LeavesService } from './leaves.service.js';

/** Leave requests, approvals and balances (issue 12; spec 001 §2 "Leaves list", "Leave balance screen"). */
export const LEAVE_FEATURE: SchedulingFeature = {
  entities: [],
  migrations: [Leave1764400000700],
  controllers: [LeaveReadModelsController, LeavesController],
  providers: [LeavesService, LeaveBalancesService, LeaveCoverService, LeaveDemoSeed],
};

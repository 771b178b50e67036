import { loadSmtpSettings } from '@rollcall/platform';
import type { SchedulingFeature } from '../scheduling-feature.js';
import { Leave1764400000700 } from './1764400000700-leave.js';
import { LeaveBalanceImportController } from './balance-import/leave-balance-import.controller.js';
import { LeaveBalanceImportService } from './balance-import/leave-balance-import.service.js';
import { GlobalLeaveController } from './global-leave/global-leave.controller.js';
import { GlobalLeaveService } from './global-leave/global-leave.service.js';
import { LeaveBalancesService } from './leave-balances.service.js';
import { LeaveCoverService } from './leave-cover.service.js';
import { LeaveDemoSeed } from './leave-demo-seed.js';
import { LeaveReadModelsController } from './leave-read-models.controller.js';
import { LeavesController } from './leaves.controller.js';
import { LeavesService } from './leaves.service.js';
import { LeaveSubmissions1764400000710 } from './submissions/1764400000710-leave-submissions.js';
import { KioskLeaveSetting1764500000400 } from './submissions/1764500000400-kiosk-leave-setting.js';
import { LEAVE_MAIL_SMTP, LeaveRequestMailer } from './submissions/leave-request-mail.js';
import { LeaveSubmissionsController } from './submissions/leave-submissions.controller.js';
import { LeaveSubmissionsService } from './submissions/leave-submissions.service.js';

/**
 * Leave requests, approvals and balances (issue 12; spec 001 §2 "Leaves list", "Leave balance screen"), and the
 * balance import with its column mapping (spec 002 §2 "Leave balance settings").
 */
export const LEAVE_FEATURE: SchedulingFeature = {
  entities: [],
  migrations: [Leave1764400000700, LeaveSubmissions1764400000710, KioskLeaveSetting1764500000400],
  // the submissions' /api/leaves/kiosk-submit-leave before the leaves' /api/leaves/:id
  controllers: [
    LeaveReadModelsController,
    LeaveSubmissionsController,
    LeavesController,
    LeaveBalanceImportController,
    GlobalLeaveController,
  ],
  providers: [
    LeavesService,
    LeaveBalanceImportService,
    LeaveBalancesService,
    LeaveCoverService,
    LeaveDemoSeed,
    LeaveSubmissionsService,
    LeaveRequestMailer,
    GlobalLeaveService,
    { provide: LEAVE_MAIL_SMTP, useFactory: () => loadSmtpSettings(process.env) },
  ],
};

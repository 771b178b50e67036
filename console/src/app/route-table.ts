// The console's one route table: each area's routes.ts, joined. App.tsx renders it, and the navigation rule
// (routing/routes.ts) knows the same paths. Within an area a fixed path comes before a pattern that also matches it.
import { customerRoutes } from '../customers/routes';
import { employeeRoutes } from '../employees/routes';
import { globalScheduleRoutes } from '../global-schedule/routes';
import { holidayRoutes } from '../holidays/routes';
import { jobRoutes } from '../jobs/routes';
import { kioskRoutes } from '../kiosk/routes';
import { leaveRoutes } from '../leave/routes';
import { oauthRoutes } from '../oauth/routes';
import { payRoutes } from '../pay/routes';
import { payrollRoutes } from '../payroll/routes';
import { profileRoutes } from '../profile/routes';
import { punchCodeRoutes } from '../punch-codes/routes';
import { rosterRoutes } from '../roster/routes';
import { roundingRoutes } from '../rounding/routes';
import { scheduleImportRoutes } from '../schedule-import/routes';
import { scheduleRoutes } from '../schedules/routes';
import { sessionRoutes } from '../session/routes';
import { skillRoutes } from '../skills/routes';
import { structureRoutes } from '../structure/routes';
import { syncResultRoutes } from '../sync-results/routes';
import { timeApprovalRoutes } from '../time-approvals/routes';
import { timecardExceptionRoutes } from '../time-card-exceptions/routes';
import { timesheetRoutes } from '../timesheet/routes';
import { userRoutes } from '../users/routes';
import { workplaceRoutes } from '../workplaces/routes';
import { appRoutes } from './routes';
import type { ScreenRoute } from './routing/screen-route';

export const ROUTE_TABLE: readonly ScreenRoute[] = [
  ...sessionRoutes,
  ...appRoutes,
  ...timesheetRoutes,
  ...employeeRoutes,
  ...structureRoutes,
  ...userRoutes,
  ...profileRoutes,
  ...customerRoutes,
  ...payRoutes,
  ...roundingRoutes,
  ...holidayRoutes,
  ...jobRoutes,
  ...punchCodeRoutes,
  ...workplaceRoutes,
  ...skillRoutes,
  ...kioskRoutes,
  ...oauthRoutes,
  ...syncResultRoutes,
  ...globalScheduleRoutes,
  ...scheduleImportRoutes,
  ...scheduleRoutes,
  ...rosterRoutes,
  ...leaveRoutes,
  ...timeApprovalRoutes,
  ...timecardExceptionRoutes,
  ...payrollRoutes,
];

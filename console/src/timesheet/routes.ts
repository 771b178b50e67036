// The timesheet (spec 001 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const TimesheetScreen = lazyScreen(() => import('./TimesheetScreen'), 'TimesheetScreen');

export const timesheetRoutes: ScreenRoute[] = [{ path: '/timesheet/view', screen: TimesheetScreen }];

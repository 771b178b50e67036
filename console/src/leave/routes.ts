// Leave requests and balances (spec 001 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const LeaveListScreen = lazyScreen(() => import('./LeaveListScreen'), 'LeaveListScreen');
const LeaveBalanceScreen = lazyScreen(() => import('./LeaveBalanceScreen'), 'LeaveBalanceScreen');

export const leaveRoutes: ScreenRoute[] = [
  { path: '/leave/list', screen: LeaveListScreen },
  { path: '/leaveBalance/list', screen: LeaveBalanceScreen },
];

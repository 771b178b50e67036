// Leave requests and balances (spec 001 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const LeaveListScreen = lazyScreen(() => import('./LeaveListScreen'), 'LeaveListScreen');
const LeaveBalanceScreen = lazyScreen(() => import('./LeaveBalanceScreen'), 'LeaveBalanceScreen');
const GlobalLeaveScreen = lazyScreen(() => import('./GlobalLeaveScreen'), 'GlobalLeaveScreen');
const LeaveBalanceImportScreen = lazyScreen(() => import('./LeaveBalanceImportScreen'), 'LeaveBalanceImportScreen');
const LeaveBalanceSettingsScreen = lazyScreen(
  () => import('./LeaveBalanceSettingsScreen'),
  'LeaveBalanceSettingsScreen',
);

export const leaveRoutes: ScreenRoute[] = [
  { path: '/leave/list', screen: LeaveListScreen },
  { path: '/leaveBalance/list', screen: LeaveBalanceScreen, needs: { resource: 'leaveBalance', action: 'visible' } },
  {
    path: '/leaveBalance/import',
    screen: LeaveBalanceImportScreen,
    needs: { resource: 'leaveBalance', action: 'update' },
  },
  {
    path: '/leaveBalance/settings',
    screen: LeaveBalanceSettingsScreen,
    needs: { resource: 'leaveBalance', action: 'update' },
  },
  { path: '/global-leave/condition', screen: GlobalLeaveScreen, needs: { resource: 'leave', action: 'approve' } },
];

// Payroll transfer and Global Recalculate (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const PayrollTransferListScreen = lazyScreen(() => import('./PayrollTransferListScreen'), 'PayrollTransferListScreen');
const GlobalRecalculateScreen = lazyScreen(() => import('./GlobalRecalculateScreen'), 'GlobalRecalculateScreen');

export const payrollRoutes: ScreenRoute[] = [
  {
    path: '/payrolltransfer/list',
    screen: PayrollTransferListScreen,
    needs: { resource: 'payroll', action: 'visible' },
  },
  {
    path: '/recalculate/condition',
    screen: GlobalRecalculateScreen,
    needs: { resource: 'timesheet', action: 'update' },
  },
];

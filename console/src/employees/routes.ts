// Employees (spec 000 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const EmployeeListScreen = lazyScreen(() => import('./EmployeeListScreen'), 'EmployeeListScreen');
const EmployeeFormScreen = lazyScreen(() => import('./EmployeeFormScreen'), 'EmployeeFormScreen');

export const employeeRoutes: ScreenRoute[] = [
  { path: '/employee/list', screen: EmployeeListScreen, needs: { resource: 'employee', action: 'visible' } },
  { path: '/employee/create', screen: EmployeeFormScreen, needs: { resource: 'employee', action: 'create' } },
  { path: '/employee/update', screen: EmployeeFormScreen, needs: { resource: 'employee', action: 'visible' } },
];

// Schedule templates and the employee schedule (spec 001 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const ScheduleListScreen = lazyScreen(() => import('./ScheduleListScreen'), 'ScheduleListScreen');
const ScheduleTemplateScreen = lazyScreen(() => import('./ScheduleTemplateScreen'), 'ScheduleTemplateScreen');
const EmployeeScheduleScreen = lazyScreen(() => import('./EmployeeScheduleScreen'), 'EmployeeScheduleScreen');

export const scheduleRoutes: ScreenRoute[] = [
  { path: '/schedule/list', screen: ScheduleListScreen, needs: { resource: 'schedule', action: 'visible' } },
  { path: '/schedule/create', screen: ScheduleTemplateScreen, needs: { resource: 'schedule', action: 'create' } },
  { path: '/schedule/update', screen: ScheduleTemplateScreen, needs: { resource: 'schedule', action: 'visible' } },
  { path: '/schedule/employee', screen: EmployeeScheduleScreen, needs: { resource: 'schedule', action: 'visible' } },
];

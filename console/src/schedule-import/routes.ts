// Schedule import (spec 002 "Imports").
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const ScheduleImportScreen = lazyScreen(() => import('./ScheduleImportScreen'), 'ScheduleImportScreen');

export const scheduleImportRoutes: ScreenRoute[] = [
  { path: '/schedule/importschedule', screen: ScheduleImportScreen, needs: { resource: 'schedule', action: 'update' } },
];

// Global Schedule (spec 002 "Global bulk actions").
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const GlobalScheduleScreen = lazyScreen(() => import('./GlobalScheduleScreen'), 'GlobalScheduleScreen');

export const globalScheduleRoutes: ScreenRoute[] = [
  {
    path: '/globalschedule/condition',
    screen: GlobalScheduleScreen,
    needs: { resource: 'schedule', action: 'update' },
  },
];

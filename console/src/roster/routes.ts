// Weekly roster and its shift definitions (spec 001 §2 "Weekly roster").
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const RosterScreen = lazyScreen(() => import('./RosterScreen'), 'RosterScreen');
const RosterNoResultScreen = lazyScreen(() => import('./RosterNoResultScreen'), 'RosterNoResultScreen');

export const rosterRoutes: ScreenRoute[] = [
  {
    path: '/standardshifts/rosterByEmployee',
    screen: RosterScreen,
    needs: { resource: 'schedule', action: 'visible' },
  },
  {
    path: '/standardshifts/rosterByEmployeeNoResult',
    screen: RosterNoResultScreen,
    needs: { resource: 'schedule', action: 'visible' },
  },
];

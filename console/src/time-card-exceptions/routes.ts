// Time-card exceptions (spec 001 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const TimecardExceptionsScreen = lazyScreen(() => import('./TimecardExceptionsScreen'), 'TimecardExceptionsScreen');

export const timecardExceptionRoutes: ScreenRoute[] = [
  { path: '/times/timecardExceptionList', screen: TimecardExceptionsScreen },
];

// Holidays and the holiday generator (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const HolidayListScreen = lazyScreen(() => import('./HolidayListScreen'), 'HolidayListScreen');

export const holidayRoutes: ScreenRoute[] = [{ path: '/holiday/list', screen: HolidayListScreen }];

// Rounding rules (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const RoundingListScreen = lazyScreen(() => import('./RoundingListScreen'), 'RoundingListScreen');

export const roundingRoutes: ScreenRoute[] = [{ path: '/roundingrules/list', screen: RoundingListScreen }];

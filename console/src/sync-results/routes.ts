// Integration sync results (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const SyncResultsScreen = lazyScreen(() => import('./SyncResultsScreen'), 'SyncResultsScreen');

export const syncResultRoutes: ScreenRoute[] = [{ path: '/sync-results', screen: SyncResultsScreen }];

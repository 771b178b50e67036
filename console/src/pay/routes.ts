// Pay types and pay groups (spec 002 §2); /paygroup/create comes before /paygroup/:id.
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const PayTypeListScreen = lazyScreen(() => import('./PayTypeListScreen'), 'PayTypeListScreen');
const PayGroupListScreen = lazyScreen(() => import('./PayGroupListScreen'), 'PayGroupListScreen');
const PayGroupDetailScreen = lazyScreen(() => import('./PayGroupDetailScreen'), 'PayGroupDetailScreen');

export const payRoutes: ScreenRoute[] = [
  { path: '/paytype/list', screen: PayTypeListScreen },
  { path: '/paygroup/list', screen: PayGroupListScreen },
  { path: '/paygroup/create', screen: PayGroupDetailScreen },
  { path: '/paygroup/:id', screen: PayGroupDetailScreen },
];

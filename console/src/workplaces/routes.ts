// Work sites and the company structure levels (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const WorkplaceListScreen = lazyScreen(() => import('./WorkplaceListScreen'), 'WorkplaceListScreen');
const StructureLevelsScreen = lazyScreen(() => import('./StructureLevelsScreen'), 'StructureLevelsScreen');

export const workplaceRoutes: ScreenRoute[] = [
  { path: '/workplace/list', screen: WorkplaceListScreen },
  { path: '/structure/setting', screen: StructureLevelsScreen },
];

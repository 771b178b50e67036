// The shell's own screens (spec 000 §2).
import { lazyScreen, type ScreenRoute } from './routing/screen-route';

const DashboardScreen = lazyScreen(() => import('../dashboard/DashboardScreen'), 'DashboardScreen');
const MessagesScreen = lazyScreen(() => import('./MessagesScreen'), 'MessagesScreen');

export const appRoutes: ScreenRoute[] = [
  { path: '/', screen: DashboardScreen },
  { path: '/dashboard', screen: DashboardScreen },
  { path: '/messages/view', screen: MessagesScreen },
];

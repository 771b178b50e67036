// The signed-in person's profile and password (spec 000 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const ProfileScreen = lazyScreen(() => import('./ProfileScreen'), 'ProfileScreen');

export const profileRoutes: ScreenRoute[] = [
  { path: '/profile', screen: ProfileScreen },
  { path: '/profile/info', screen: ProfileScreen },
  { path: '/profile/password', screen: ProfileScreen },
];

// Users (spec 000 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const UserListScreen = lazyScreen(() => import('./UserListScreen'), 'UserListScreen');
const UserFormScreen = lazyScreen(() => import('./UserFormScreen'), 'UserFormScreen');

export const userRoutes: ScreenRoute[] = [
  { path: '/user/list', screen: UserListScreen, needs: { resource: 'user', action: 'visible' } },
  { path: '/user/create', screen: UserFormScreen, needs: { resource: 'user', action: 'create' } },
  { path: '/user/update', screen: UserFormScreen, needs: { resource: 'user', action: 'visible' } },
];

// The Superadmin's customer companies (spec 000 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const CustomerListScreen = lazyScreen(() => import('./CustomerListScreen'), 'CustomerListScreen');
const CustomerFormScreen = lazyScreen(() => import('./CustomerFormScreen'), 'CustomerFormScreen');

export const customerRoutes: ScreenRoute[] = [
  { path: '/customer/list', screen: CustomerListScreen },
  { path: '/customer/create', screen: CustomerFormScreen },
  { path: '/customer/update', screen: CustomerFormScreen },
];

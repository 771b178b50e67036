// Kiosk contents, settings and contacts (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const KioskContentsScreen = lazyScreen(() => import('./KioskContentsScreen'), 'KioskContentsScreen');
const KioskSettingsScreen = lazyScreen(() => import('./KioskSettingsScreen'), 'KioskSettingsScreen');
const KioskContactListScreen = lazyScreen(() => import('./KioskContactListScreen'), 'KioskContactListScreen');

export const kioskRoutes: ScreenRoute[] = [
  { path: '/kiosk-contents/edit', screen: KioskContentsScreen },
  { path: '/kiosk/settings', screen: KioskSettingsScreen },
  { path: '/kiosk/contact', screen: KioskContactListScreen },
];

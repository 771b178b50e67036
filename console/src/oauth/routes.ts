// OAuth clients (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const OAuthClientListScreen = lazyScreen(() => import('./OAuthClientListScreen'), 'OAuthClientListScreen');

export const oauthRoutes: ScreenRoute[] = [{ path: '/oauth/clients', screen: OAuthClientListScreen }];

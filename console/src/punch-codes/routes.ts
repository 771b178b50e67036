// The QR punch code generator (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const PunchCodeGeneratorScreen = lazyScreen(() => import('./PunchCodeGeneratorScreen'), 'PunchCodeGeneratorScreen');

export const punchCodeRoutes: ScreenRoute[] = [{ path: '/punch/generate-code', screen: PunchCodeGeneratorScreen }];

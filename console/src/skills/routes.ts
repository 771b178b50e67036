// Skills (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const SkillListScreen = lazyScreen(() => import('./SkillListScreen'), 'SkillListScreen');

export const skillRoutes: ScreenRoute[] = [{ path: '/skills/list', screen: SkillListScreen }];

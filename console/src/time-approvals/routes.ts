// Time approvals (spec 001 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const TimeApprovalsScreen = lazyScreen(() => import('./TimeApprovalsScreen'), 'TimeApprovalsScreen');

export const timeApprovalRoutes: ScreenRoute[] = [{ path: '/time-approvals/list', screen: TimeApprovalsScreen }];

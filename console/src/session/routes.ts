// Sign-in and its neighbours (spec 000 §2), shown without the signed-in layout.
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const LoginScreen = lazyScreen(() => import('./LoginScreen'), 'LoginScreen');
const ForgotPasswordScreen = lazyScreen(() => import('./ForgotPasswordScreen'), 'ForgotPasswordScreen');
const SelectRoleScreen = lazyScreen(() => import('./SelectRoleScreen'), 'SelectRoleScreen');
const LogoutScreen = lazyScreen(() => import('./LogoutScreen'), 'LogoutScreen');
const ResetPasswordScreen = lazyScreen(() => import('./ResetPasswordScreen'), 'ResetPasswordScreen');

export const sessionRoutes: ScreenRoute[] = [
  { path: '/login', screen: LoginScreen, standalone: true },
  { path: '/forgotpassword', screen: ForgotPasswordScreen, standalone: true },
  { path: '/selectRole', screen: SelectRoleScreen, standalone: true },
  { path: '/logout', screen: LogoutScreen, standalone: true },
  { path: '/password/changePasswordByEmail', screen: ResetPasswordScreen, standalone: true },
];

import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { ErrorBoundary } from '../kit/ErrorBoundary';
import { customerRoutes } from '../customers/customer-routes';
import { holidayRoutes } from '../holidays/holiday-routes';
import { jobRoutes } from '../jobs/job-routes';
import { kioskRoutes } from '../kiosk/kiosk-routes';
import { MainLayout } from './layouts/MainLayout';
import { signedInPage } from './layouts/signed-in-page';
import { payRoutes } from '../pay/pay-routes';
import { roundingRoutes } from '../rounding/rounding-routes';
import { workplaceRoutes } from '../workplaces/workplace-routes';
import { Toasts } from '../kit/notifications/Toasts';
import { hashHref, useHashLocation, useHashSearch } from './routing/hash-location';
import { DashboardScreen } from './DashboardScreen';
import { ForgotPasswordScreen } from '../session/ForgotPasswordScreen';
import { LoginScreen } from '../session/LoginScreen';
import { LogoutScreen } from '../session/LogoutScreen';
import { NotFoundScreen } from './NotFoundScreen';
import { ResetPasswordScreen } from '../session/ResetPasswordScreen';
import { SelectRoleScreen } from '../session/SelectRoleScreen';
import { useSignedIn } from '../session/use-signed-in';

// Screens behind the sign-in load on demand, so the sign-in screen stays small.
const TimesheetScreen = lazy(() =>
  import('../timesheet/TimesheetScreen').then((m) => ({ default: m.TimesheetScreen })),
);
const EmployeeListScreen = lazy(() =>
  import('../employees/EmployeeListScreen').then((m) => ({ default: m.EmployeeListScreen })),
);
const EmployeeFormScreen = lazy(() =>
  import('../employees/EmployeeFormScreen').then((m) => ({ default: m.EmployeeFormScreen })),
);
const CompanyStructureScreen = lazy(() =>
  import('../structure/CompanyStructureScreen').then((m) => ({ default: m.CompanyStructureScreen })),
);
const UserListScreen = lazy(() => import('../users/UserListScreen').then((m) => ({ default: m.UserListScreen })));
const UserFormScreen = lazy(() => import('../users/UserFormScreen').then((m) => ({ default: m.UserFormScreen })));
const MessagesScreen = lazy(() => import('./MessagesScreen').then((m) => ({ default: m.MessagesScreen })));
const ProfileScreen = lazy(() => import('../profile/ProfileScreen').then((m) => ({ default: m.ProfileScreen })));

/**
 * The routes of spec 000 §2 and 001 §2 that exist so far; every other path is Page Not Found. routing/routes.ts
 * lists the same paths for the navigation rule.
 */
export function App() {
  return (
    <ErrorBoundary>
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
        <Switch>
          <Route path="/login" component={LoginScreen} />
          <Route path="/forgotpassword" component={ForgotPasswordScreen} />
          <Route path="/selectRole" component={SelectRoleScreen} />
          <Route path="/logout" component={LogoutScreen} />
          <Route path="/password/changePasswordByEmail" component={ResetPasswordScreen} />
          <Route path="/">
            <MainLayout>
              <DashboardScreen />
            </MainLayout>
          </Route>
          <Route path="/dashboard">
            <MainLayout>
              <DashboardScreen />
            </MainLayout>
          </Route>
          <Route path="/timesheet/view">
            <MainLayout>
              <Suspense fallback={<div className="text-muted">Loading…</div>}>
                <TimesheetScreen />
              </Suspense>
            </MainLayout>
          </Route>
          <Route path="/employee/list">{signedInPage(<EmployeeListScreen />)}</Route>
          <Route path="/employee/create">{signedInPage(<EmployeeFormScreen />)}</Route>
          <Route path="/employee/update">{signedInPage(<EmployeeFormScreen />)}</Route>
          <Route path="/mydetail/company">{signedInPage(<CompanyStructureScreen />)}</Route>
          <Route path="/mydetail/company/department/:departmentId">{signedInPage(<CompanyStructureScreen />)}</Route>
          <Route path="/mydetail/company/department/:departmentId/create">
            {signedInPage(<CompanyStructureScreen creating />)}
          </Route>
          <Route path="/user/list">{signedInPage(<UserListScreen />)}</Route>
          <Route path="/user/create">{signedInPage(<UserFormScreen />)}</Route>
          <Route path="/user/update">{signedInPage(<UserFormScreen />)}</Route>
          <Route path="/messages/view">{signedInPage(<MessagesScreen />)}</Route>
          <Route path="/profile">{signedInPage(<ProfileScreen />)}</Route>
          <Route path="/profile/info">{signedInPage(<ProfileScreen />)}</Route>
          <Route path="/profile/password">{signedInPage(<ProfileScreen />)}</Route>
          {customerRoutes}
          {payRoutes}
          {roundingRoutes}
          {holidayRoutes}
          {jobRoutes}
          {workplaceRoutes}
          {kioskRoutes}
          <Route>
            <UnknownRoute />
          </Route>
        </Switch>
      </Router>
      <Toasts />
    </ErrorBoundary>
  );
}

/** Page Not Found inside the main layout when signed in, on its own otherwise. */
function UnknownRoute() {
  const signedIn = useSignedIn();
  if (!signedIn) return <NotFoundScreen />;
  return (
    <MainLayout>
      <NotFoundScreen />
    </MainLayout>
  );
}

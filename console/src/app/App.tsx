import { Suspense } from 'react';
import { matchRoute, Route, Router, useLocation, useRouter } from 'wouter';
import { ErrorBoundary } from '../kit/ErrorBoundary';
import { Toasts } from '../kit/notifications/Toasts';
import { useSignedIn } from '../session/use-signed-in';
import { MainLayout } from './layouts/MainLayout';
import { NotFoundScreen } from './NotFoundScreen';
import { PermittedScreen } from './PermittedScreen';
import { ROUTE_TABLE } from './route-table';
import { hashHref, useHashLocation, useHashSearch } from './routing/hash-location';
import { setKnownRoutes } from './routing/navigation-settings';
import { StartingGate } from './StartingGate';

setKnownRoutes(ROUTE_TABLE.map((route) => route.path));

/** The route table (app/route-table.ts); every other path is Page Not Found. */
export function App() {
  return (
    <ErrorBoundary>
      <StartingGate>
        <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
          <RoutedScreen />
        </Router>
      </StartingGate>
      <Toasts />
    </ErrorBoundary>
  );
}

/**
 * The first route of the table that matches the address. One Route element whatever the match, so that moving
 * between screens keeps the signed-in layout mounted and only swaps the screen.
 */
function RoutedScreen() {
  const router = useRouter();
  const [location] = useLocation();
  const route = ROUTE_TABLE.find(({ path }) => matchRoute(router.parser, path, location)[0]);
  if (!route) return <UnknownRoute />;
  const { screen: Screen } = route;
  const screen = (
    <Suspense fallback={<div className="text-muted">Loading…</div>}>
      {route.needs ? (
        <PermittedScreen needs={route.needs}>
          <Screen />
        </PermittedScreen>
      ) : (
        <Screen />
      )}
    </Suspense>
  );
  return <Route path={route.path}>{route.standalone ? screen : <MainLayout>{screen}</MainLayout>}</Route>;
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

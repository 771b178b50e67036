// Pay types and pay groups (spec 002 §2). App.tsx mounts these; routing/routes.ts lists the same paths for the navigation rule.
import { lazy } from 'react';
import { Route } from 'wouter';
import { signedInPage } from '../app/layouts/signed-in-page';

const PayTypeListScreen = lazy(() => import('./PayTypeListScreen').then((m) => ({ default: m.PayTypeListScreen })));
const PayGroupListScreen = lazy(() => import('./PayGroupListScreen').then((m) => ({ default: m.PayGroupListScreen })));
const PayGroupDetailScreen = lazy(() =>
  import('./PayGroupDetailScreen').then((m) => ({ default: m.PayGroupDetailScreen })),
);

/** The routes of this area (a fragment: wouter's Switch looks inside it). */
export const payRoutes = (
  <>
    <Route path="/paytype/list">{signedInPage(<PayTypeListScreen />)}</Route>
    <Route path="/paygroup/list">{signedInPage(<PayGroupListScreen />)}</Route>
    <Route path="/paygroup/create">{signedInPage(<PayGroupDetailScreen id={null} />)}</Route>
    <Route path="/paygroup/:id">{(params) => signedInPage(<PayGroupDetailScreen id={params.id} />)}</Route>
  </>
);

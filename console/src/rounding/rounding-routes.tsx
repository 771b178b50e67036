// Rounding rules (spec 002 §2). App.tsx mounts these; routing/routes.ts lists the same paths for the navigation rule.
import { lazy } from 'react';
import { Route } from 'wouter';
import { signedInPage } from '../app/layouts/signed-in-page';

const RoundingListScreen = lazy(() => import('./RoundingListScreen').then((m) => ({ default: m.RoundingListScreen })));

/** The routes of this area (a fragment: wouter's Switch looks inside it). */
export const roundingRoutes = (
  <>
    <Route path="/roundingrules/list">{signedInPage(<RoundingListScreen />)}</Route>
  </>
);

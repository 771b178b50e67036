// The Superadmin's customer companies (spec 000 §2). App.tsx mounts these; routing/routes.ts lists the same paths for the navigation rule.
import { lazy } from 'react';
import { Route } from 'wouter';
import { signedInPage } from '../app/layouts/signed-in-page';

const CustomerListScreen = lazy(() => import('./CustomerListScreen').then((m) => ({ default: m.CustomerListScreen })));
const CustomerFormScreen = lazy(() => import('./CustomerFormScreen').then((m) => ({ default: m.CustomerFormScreen })));

/** The routes of this area (a fragment: wouter's Switch looks inside it). */
export const customerRoutes = (
  <>
    <Route path="/customer/list">{signedInPage(<CustomerListScreen />)}</Route>
    <Route path="/customer/create">{signedInPage(<CustomerFormScreen />)}</Route>
    <Route path="/customer/update">{signedInPage(<CustomerFormScreen />)}</Route>
  </>
);

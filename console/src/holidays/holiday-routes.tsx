// Holidays and the holiday generator (spec 002 §2). App.tsx mounts these; routing/routes.ts lists the same paths for the navigation rule.
import { lazy } from 'react';
import { Route } from 'wouter';
import { signedInPage } from '../app/layouts/signed-in-page';

const HolidayListScreen = lazy(() => import('./HolidayListScreen').then((m) => ({ default: m.HolidayListScreen })));

/** The routes of this area (a fragment: wouter's Switch looks inside it). */
export const holidayRoutes = (
  <>
    <Route path="/holiday/list">{signedInPage(<HolidayListScreen />)}</Route>
  </>
);

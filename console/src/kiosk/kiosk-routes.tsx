// Kiosk contents, kiosk settings, kiosk contacts, OAuth clients and sync results (spec 002 §2). App.tsx mounts these; routing/routes.ts lists the same paths for the navigation rule.
import { lazy } from 'react';
import { Route } from 'wouter';
import { signedInPage } from '../app/layouts/signed-in-page';

const KioskContentsScreen = lazy(() =>
  import('./KioskContentsScreen').then((m) => ({ default: m.KioskContentsScreen })),
);
const KioskSettingsScreen = lazy(() =>
  import('./KioskSettingsScreen').then((m) => ({ default: m.KioskSettingsScreen })),
);
const KioskContactListScreen = lazy(() =>
  import('./KioskContactListScreen').then((m) => ({ default: m.KioskContactListScreen })),
);
const OAuthClientListScreen = lazy(() =>
  import('../oauth/OAuthClientListScreen').then((m) => ({ default: m.OAuthClientListScreen })),
);
const SyncResultsScreen = lazy(() =>
  import('../sync-results/SyncResultsScreen').then((m) => ({ default: m.SyncResultsScreen })),
);

/** The routes of this area (a fragment: wouter's Switch looks inside it). */
export const kioskRoutes = (
  <>
    <Route path="/kiosk-contents/edit">{signedInPage(<KioskContentsScreen />)}</Route>
    <Route path="/kiosk/settings">{signedInPage(<KioskSettingsScreen />)}</Route>
    <Route path="/kiosk/contact">{signedInPage(<KioskContactListScreen />)}</Route>
    <Route path="/oauth/clients">{signedInPage(<OAuthClientListScreen />)}</Route>
    <Route path="/sync-results">{signedInPage(<SyncResultsScreen />)}</Route>
  </>
);

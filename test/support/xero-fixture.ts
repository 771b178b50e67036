import type { DynamicModule, Type } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { PayrollTransferPage } from '@rollcall/api-client';
import { CalculationModule } from '@rollcall/calculation';
import { IdentityModule } from '@rollcall/identity';
import { IntegrationsModule, OAuthConnectionsStore, XeroIdentity } from '@rollcall/integrations';
import { OrganisationModule } from '@rollcall/organisation';
import { SchedulingModule } from '@rollcall/scheduling';
import { TimeCaptureModule } from '@rollcall/time-capture';
import { freePort } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import type { XeroFixture, XeroStandIn } from '../../infra/xero/xero-standin.mjs';
import { setProcessEnv } from './smtp-capture.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { call } from './thin-path-fixture.js';
import { startXeroFor, XERO_CLIENT } from './xero-app-env.js';

export { XERO_CLIENT };
export const XERO_TENANT_ID = '9f6b3f3e-7c55-4d4a-9b1e-2f0a6c1d5e10';
export const XERO_CALENDAR_ID = '3c0f6d0e-58a1-4f0e-8d0b-6b7d8e9f0a21';

/** The stand-in's weekly pay run calendar, its periods Monday to Sunday as the test pay groups' weeks. */
export const XERO_WEEKLY_CALENDAR = {
  payrollCalendarID: XERO_CALENDAR_ID,
  name: 'Weekly',
  calendarType: 'Weekly',
  periodStartDate: '2026-11-16',
  paymentDate: '2026-11-24',
} as const;

export interface XeroTestRig {
  xero: XeroStandIn;
  app: TestApp;
  close(): Promise<void>;
}

/**
 * The Xero stand-in as a separate process, and the app on a port chosen first, so that the callback address is
 * known to both: the stand-in registers it for the test client, the app is configured with it (XERO_* settings,
 * and `settings` besides).
 */
export async function startXeroRig(
  modules: (Type | DynamicModule)[],
  tenant: XeroFixture['tenants'][number],
  settings: Record<string, string> = {},
  options: Omit<TestAppOptions, 'port'> = {},
): Promise<XeroTestRig> {
  const port = await freePort();
  const { xero, env } = await startXeroFor(`http://127.0.0.1:${port}`, tenant);
  const restore = setProcessEnv({ ...env, ...settings });
  let app: TestApp;
  try {
    app = await startTestApp(modules, { ...options, port });
  } catch (error) {
    await xero.stop();
    throw error;
  } finally {
    restore();
  }
  return {
    xero,
    app,
    async close() {
      await app.close();
      await xero.stop();
    },
  };
}

/** What a Xero export needs: integrations, and every service whose events bring it the days and the periods. */
export const XERO_EXPORT_MODULES = [
  IdentityModule,
  OrganisationModule,
  SchedulingModule,
  TimeCaptureModule,
  CalculationModule,
  IntegrationsModule,
];

/** The id of the company's pay period that starts on `from` (a date of the last 30 days), as the table lists it. */
export async function payPeriodFrom(app: TestApp, token: string, from: string): Promise<string> {
  const periods = await call<PayrollTransferPage>(app, 'POST', '/payrolltransfer/searchlist', {
    token,
    body: { days: 30, search: `${from.slice(8, 10)}/${from.slice(5, 7)}/${from.slice(0, 4)}` },
  });
  const period = periods.body.rows.find((r) => r.fromDate === from);
  if (!period) throw new Error(`no period from ${from}: ${JSON.stringify(periods.body)}`);
  return period.id;
}

/** Where a redirect answer sends the browser. */
export async function redirectOf(url: string): Promise<{ status: number; location: string | null; body: string }> {
  const answer = await fetch(url, { redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('location'), body: await answer.text() };
}

/**
 * What the browser does when an admin connects: asks Rollcall for Xero's authorization page, follows it (the
 * stand-in's user consents at once) back to Rollcall's callback, which sends it on to the console.
 */
export async function connectXero(app: TestApp, token: string): Promise<{ callback: string; landing: string }> {
  const start = await call<{ url: string }>(app, 'GET', '/payrolltransfer/RequestAuthorization', { token });
  if (start.status !== 200) throw new Error(`RequestAuthorization: ${start.status} ${JSON.stringify(start.body)}`);
  const consent = await redirectOf(start.body.url);
  if (consent.status !== 302 || !consent.location) throw new Error(`authorize: ${consent.status} ${consent.body}`);
  const back = await redirectOf(consent.location);
  if (back.status !== 302 || !back.location) throw new Error(`callback: ${back.status} ${back.body}`);
  return { callback: consent.location, landing: back.location };
}

/** The company's current Xero access token and tenant, as the integrations service holds them. */
export function xeroTokenOf(rig: XeroTestRig, companyId: string) {
  const store = rig.app.app.get(OAuthConnectionsStore, { strict: false });
  const identity = rig.app.app.get(XeroIdentity, { strict: false });
  return store.tenantToken(identity, companyId);
}

/** Half an hour passes for both: the stand-in's clock, and the expiry Rollcall stored with the access token. */
export async function xeroHalfHourPasses(rig: XeroTestRig, companyId: string): Promise<void> {
  await rig.xero.advanceClock(31 * 60);
  const db = rig.app.app.get<DataSource>(getDataSourceToken('integrations'), { strict: false });
  await db.query(
    `UPDATE integrations.oauth_connections SET access_expires_at = access_expires_at - interval '31 minutes'
     WHERE company_id = $1`,
    [companyId],
  );
}

/** The Xero user removes the company's connection (as from Xero's settings); resolves the DELETE's status. */
export async function removeXeroConnection(rig: XeroTestRig, companyId: string): Promise<number> {
  const { accessToken } = await xeroTokenOf(rig, companyId);
  const connections = (await (
    await fetch(rig.xero.urls.connections, { headers: { Authorization: `Bearer ${accessToken}` } })
  ).json()) as { id: string }[];
  const removed = await fetch(`${rig.xero.urls.connections}/${connections[0]?.id ?? ''}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return removed.status;
}

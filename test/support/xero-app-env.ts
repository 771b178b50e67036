import { startXeroStandIn, type XeroFixture, type XeroStandIn } from '../../infra/xero/xero-standin.mjs';

export const XERO_CLIENT = { clientId: 'rollcall-test', clientSecret: 'rollcall-test-secret' };

/**
 * The Xero stand-in as a separate process for an app that will serve `publicUrl`: the test client is registered
 * with that app's callback, and `env` holds the XERO_* settings (and PUBLIC_URL) the app must start with.
 */
export async function startXeroFor(
  publicUrl: string,
  tenant: XeroFixture['tenants'][number],
): Promise<{ xero: XeroStandIn; env: Record<string, string> }> {
  const xero = await startXeroStandIn({
    fixture: {
      clients: [{ ...XERO_CLIENT, redirectUris: [`${publicUrl}/api/xero/callback`] }],
      tenants: [tenant],
    },
  });
  const env: Record<string, string> = {
    PUBLIC_URL: publicUrl,
    XERO_CLIENT_ID: XERO_CLIENT.clientId,
    XERO_CLIENT_SECRET: XERO_CLIENT.clientSecret,
    XERO_AUTHORIZE_URL: xero.urls.authorize,
    XERO_TOKEN_URL: xero.urls.token,
    XERO_CONNECTIONS_URL: xero.urls.connections,
    XERO_PAYROLL_URL: xero.urls.payroll,
  };
  return { xero, env };
}

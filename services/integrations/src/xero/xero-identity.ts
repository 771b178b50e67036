import { Inject, Injectable } from '@nestjs/common';
import {
  type OAuthProvider,
  type ProviderTenant,
  ProviderUnavailable,
  ReconnectNeeded,
  type TokenSet,
} from '../connections/oauth-provider.js';
import { XERO_CONFIG, type XeroConfig } from './xero-config.js';
import { describeXeroBody, xeroExchange } from './xero-http.js';

export const XERO = 'xero';

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

interface ConnectionAnswer {
  id?: string;
  tenantId?: string;
  tenantName?: string;
  tenantType?: string;
  authEventId?: string;
}

/**
 * Xero's identity: the authorization-code flow at login.xero.com, the token endpoint (the client id and secret as
 * HTTP Basic auth; 30-minute access tokens; refresh tokens that rotate on use) and the connections that say
 * which tenants a token reaches.
 */
@Injectable()
export class XeroIdentity implements OAuthProvider {
  readonly provider = XERO;

  constructor(@Inject(XERO_CONFIG) private readonly config: XeroConfig) {}

  get configured(): boolean {
    return this.config.clientId !== null;
  }

  authorizationUrl(state: string): string {
    const url = new URL(this.config.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId ?? '');
    url.searchParams.set('redirect_uri', this.config.redirectUri);
    url.searchParams.set('scope', this.config.scopes);
    url.searchParams.set('state', state);
    return url.toString();
  }

  exchangeCode(code: string): Promise<TokenSet> {
    return this.token(
      new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: this.config.redirectUri }),
    );
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.token(new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }));
  }

  async tenants(accessToken: string): Promise<ProviderTenant[]> {
    const answer = await xeroExchange(
      { method: 'GET', url: this.config.connectionsUrl, headers: { Authorization: `Bearer ${accessToken}` } },
      this.config,
    );
    if (answer.status !== 200 || !Array.isArray(answer.body)) {
      throw new ProviderUnavailable(`Xero's connections answered ${answer.status}: ${describeXeroBody(answer.body)}`);
    }
    return (answer.body as ConnectionAnswer[])
      .filter((c) => c.tenantId)
      .map((c) => ({
        tenantId: c.tenantId as string,
        tenantName: c.tenantName ?? c.tenantId ?? '',
        tenantType: c.tenantType ?? null,
        connectionId: c.id ?? null,
        authEventId: c.authEventId ?? null,
      }));
  }

  private async token(form: URLSearchParams): Promise<TokenSet> {
    const basic = Buffer.from(`${this.config.clientId ?? ''}:${this.config.clientSecret ?? ''}`).toString('base64');
    const answer = await xeroExchange(
      { method: 'POST', url: this.config.tokenUrl, headers: { Authorization: `Basic ${basic}` }, body: form },
      this.config,
    );
    const body = answer.body as TokenAnswer & { error?: string };
    if (answer.status === 400 && body?.error === 'invalid_grant') {
      throw new ReconnectNeeded(XERO, 'Xero refused the grant (invalid_grant): connect to Xero again');
    }
    if (answer.status !== 200 || !body?.access_token || !body.refresh_token) {
      throw new ProviderUnavailable(`Xero's token endpoint answered ${answer.status}: ${describeXeroBody(body)}`);
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(Date.now() + (body.expires_in ?? 1800) * 1000),
    };
  }
}

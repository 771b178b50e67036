import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { OAuthConnectionsStore } from '../connections/oauth-connections.store.js';
import { ProviderUnavailable, ReconnectNeeded } from '../connections/oauth-provider.js';
import type { XeroStatusAnswer } from './xero-connect.answers.js';
import { XeroIdentity } from './xero-identity.js';

export const XERO_NOT_SET_UP = 'Xero is not set up on this server (XERO_CLIENT_ID and XERO_CLIENT_SECRET).';
/** 409 notConfigured: the server has no Xero app. */
export function xeroNotConfigured(): HttpException {
  return new HttpException({ message: 'notConfigured', detail: XERO_NOT_SET_UP }, HttpStatus.CONFLICT);
}
export const XERO_STATE_REFUSED =
  'This Xero authorization is unknown, already used or expired. Start again from the Payroll Transfer page.';

/** Connecting a company to Xero: the authorization started, the callback, and what the status shows. */
@Injectable()
export class XeroConnectService {
  constructor(
    private readonly identity: XeroIdentity,
    private readonly connections: OAuthConnectionsStore,
  ) {}

  /** The address of Xero's authorization page, with a fresh state tied to this company and user. */
  async start(companyId: string, userId: string): Promise<string> {
    if (!this.identity.configured) {
      throw xeroNotConfigured();
    }
    const state = await this.connections.startAuthorization(this.identity.provider, companyId, userId);
    return this.identity.authorizationUrl(state);
  }

  /**
   * Finishes the authorization of `state`: the code is exchanged for tokens and every tenant the grant reaches is
   * stored for the company that started it. Answers where the console continues: connected or denied.
   */
  async finish(query: { code?: string; state?: string; error?: string }): Promise<'connected' | 'denied'> {
    const started = query.state ? await this.connections.takeAuthorization(this.identity.provider, query.state) : null;
    if (!started)
      throw new HttpException({ message: 'invalidState', detail: XERO_STATE_REFUSED }, HttpStatus.BAD_REQUEST);
    if (query.error) return 'denied';
    if (!query.code) {
      throw new HttpException(
        { message: 'noCode', detail: 'Xero sent no authorization code.' },
        HttpStatus.BAD_REQUEST,
      );
    }
    try {
      const tokens = await this.identity.exchangeCode(query.code);
      const tenants = await this.identity.tenants(tokens.accessToken);
      if (tenants.length === 0) {
        throw new HttpException(
          { message: 'noTenant', detail: 'The Xero user connected no organisation. Connect again and choose one.' },
          HttpStatus.BAD_REQUEST,
        );
      }
      await this.connections.saveGrant(this.identity.provider, started, tokens, tenants);
      return 'connected';
    } catch (error) {
      if (error instanceof ReconnectNeeded) {
        throw new HttpException({ message: 'xeroRefused', detail: error.message }, HttpStatus.BAD_REQUEST);
      }
      if (error instanceof ProviderUnavailable) {
        throw new HttpException({ message: 'xeroUnavailable', detail: error.message }, HttpStatus.BAD_GATEWAY);
      }
      throw error;
    }
  }

  async status(companyId: string): Promise<XeroStatusAnswer> {
    const tenants = await this.connections.list(this.identity.provider, companyId);
    const first = tenants[0];
    return {
      configured: this.identity.configured,
      connected: first?.status === 'connected',
      reconnect: first?.status === 'reconnect',
      tenantName: first?.tenantName ?? null,
      tenants: tenants.map((t) => ({
        tenantId: t.tenantId,
        tenantName: t.tenantName,
        status: t.status,
        reason: t.reason,
        connectedAt: t.connectedAt.toISOString(),
        refreshedAt: t.refreshedAt?.toISOString() ?? null,
      })),
    };
  }
}

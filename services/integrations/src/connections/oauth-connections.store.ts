import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { INTEGRATIONS } from '../integrations.constants.js';
import { type OAuthProvider, type ProviderTenant, ReconnectNeeded, type TokenSet } from './oauth-provider.js';
import { TokenCipher, tokenHash } from './token-cipher.js';

const s = INTEGRATIONS;
/** How long a started authorization waits for its callback. */
export const OAUTH_STATE_MINUTES = 10;
/** An access token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export const OAUTH_TOKEN_CIPHER = Symbol('OAUTH_TOKEN_CIPHER');

export type ConnectionStatus = 'connected' | 'reconnect';

/** A connection as the status call shows it (no tokens). */
export interface ConnectionView {
  tenantId: string;
  tenantName: string;
  status: ConnectionStatus;
  /** why the connection must be made again, when it must */
  reason: string | null;
  connectedAt: Date;
  refreshedAt: Date | null;
}

interface ConnectionRow {
  id: string;
  tenant_id: string;
  tenant_name: string;
  status: ConnectionStatus;
  status_reason: string | null;
  access_token: string;
  refresh_token: string;
  refresh_hash: string;
  access_expires_at: Date;
  connected_at: Date;
  refreshed_at: Date | null;
}

/** The tenant and token a call is made with. */
export interface TenantToken {
  tenantId: string;
  tenantName: string;
  accessToken: string;
}

/** Who started an authorization, found again by its state at the callback. */
export interface StartedAuthorization {
  companyId: string;
  userId: string;
}

/**
 * Keeps the OAuth connections of every provider: the state of each authorization started (single use, short
 * lived, stored as a hash), and per company and tenant the access and refresh tokens, encrypted. A refresh
 * rotates the refresh token of every tenant of the grant at once; a refused refresh marks them "reconnect".
 */
@Injectable()
export class OAuthConnectionsStore {
  constructor(
    @InjectDataSource(INTEGRATIONS) private readonly dataSource: DataSource,
    @Inject(OAUTH_TOKEN_CIPHER) private readonly cipher: TokenCipher,
  ) {}

  /** A new state for an authorization the caller starts; the provider sends it back to the callback. */
  async startAuthorization(provider: string, companyId: string, userId: string): Promise<string> {
    const state = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO "${s}".oauth_states (state_hash, provider, company_id, user_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [tokenHash(state), provider, companyId, userId, OAUTH_STATE_MINUTES],
    );
    await this.dataSource.query(`DELETE FROM "${s}".oauth_states WHERE expires_at < now() - interval '1 day'`);
    return state;
  }

  /** Who started the authorization of `state`, used up by this call; null when unknown, used or expired. */
  async takeAuthorization(provider: string, state: string): Promise<StartedAuthorization | null> {
    const result = (await this.dataSource.query(
      `UPDATE "${s}".oauth_states SET used_at = now()
       WHERE state_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING company_id, user_id`,
      [tokenHash(state), provider],
    )) as unknown[];
    // TypeORM answers an UPDATE with [rows, count]
    const rows = (Array.isArray(result[0]) ? result[0] : result) as { company_id: string; user_id: string }[];
    const row = rows[0];
    return row ? { companyId: row.company_id, userId: row.user_id } : null;
  }

  /** Stores the grant's tokens for each tenant it reaches (connected again where it was before). */
  async saveGrant(
    provider: string,
    started: StartedAuthorization,
    tokens: TokenSet,
    tenants: ProviderTenant[],
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const tenant of tenants) {
        await manager.query(
          `INSERT INTO "${s}".oauth_connections (company_id, provider, tenant_id, tenant_name, tenant_type,
             connection_id, auth_event_id, access_token, access_expires_at, refresh_token, refresh_hash, status,
             status_reason, connected_by, connected_at, refreshed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'connected', NULL, $12, now(), NULL)
           ON CONFLICT (company_id, provider, tenant_id) DO UPDATE SET tenant_name = EXCLUDED.tenant_name,
             tenant_type = EXCLUDED.tenant_type, connection_id = EXCLUDED.connection_id,
             auth_event_id = EXCLUDED.auth_event_id, access_token = EXCLUDED.access_token,
             access_expires_at = EXCLUDED.access_expires_at, refresh_token = EXCLUDED.refresh_token,
             refresh_hash = EXCLUDED.refresh_hash, status = 'connected', status_reason = NULL,
             connected_by = EXCLUDED.connected_by, connected_at = now(), refreshed_at = NULL`,
          [
            started.companyId,
            provider,
            tenant.tenantId,
            tenant.tenantName,
            tenant.tenantType,
            tenant.connectionId,
            tenant.authEventId,
            this.cipher.encrypt(tokens.accessToken),
            tokens.expiresAt,
            this.cipher.encrypt(tokens.refreshToken),
            tokenHash(tokens.refreshToken),
            started.userId,
          ],
        );
      }
    });
  }

  async list(provider: string, companyId: string): Promise<ConnectionView[]> {
    const rows = await this.rows(provider, companyId);
    return rows.map((r) => ({
      tenantId: r.tenant_id,
      tenantName: r.tenant_name,
      status: r.status,
      reason: r.status_reason,
      connectedAt: r.connected_at,
      refreshedAt: r.refreshed_at,
    }));
  }

  /**
   * The company's tenant (the one connected first) and a working access token, refreshed first when it is about to
   * expire or when `forceRefresh` (the provider answered 401). Rejects with ReconnectNeeded when there is no
   * connection or the provider refuses the refresh.
   */
  async tenantToken(oauth: OAuthProvider, companyId: string, forceRefresh = false): Promise<TenantToken> {
    const row = (await this.rows(oauth.provider, companyId))[0];
    if (!row) throw new ReconnectNeeded(oauth.provider, 'not connected');
    if (row.status === 'reconnect') throw new ReconnectNeeded(oauth.provider, row.status_reason ?? 'reconnect');
    if (!forceRefresh && row.access_expires_at.getTime() - Date.now() > REFRESH_MARGIN_MS) {
      return {
        tenantId: row.tenant_id,
        tenantName: row.tenant_name,
        accessToken: this.cipher.decrypt(row.access_token),
      };
    }
    let tokens: TokenSet;
    try {
      tokens = await oauth.refresh(this.cipher.decrypt(row.refresh_token));
    } catch (error) {
      if (error instanceof ReconnectNeeded)
        await this.markReconnect(oauth.provider, companyId, row.refresh_hash, error.message);
      throw error;
    }
    // compare-and-set on the old refresh token: a refresh that raced this one and stored first wins, and this call
    // still holds a working access token (the provider gives the old refresh token a grace period)
    await this.dataSource.query(
      `UPDATE "${s}".oauth_connections SET access_token = $1, access_expires_at = $2, refresh_token = $3,
         refresh_hash = $4, refreshed_at = now()
       WHERE provider = $5 AND company_id = $6 AND refresh_hash = $7`,
      [
        this.cipher.encrypt(tokens.accessToken),
        tokens.expiresAt,
        this.cipher.encrypt(tokens.refreshToken),
        tokenHash(tokens.refreshToken),
        oauth.provider,
        companyId,
        row.refresh_hash,
      ],
    );
    return { tenantId: row.tenant_id, tenantName: row.tenant_name, accessToken: tokens.accessToken };
  }

  /** Every tenant of the grant whose refresh token was refused must be connected again. */
  async markReconnect(provider: string, companyId: string, refreshHash: string | null, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "${s}".oauth_connections SET status = 'reconnect', status_reason = $4
       WHERE provider = $1 AND company_id = $2 AND ($3::text IS NULL OR refresh_hash = $3)`,
      [provider, companyId, refreshHash, reason],
    );
  }

  private async rows(provider: string, companyId: string): Promise<ConnectionRow[]> {
    return (await this.dataSource.query(
      `SELECT id, tenant_id, tenant_name, status, status_reason, access_token, refresh_token, refresh_hash,
         access_expires_at, connected_at, refreshed_at
       FROM "${s}".oauth_connections WHERE provider = $1 AND company_id = $2
       ORDER BY connected_at, tenant_name, tenant_id`,
      [provider, companyId],
    )) as ConnectionRow[];
  }
}

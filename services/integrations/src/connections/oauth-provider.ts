/** The tokens an OAuth 2.0 token endpoint answers. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** when the access token stops working */
  expiresAt: Date;
}

/** One organisation (tenant) a grant reaches in the provider. */
export interface ProviderTenant {
  tenantId: string;
  tenantName: string;
  tenantType: string | null;
  connectionId: string | null;
  authEventId: string | null;
}

/**
 * An outbound integration that signs in with the OAuth 2.0 authorization-code flow (Xero today; WorkflowMax and
 * MYOB Advanced take the same shape). The connection store keeps its tokens per company and tenant, encrypted, and
 * rotates its refresh tokens through `refresh`.
 */
export interface OAuthProvider {
  /** the name the connections are stored under ("xero") */
  readonly provider: string;
  /** false when the server has no client id and secret for it */
  readonly configured: boolean;
  authorizationUrl(state: string): string;
  exchangeCode(code: string): Promise<TokenSet>;
  /** a new token set for a refresh token; rejects with ReconnectNeeded when the provider answers invalid_grant */
  refresh(refreshToken: string): Promise<TokenSet>;
  tenants(accessToken: string): Promise<ProviderTenant[]>;
}

/** The provider refused the grant (invalid_grant, a revoked connection): someone must connect again. */
export class ReconnectNeeded extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** The provider could not be reached or answered something it should not have. */
export class ProviderUnavailable extends Error {}

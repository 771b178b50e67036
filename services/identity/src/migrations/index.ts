import { IdentityTables1764000000000 } from './1764000000000-identity-tables.js';
import { IdentityAccountsProfile1764100000000 } from './1764100000000-identity-accounts-profile.js';
import { OAuthClients1764200000700 } from '../oauth/1764200000700-oauth-clients.js';
import { SignInByAddress1764300000200 } from './1764300000200-sign-in-by-address.js';

/** The identity schema's migrations, oldest first. */
export const IDENTITY_MIGRATIONS = [
  IdentityTables1764000000000,
  IdentityAccountsProfile1764100000000,
  OAuthClients1764200000700,
  SignInByAddress1764300000200,
];

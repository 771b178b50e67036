import type { OAuthClientSaveBody, OAuthClientUpdateBody } from '@rollcall/api-client';
import { OAUTH_MESSAGES } from './oauth-messages';

export const SECRET_MIN = 12;

export interface OAuthClientValues {
  clientId: string;
  /** blank: on create the server generates one; on edit the secret stays */
  clientSecret: string;
  confirmSecret: string;
  scopes: string;
}

export function oauthClientValues(client: { clientId: string; scopes: string } | null): OAuthClientValues {
  return { clientId: client?.clientId ?? '', clientSecret: '', confirmSecret: '', scopes: client?.scopes ?? '' };
}

/** Client ID required (create); a secret, when typed, at least 12 characters and confirmed. */
export function oauthClientErrors(values: OAuthClientValues, editing: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!editing && !values.clientId.trim()) errors.clientId = OAUTH_MESSAGES.required;
  else if (!editing && /\s/.test(values.clientId.trim())) errors.clientId = 'Client ID may not contain spaces.';
  if (values.clientSecret && values.clientSecret.length < SECRET_MIN) {
    errors.clientSecret = `At least ${SECRET_MIN} characters.`;
  }
  if (values.clientSecret !== values.confirmSecret) errors.confirmSecret = OAUTH_MESSAGES.mismatch;
  return errors;
}

export function oauthSaveBody(values: OAuthClientValues): OAuthClientSaveBody {
  return { clientId: values.clientId.trim(), clientSecret: values.clientSecret || null, scopes: values.scopes.trim() };
}

export function oauthUpdateBody(id: string, values: OAuthClientValues): OAuthClientUpdateBody {
  return { id, clientSecret: values.clientSecret || null, scopes: values.scopes.trim() };
}

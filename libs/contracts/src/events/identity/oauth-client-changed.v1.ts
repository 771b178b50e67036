import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';

/** An OAuth client registration (never its secret). */
export const OAuthClientChangedEvent = defineEvent(
  'identity.oauth-client.changed',
  1,
  Type.Object({
    oauthClientId: Type.String(),
    clientId: Type.String(),
    scopes: Type.String(),
    deleted: Type.Boolean(),
  }),
);
export const IDENTITY_OAUTH_CLIENT_CHANGED_V1 = OAuthClientChangedEvent.type;
export type OAuthClientChangedV1 = PayloadOf<typeof OAuthClientChangedEvent>;

import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';

/**
 * Sessions of a user ended (sign-out, a copied refresh token, a password change or reset, the account no longer
 * Active). Every service refuses the access tokens of these sessions from then on (the token's `sid` claim);
 * the envelope's `occurredAt` is when they ended, and no access token of theirs outlives that by more than the
 * access-token lifetime.
 */
export const SessionRevokedEvent = defineEvent(
  'identity.session.revoked',
  1,
  Type.Object({
    userId: Type.String(),
    /** the sessions (refresh-token families, the access token's `sid`) that ended */
    sessionIds: Type.Array(Type.String(), { minItems: 1 }),
    /**
     * Why they ended before their tokens expired. `accessChanged`: the role or the managed structure nodes
     * changed, and tokens carry them. `replaced`: the console switched to another session (login-as-employee).
     */
    reason: Type.Enum([
      'signedOut',
      'refreshTokenReused',
      'passwordChanged',
      'passwordReset',
      'userNotActive',
      'accessChanged',
      'replaced',
    ]),
  }),
);
export const IDENTITY_SESSION_REVOKED_V1 = SessionRevokedEvent.type;
export type SessionRevokedV1 = PayloadOf<typeof SessionRevokedEvent>;
export type SessionRevocationReason = SessionRevokedV1['reason'];

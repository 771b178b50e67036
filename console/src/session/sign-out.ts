import type { RollcallApi, TokenStore } from '@rollcall/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { dismissAll } from '../kit/notifications/notification-store';

/**
 * Ends the session: asks the server to revoke it (the refresh token goes along as the HttpOnly cookie, which the
 * server clears), and clears the access token and every cached answer at once. The user never waits on the
 * revoke call, and an unreachable server cannot keep anyone signed in. The session's notifications go too: the
 * sign-in screen shows none of them.
 */
export function signOut(api: RollcallApi, tokens: TokenStore, cache: QueryClient): Promise<void> {
  const revoke = api.logout({ body: {} });
  tokens.set(null);
  cache.clear();
  dismissAll();
  return revoke.then(
    () => undefined,
    () => undefined,
  );
}

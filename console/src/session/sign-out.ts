import type { RollcallApi, TokenStore } from '@rollcall/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Ends the session: asks the server to revoke the refresh token, and clears the tokens and every cached answer
 * at once. The revoke call has taken its bearer header before the tokens are cleared, so the user never waits on
 * it, and an unreachable server cannot keep anyone signed in.
 */
export function signOut(api: RollcallApi, tokens: TokenStore, cache: QueryClient): Promise<void> {
  const held = tokens.get();
  const revoke = held ? api.logout({ body: { refreshToken: held.refreshToken } }) : Promise.resolve(undefined);
  tokens.set(null);
  cache.clear();
  return revoke.then(
    () => undefined,
    () => undefined,
  );
}

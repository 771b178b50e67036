import { HttpClient, RollcallApi, type TokenStore, type Tokens } from '@rollcall/api-client';

/** The typed client, signed in as `email`, for the steps a test takes behind the browser's back. */
export async function signedInApi(baseUrl: string, email: string, password: string): Promise<RollcallApi> {
  let held: Tokens | null = null;
  const tokens: TokenStore = { get: () => held, set: (t) => (held = t) };
  const api = new RollcallApi(new HttpClient({ baseUrl, tokens, timeoutMs: 15_000 }));
  tokens.set(await api.login({ body: { email, password, appType: 'web' } }));
  return api;
}

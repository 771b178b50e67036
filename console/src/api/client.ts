import { HttpClient, RollcallApi } from '@rollcall/api-client';
import { navigate } from '../app/routing/hash-location';
import { LocalStorageTokenStore } from '../session/token-store';

// One client for the whole console. The API is served by the same origin as the console (the gateway serves
// both; in development Vite proxies the API paths), so the base URL is empty.

export const tokens = new LocalStorageTokenStore();

export const http = new HttpClient({
  baseUrl: import.meta.env?.VITE_API_BASE_URL ?? '',
  tokens,
  // The spec: a failed refresh, or a 401 once refresh is impossible, sends the user to sign in.
  onLogout: () => navigate('/login', { replace: true }),
});

export const api = new RollcallApi(http);

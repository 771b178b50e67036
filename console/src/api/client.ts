import { HttpClient, RollcallApi } from '@rollcall/api-client';
import { navigate } from '../app/routing/hash-location';
import { acrossTabs } from '../session/refresh-lock';
import { MemoryTokenStore } from '../session/token-store';

// One client for the whole console. The API is served by the same origin as the console (the gateway serves
// both; in development Vite proxies the API paths), so the base URL is empty.

export const tokens = new MemoryTokenStore();

export const http = new HttpClient({
  baseUrl: import.meta.env?.VITE_API_BASE_URL ?? '',
  tokens,
  refreshTokenIn: 'cookie',
  exclusive: acrossTabs,
  // The spec: a failed refresh, or a 401 once refresh is impossible, sends the user to sign in.
  onLogout: () => navigate('/login', { replace: true }),
});

export const api = new RollcallApi(http);

import type { TokenStore, Tokens } from '@rollcall/api-client';

// The session's access token lives in this tab's memory only; the refresh token is in an HttpOnly cookie the
// console cannot read (docs/adr/0009-console-token-storage.md). A reload takes the session up again from the
// cookie (`http.restore()` in main.tsx). Components subscribe to learn when the session starts or ends.

/** Where earlier versions kept both tokens, readable by any script; removed at start. */
const LEGACY_SESSION_KEY = 'rollcall.session';

type Listener = () => void;

export class MemoryTokenStore implements TokenStore {
  private readonly listeners = new Set<Listener>();
  private held: Tokens | null = null;

  get(): Tokens | null {
    return this.held;
  }

  set(tokens: Tokens | null): void {
    this.held = tokens ? { accessToken: tokens.accessToken } : null;
    this.emit();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export function forgetLegacySession(storage: Storage = window.localStorage): void {
  storage.removeItem(LEGACY_SESSION_KEY);
}

import type { TokenStore, Tokens } from '@rollcall/api-client';

// The session's tokens live in localStorage under one key, so a reload (or a second tab) keeps the session.
// Components subscribe to it to learn when the session starts or ends.

export const SESSION_KEY = 'rollcall.session';

type Listener = () => void;

function isTokens(value: unknown): value is Tokens {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Tokens).accessToken === 'string' &&
    typeof (value as Tokens).refreshToken === 'string'
  );
}

export class LocalStorageTokenStore implements TokenStore {
  private readonly listeners = new Set<Listener>();
  private cachedRaw: string | null = null;
  private cached: Tokens | null = null;

  constructor(private readonly storage: Storage = window.localStorage) {
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY || event.key === null) this.emit();
    });
  }

  get(): Tokens | null {
    const raw = this.storage.getItem(SESSION_KEY);
    if (raw !== this.cachedRaw) {
      this.cachedRaw = raw;
      this.cached = parse(raw);
    }
    return this.cached;
  }

  set(tokens: Tokens | null): void {
    if (tokens) this.storage.setItem(SESSION_KEY, JSON.stringify(tokens));
    else this.storage.removeItem(SESSION_KEY);
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

function parse(raw: string | null): Tokens | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isTokens(value) ? { accessToken: value.accessToken, refreshToken: value.refreshToken } : null;
  } catch {
    return null;
  }
}

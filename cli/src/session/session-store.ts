// Where `rollcall login` keeps the session: one JSON file, readable by its owner only, that later commands read
// for the server's URL and the tokens, and that the HttpClient's TokenStore rewrites when it rotates the tokens.

import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { TokenStore, Tokens } from '@rollcall/api-client';

export const SESSION_FILE = 'session.json';

export interface Session {
  url: string;
  accessToken: string;
  refreshToken: string;
  email: string;
}

/** `$ROLLCALL_CONFIG_DIR`, else `~/.config/rollcall`. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.ROLLCALL_CONFIG_DIR?.trim();
  return dir ? path.resolve(dir) : path.join(homedir(), '.config', 'rollcall');
}

export class SessionStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = path.join(dir, SESSION_FILE);
  }

  static fromEnv(env: NodeJS.ProcessEnv = process.env): SessionStore {
    return new SessionStore(configDir(env));
  }

  /** The stored session; null when there is none or the file is not a session (a later login overwrites it). */
  read(): Session | null {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    return isSession(parsed) ? parsed : null;
  }

  /** Writes the whole session atomically (temporary file, then rename), mode 0600 in a 0700 folder. */
  write(session: Session): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
      // the mode given to writeFileSync is filtered by the umask; make sure it is exactly 0600
      chmodSync(temporary, 0o600);
      renameSync(temporary, this.file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  clear(): void {
    rmSync(this.file, { force: true });
  }

  /**
   * The TokenStore for an HttpClient working on the stored session: it reads the tokens from the file and writes
   * rotated ones back, so that the next command starts with the live refresh token. When the client drops the
   * session (the refresh token was refused), the file is removed.
   */
  tokenStore(): TokenStore {
    return {
      get: (): Tokens | null => {
        const session = this.read();
        return session ? { accessToken: session.accessToken, refreshToken: session.refreshToken } : null;
      },
      set: (tokens: Tokens | null): void => {
        const session = this.read();
        if (!tokens) {
          this.clear();
          return;
        }
        if (session) this.write({ ...session, ...tokens });
      },
    };
  }
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['url', 'accessToken', 'refreshToken', 'email'].every((key) => typeof candidate[key] === 'string');
}

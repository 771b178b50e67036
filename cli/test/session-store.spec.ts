import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { HttpClient, RollcallApi } from '@rollcall/api-client';
import { SessionStore, configDir, type Session } from '../src/session/session-store.js';
import { stubGateway, tempDir } from './support.js';

const session: Session = {
  url: 'http://localhost:3777',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  email: 'admin@demo.test',
};

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('SessionStore', () => {
  let temp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    temp = tempDir();
  });
  afterEach(() => temp.remove());

  it('reads back what it wrote, in a file only its owner can read', () => {
    const store = new SessionStore(path.join(temp.dir, 'nested', 'rollcall'));
    expect(store.read()).toBeNull();

    store.write(session);

    expect(store.read()).toEqual(session);
    expect(store.file).toBe(path.join(temp.dir, 'nested', 'rollcall', 'session.json'));
    expect(modeOf(store.file)).toBe(0o600);
    expect(modeOf(store.dir)).toBe(0o700);
    expect(JSON.parse(readFileSync(store.file, 'utf8'))).toEqual(session);
  });

  it('tightens the mode of a session file that was readable by others', () => {
    const store = new SessionStore(temp.dir);
    writeFileSync(store.file, '{}', { mode: 0o644 });

    store.write(session);

    expect(modeOf(store.file)).toBe(0o600);
    expect(store.read()).toEqual(session);
  });

  it('treats a file that is not a session as no session, and clear removes the file', () => {
    const store = new SessionStore(temp.dir);
    writeFileSync(store.file, 'not json');
    expect(store.read()).toBeNull();
    writeFileSync(store.file, JSON.stringify({ url: 'http://x', accessToken: 'a' }));
    expect(store.read()).toBeNull();

    store.write(session);
    store.clear();
    expect(store.read()).toBeNull();
    store.clear(); // nothing to remove is fine
  });

  it('lives in $ROLLCALL_CONFIG_DIR, else ~/.config/rollcall', () => {
    expect(configDir({ ROLLCALL_CONFIG_DIR: temp.dir })).toBe(temp.dir);
    expect(SessionStore.fromEnv({ ROLLCALL_CONFIG_DIR: temp.dir }).file).toBe(path.join(temp.dir, 'session.json'));
    expect(configDir({})).toBe(path.join(homedir(), '.config', 'rollcall'));
    expect(configDir({ ROLLCALL_CONFIG_DIR: '  ' })).toBe(path.join(homedir(), '.config', 'rollcall'));
  });

  it('gives the HttpClient a TokenStore that writes rotated tokens back to the file', async () => {
    const store = new SessionStore(temp.dir);
    store.write(session);
    const gateway = await stubGateway((request) => {
      if (request.url === '/account/refresh-token') {
        return (request.body as { refreshToken: string }).refreshToken === 'refresh-1'
          ? { status: 200, body: { accessToken: 'access-2', refreshToken: 'refresh-2' } }
          : { status: 400, body: { statusCode: 400, message: 'The refresh token is not valid.' } };
      }
      if (request.headers.authorization !== 'Bearer access-2') {
        return { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
      }
      return { status: 200, body: { email: 'admin@demo.test', roleName: 'Admin' } };
    });
    try {
      const api = new RollcallApi(new HttpClient({ baseUrl: gateway.url, tokens: store.tokenStore() }));

      await expect(api.getProfile()).resolves.toMatchObject({ roleName: 'Admin' });

      expect(store.read()).toEqual({ ...session, accessToken: 'access-2', refreshToken: 'refresh-2' });
      expect(modeOf(store.file)).toBe(0o600);
      expect(gateway.received.map((r) => r.url)).toEqual(['/profile', '/account/refresh-token', '/profile']);
    } finally {
      await gateway.close();
    }
  });

  it('removes the session when the server refuses the refresh token', async () => {
    const store = new SessionStore(temp.dir);
    store.write({ ...session, refreshToken: 'revoked' });
    const gateway = await stubGateway((request) =>
      request.url === '/account/refresh-token'
        ? { status: 400, body: { statusCode: 400, message: 'The refresh token is not valid.' } }
        : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    );
    try {
      const api = new RollcallApi(new HttpClient({ baseUrl: gateway.url, tokens: store.tokenStore() }));

      await expect(api.getProfile()).rejects.toMatchObject({ status: 401 });

      expect(store.read()).toBeNull();
    } finally {
      await gateway.close();
    }
  });

  it('keeps the folder it was given when the folder already exists', () => {
    const dir = path.join(temp.dir, 'existing');
    mkdirSync(dir, { mode: 0o755 });
    new SessionStore(dir).write(session);
    expect(modeOf(path.join(dir, 'session.json'))).toBe(0o600);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionStore } from '../../cli/src/session/session-store.js';
import type { TestApp } from './test-app.js';
import { call, PASSWORD } from './thin-path-fixture.js';

/** A fresh CLI config folder holding a session of `email` signed in to the test app (ROLLCALL_CONFIG_DIR). */
export async function signedInCliConfig(testApp: TestApp, email: string): Promise<string> {
  const configDir = mkdtempSync(join(tmpdir(), 'rollcall-cli-'));
  const login = await call<{ accessToken: string; refreshToken: string }>(testApp, 'POST', '/account/login', {
    body: { email, password: PASSWORD, appType: 'web' },
  });
  if (login.status !== 200) throw new Error(`${email} could not sign in: ${login.status}`);
  new SessionStore(configDir).write({ url: testApp.url, email, ...login.body });
  return configDir;
}

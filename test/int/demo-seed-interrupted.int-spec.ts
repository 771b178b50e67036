// The first start of `npm start` creates the demo company. Stopped at any point (Ctrl-C, a power cut), the next
// start must end with the whole demo company, all five logins working, and a later start must keep it.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedProcess } from '../support/embedded-process.js';

const PASSWORD = 'Interrupted-Seed-1';
const LOGINS = [
  'admin@demo.test',
  'supervisor@demo.test',
  'employee@demo.test',
  'manager@demo.test',
  'superadmin@demo.test',
];
const AGAIN = 'creating it again from the start';

async function signIn(url: string, email: string): Promise<number> {
  const answer = await fetch(`${url}/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, appType: 'web' }),
  });
  return answer.status;
}

function deviceTokenIn(printed: string): string {
  const token = /Kiosk device token: (\S+)/.exec(printed)?.[1];
  if (!token) throw new Error(`no device token printed:\n${printed}`);
  return token;
}

describe('a first start stopped while it creates the demo company', () => {
  let dataDir: string;
  let running: EmbeddedProcess | null = null;
  const start = () => (running = EmbeddedProcess.start(dataDir, { DEMO_PASSWORD: PASSWORD }));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-seed-'));
    await chmod(dataDir, 0o755); // as root, initdb runs as an unprivileged user who must enter it
  });

  afterAll(async () => {
    await running?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 90_000);

  it('is finished by the next start, whenever it was stopped', async () => {
    // 1. killed while initdb makes the cluster
    let app = start();
    await app.until('initdb', () => existsSync(path.join(dataDir, 'postgres.initialising')));
    await app.kill('SIGKILL');

    // 2. killed (power cut) while the employees are being added
    app = start();
    await app.untilPrinted('demo company: adding 50 employees…');
    await new Promise((r) => setTimeout(r, 1000));
    await app.kill('SIGKILL');

    // 3. Ctrl-C once the schedules are being added (last week's punches, after them, go in one batch in well under
    // a second, too quickly to be stopped in the middle from here)
    app = start();
    await app.untilPrinted('demo company: adding schedules');
    expect(app.printed).toContain(AGAIN);
    await app.kill('SIGINT');

    // 4. left alone: the demo company is made again from the start, and every login works
    app = start();
    await app.untilPrinted('Rollcall is running');
    expect(app.printed).toContain(AGAIN);
    expect(app.printed).toContain('demo company created');
    const statuses = await Promise.all(LOGINS.map((email) => signIn(app.url, email)));
    expect(statuses).toEqual(LOGINS.map(() => 200));
    const token = deviceTokenIn(app.printed);
    const punch = await fetch(`${app.url}/api/kiosk-punches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Device-Token': token },
      body: JSON.stringify({
        deviceId: 'seed-test',
        devicePunchId: 'after-interrupted-seed',
        clockId: 1050, // the last of the 50 demo employees
        punchTime: new Date().toISOString(),
      }),
    });
    expect(punch.status).toBe(201);
    await app.kill('SIGINT');

    // 5. a complete demo company is kept: same device token, nothing created
    app = start();
    await app.untilPrinted('Rollcall is running');
    expect(app.printed).not.toContain(AGAIN);
    expect(app.printed).not.toContain('demo company created');
    expect(deviceTokenIn(app.printed)).toBe(token);
    expect(await signIn(app.url, 'admin@demo.test')).toBe(200);
  }, 900_000);
});

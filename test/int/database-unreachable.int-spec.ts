import { jest } from '@jest/globals';
import { IdentityModule } from '@rollcall/identity';
import { CONNECTION_LOST_TEXT, DATABASE_UNREACHABLE_TEXT, Readiness } from '@rollcall/platform';
import net from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

/**
 * A TCP proxy in front of PostgreSQL that the test can shut: while it is shut, nothing listens on its port, so every
 * new connection is refused (ECONNREFUSED) exactly as when PostgreSQL is down, and the connections it carried end.
 */
class DatabaseDoor {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    if (this.port) await listen(server, this.port);
    else this.port = await listenBelowEphemeralPorts(server);
    this.server = server;
  }

  async shut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The door opens again on the port it was shut on. An ephemeral port (listen on 0) freed while shut can be handed to
 * any other socket meanwhile, so the door takes a free port below the kernel's ephemeral range (32768-60999 here),
 * which nothing is given without asking for it by number.
 */
async function listenBelowEphemeralPorts(server: net.Server): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    try {
      await listen(server, port);
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 20) throw error;
    }
  }
}

/**
 * PostgreSQL refusing connections (down, restarting) is answered 503 with Retry-After, saying the database cannot be
 * reached, not that its connections are all in use; readiness says the same; and once it takes connections again
 * the app answers as before.
 */
describe('the database refusing connections', () => {
  let testApp: TestApp;
  let door: DatabaseDoor;

  beforeAll(async () => {
    const postgres = new URL(process.env.ROLLCALL_TEST_ADMIN_URL ?? '');
    door = new DatabaseDoor(postgres.hostname, Number(postgres.port || 5432));
    await door.open();
    testApp = await startTestApp([IdentityModule], {
      databaseUrl: (url) => {
        const through = new URL(url);
        through.hostname = '127.0.0.1';
        through.port = String(door.port);
        return through.toString();
      },
    });
  });
  afterAll(async () => {
    await door?.open();
    await testApp?.close();
    await door?.shut();
  });

  const signIn = () =>
    fetch(`${testApp.url}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@unreachable.test', password: 'not the password', appType: 'web' }),
    });

  it('answers 503 with Retry-After and says the database cannot be reached, then recovers', async () => {
    expect((await signIn()).status).toBe(401);

    await door.shut();
    // the pool's idle connection may be used before the app has seen it end (the connection was lost); the next
    // request must open a new one, which is refused
    const messages: string[] = [];
    for (let attempt = 0; attempt < 3 && !messages.includes(DATABASE_UNREACHABLE_TEXT); attempt++) {
      const refused = await signIn();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      const body = (await refused.json()) as { statusCode: number; message: string; error: string };
      expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      messages.push(body.message);
    }
    expect(messages.at(-1)).toBe(DATABASE_UNREACHABLE_TEXT);
    expect(messages.slice(0, -1).every((m) => m === CONNECTION_LOST_TEXT)).toBe(true);
    // readiness (GET /api/ready's report) names the cause too
    const report = await testApp.app.get(Readiness).report();
    expect(report.status).toBe('not ready');
    expect(report.message).toContain('identity: database error: The identity service cannot reach its database');
    expect(report.message).toContain('ECONNREFUSED');
    expect(report.message).not.toContain('all in use');

    await door.open();
    expect((await signIn()).status).toBe(401);
    expect((await testApp.app.get(Readiness).report()).status).toBe('ready');
  });
});

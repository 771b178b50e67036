import { existsSync, statSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { Command } from 'commander';
import type { CliIo } from '../src/api.js';
import { registerHealthCommand } from '../src/commands/health.command.js';
import { registerLoginCommand } from '../src/commands/login.command.js';
import { registerPunchCommand } from '../src/commands/punch.command.js';
import { SessionStore } from '../src/session/session-store.js';
import { closedPort, runCli, tempDir, testIo, withGateway, type Route } from './support.js';

const register = (program: Command, io: CliIo) => {
  registerHealthCommand(program, io);
  registerLoginCommand(program, io);
  registerPunchCommand(program, io);
};

let temp: ReturnType<typeof tempDir>;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  temp = tempDir();
  env = { ROLLCALL_CONFIG_DIR: temp.dir };
});
afterEach(() => temp.remove());

const rollcall = (args: string[], stdin?: CliIo['stdin']) => runCli(testIo(env, stdin), register, args);

describe('argument validation exits with 2', () => {
  it.each([
    ['an unknown option', ['health', '--verbose'], "unknown option '--verbose'"],
    ['an option without its value', ['punch', '--clock-id'], "option '--clock-id <n>' argument missing"],
    ['a --url that is not a URL', ['health', '--url', 'localhost:3000'], '--url must be an http:// or https:// URL'],
    ['login without --email', ['login', '--password', 'pw'], 'rollcall login: --email is required'],
    ['punch without --clock-id', ['punch', '--device-token', 't'], 'rollcall punch: --clock-id is required'],
    [
      'a --clock-id that is not a number',
      ['punch', '--clock-id', '10a', '--device-token', 't'],
      '--clock-id must be a whole number',
    ],
    ['a negative --clock-id', ['punch', '--clock-id=-5', '--device-token', 't'], '--clock-id must be a whole number'],
    [
      'a --clock-id over the limit',
      ['punch', '--clock-id', '1000000000', '--device-token', 't'],
      'from 0 to 999999999',
    ],
    [
      'an --at that is not ISO-8601',
      ['punch', '--clock-id', '1', '--device-token', 't', '--at', 'tomorrow 9am'],
      '--at must be an ISO-8601',
    ],
    [
      'an --at that is no date',
      ['punch', '--clock-id', '1', '--device-token', 't', '--at', '2026-02-30T09:00'],
      '--at must be',
    ],
    [
      'an empty --punch-id',
      ['punch', '--clock-id', '1', '--device-token', 't', '--punch-id', ' '],
      '--punch-id must be 1 to 100',
    ],
    ['punch without a device token', ['punch', '--clock-id', '1'], 'pass --device-token or set ROLLCALL_DEVICE_TOKEN'],
  ])('%s', async (_case, args, message) => {
    const { code, err, out } = await rollcall(args);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(out).toBe('');
  });

  it('login with no password and no terminal to ask on', async () => {
    const notATerminal = Object.assign(new PassThrough(), { isTTY: false });
    const { code, err } = await rollcall(['login', '--email', 'admin@demo.test'], notATerminal);
    expect(code).toBe(2);
    expect(err).toBe(
      'rollcall login: no password: pass --password, set ROLLCALL_PASSWORD, or run it in a terminal to be asked\n',
    );
  });

  it('--help is not an error', async () => {
    const { code, out } = await rollcall(['punch', '--help']);
    expect(code).toBe(0);
    expect(out).toContain('--clock-id <n>');
  });
});

describe('rollcall health', () => {
  const healthy = { status: 'ok', mode: 'embedded', services: { identity: 'up', 'time-capture': 'up' } };

  it('prints the status, the mode and each service, and exits 0 when ok', async () => {
    await withGateway(
      () => ({ status: 200, body: healthy }),
      async (gateway) => {
        const { code, out } = await rollcall(['health', '--url', gateway.url]);
        expect(code).toBe(0);
        expect(out).toBe(`Rollcall at ${gateway.url}: ok (embedded mode)\n  identity      up\n  time-capture  up\n`);
        expect(gateway.received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /health']);
      },
    );
  });

  it('exits 1 when degraded, and --json prints the raw answer', async () => {
    const degraded = { status: 'degraded', mode: 'distributed', services: { identity: 'up', reporting: 'down' } };
    await withGateway(
      () => ({ status: 200, body: degraded }),
      async (gateway) => {
        const { code, out } = await rollcall(['health', '--url', gateway.url, '--json']);
        expect(code).toBe(1);
        expect(JSON.parse(out)).toEqual(degraded);
      },
    );
  });

  it('exits 1 with a clear message when nothing answers', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { code, err, out } = await rollcall(['health', '--url', url]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(new RegExp(`^Cannot reach Rollcall at ${url}: connect ECONNREFUSED`));
  });

  it('uses ROLLCALL_URL, else the URL of the stored session', async () => {
    await withGateway(
      () => ({ status: 200, body: healthy }),
      async (gateway) => {
        new SessionStore(temp.dir).write({ url: gateway.url, accessToken: 'a', refreshToken: 'r', email: 'e@x.test' });
        expect((await rollcall(['health'])).out).toContain(`Rollcall at ${gateway.url}: ok`);

        env.ROLLCALL_URL = `http://127.0.0.1:${await closedPort()}`;
        expect((await rollcall(['health'])).err).toContain(`Cannot reach Rollcall at ${env.ROLLCALL_URL}`);
      },
    );
  });
});

describe('rollcall login', () => {
  const route: Route = (request) => {
    if (request.url === '/account/login') {
      const body = request.body as { email: string; password: string };
      return body.password === 'Rollcall!2026'
        ? { status: 200, body: { accessToken: 'access-1', refreshToken: 'refresh-1' } }
        : { status: 401, body: { statusCode: 401, message: 'Failed to login.', error: 'Unauthorized' } };
    }
    if (request.url === '/profile' && request.headers.authorization === 'Bearer access-1') {
      return { status: 200, body: { email: 'admin@demo.test', roleName: 'Admin' } };
    }
    return { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
  };

  it('stores the session (mode 0600) and says who signed in where', async () => {
    await withGateway(route, async (gateway) => {
      const { code, out } = await rollcall([
        'login',
        '--url',
        gateway.url,
        '--email',
        'admin@demo.test',
        '--password',
        'Rollcall!2026',
      ]);
      expect(code).toBe(0);
      expect(out).toBe(`Signed in to ${gateway.url} as admin@demo.test (role Admin)\n`);
      const store = new SessionStore(temp.dir);
      expect(store.read()).toEqual({
        url: gateway.url,
        email: 'admin@demo.test',
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
      });
      expect(statSync(store.file).mode & 0o777).toBe(0o600);
      expect(gateway.received[0]?.body).toEqual({
        email: 'admin@demo.test',
        password: 'Rollcall!2026',
        appType: 'cli',
      });
    });
  });

  it('takes the password from ROLLCALL_PASSWORD', async () => {
    await withGateway(route, async (gateway) => {
      env.ROLLCALL_PASSWORD = 'Rollcall!2026';
      const { code } = await rollcall(['login', '--url', gateway.url, '--email', 'admin@demo.test']);
      expect(code).toBe(0);
    });
  });

  it('asks for the password on the terminal without echoing it', async () => {
    await withGateway(route, async (gateway) => {
      const modes: boolean[] = [];
      const terminal = Object.assign(new PassThrough(), {
        isTTY: true,
        setRawMode: (mode: boolean) => modes.push(mode),
      });
      const io = testIo(env, terminal);
      const running = runCli(io, register, ['login', '--url', gateway.url, '--email', 'admin@demo.test']);
      terminal.write('Rollcall!2027\u007f6\r');

      const { code, out, err } = await running;
      expect(code).toBe(0);
      expect(out).toContain('Signed in');
      expect(err).toBe('Password for admin@demo.test: \n');
      expect(modes).toEqual([true, false]);
    });
  });

  it("prints the server's message, exits 1 and stores nothing when the password is wrong", async () => {
    await withGateway(route, async (gateway) => {
      const { code, out, err } = await rollcall([
        'login',
        '--url',
        gateway.url,
        '--email',
        'admin@demo.test',
        '--password',
        'wrong',
      ]);
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err).toBe('Failed to login.\n');
      expect(existsSync(new SessionStore(temp.dir).file)).toBe(false);
    });
  });
});

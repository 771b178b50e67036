// `rollcall punch` against a stand-in gateway (a real HTTP server) and a recording terminal: a time without an offset
// is the employee's local time, whatever this machine's zone; the answer names the employee and shows the time in
// their zone; a server that does not answer or refuses the token is named by its address.
import type { Command } from 'commander';
import type { CliIo } from '../src/api.js';
import { AT_HELP, instantIn, registerPunchCommand } from '../src/commands/punch.command.js';
import { closedPort, runCli, tempDir, testIo, withGateway, type Received, type Route } from './support.js';

const register = (program: Command, io: CliIo) => registerPunchCommand(program, io);

let temp: ReturnType<typeof tempDir>;
let env: NodeJS.ProcessEnv;
const machineZone = process.env.TZ;
beforeEach(() => {
  temp = tempDir();
  env = { ROLLCALL_CONFIG_DIR: temp.dir };
  // a machine far from the company: its zone must not matter
  process.env.TZ = 'America/New_York';
});
afterEach(() => {
  temp.remove();
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const rollcall = (args: string[]) => runCli(testIo(env), register, args);

const AROHA = { employeeId: 'e-1', clockId: 1001, name: 'Aroha Ngata', timeZoneId: 'Pacific/Auckland' };

/** A gateway that knows one clock id and stores punches, answering as time capture does. */
function timeCapture(
  employee: typeof AROHA | { [K in keyof typeof AROHA]: (typeof AROHA)[K] | null },
  duplicate = false,
): Route {
  return (request: Received) => {
    if (request.headers['x-device-token'] !== 'tok') {
      return { status: 401, body: { statusCode: 401, message: 'The device token is not valid.' } };
    }
    if (request.method === 'GET') {
      return request.url === `/api/kiosk-punches/clock-ids/${employee.clockId}`
        ? { status: 200, body: employee }
        : {
            status: 404,
            body: { statusCode: 404, message: 'employeeNotFound', detail: 'No employee has clock id 9.' },
          };
    }
    const body = request.body as { punchTime: string };
    return {
      status: duplicate ? 200 : 201,
      body: {
        message: 'success',
        punchId: 'p-1',
        employeeId: employee.employeeId,
        punchTime: body.punchTime,
        duplicate,
      },
    };
  };
}

const punchArgs = (url: string, ...more: string[]) => [
  'punch',
  '--url',
  url,
  '--clock-id',
  '1001',
  '--device-token',
  'tok',
  ...more,
];

describe('rollcall punch', () => {
  it("reads --at without an offset in the employee's zone and prints the punch in it, with their name", async () => {
    await withGateway(timeCapture(AROHA), async (gateway) => {
      const { code, out, err } = await rollcall(punchArgs(gateway.url, '--at', '2026-11-20T08:02'));

      expect({ code, err }).toEqual({ code: 0, err: '' });
      expect(out).toBe('Punch recorded for Aroha Ngata (clock id 1001) at 2026-11-20 08:02:00 Pacific/Auckland\n');
      const [lookUp, post] = gateway.received;
      expect(lookUp).toMatchObject({ method: 'GET', url: '/api/kiosk-punches/clock-ids/1001' });
      expect(post?.method).toBe('POST');
      expect(post?.url).toBe('/api/kiosk-punches');
      expect(post?.headers.authorization).toBeUndefined();
      expect(post?.body).toEqual({
        deviceId: 'cli',
        devicePunchId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        clockId: 1001,
        punchTime: '2026-11-19T19:02:00.000Z', // 08:02 in Auckland (NZDT, +13:00), not in New York
      });
    });
  });

  it('sends an --at with an offset as that instant', async () => {
    await withGateway(timeCapture(AROHA), async (gateway) => {
      await rollcall(punchArgs(gateway.url, '--at', '2026-11-21T09:00:00.5+13:00'));
      expect((gateway.received[1]?.body as { punchTime: string }).punchTime).toBe('2026-11-20T20:00:00.500Z');
    });
  });

  it('says "Already recorded" for a replay, takes ROLLCALL_DEVICE_TOKEN, and --json prints the answer', async () => {
    await withGateway(timeCapture(AROHA, true), async (gateway) => {
      env.ROLLCALL_DEVICE_TOKEN = 'tok';
      const args = [
        'punch',
        '--url',
        gateway.url,
        '--clock-id',
        '1001',
        '--punch-id',
        'k-42',
        '--at',
        '2026-11-20T08:02',
      ];
      const plain = await rollcall(args);
      expect(plain.out).toBe(
        'Already recorded for Aroha Ngata (clock id 1001) at 2026-11-20 08:02:00 Pacific/Auckland ' +
          '(this --punch-id was sent before; nothing new is stored)\n',
      );
      const json = await rollcall([...args, '--json']);
      expect(JSON.parse(json.out)).toEqual({
        message: 'success',
        punchId: 'p-1',
        employeeId: 'e-1',
        punchTime: '2026-11-19T19:02:00.000Z',
        duplicate: true,
      });
    });
  });

  it('names the clock id alone when the server does not know the name yet', async () => {
    await withGateway(timeCapture({ ...AROHA, name: null }), async (gateway) => {
      const { out } = await rollcall(punchArgs(gateway.url, '--at', '2026-11-20T08:02'));
      expect(out).toBe('Punch recorded for clock id 1001 at 2026-11-20 08:02:00 Pacific/Auckland\n');
    });
  });

  it('names the address when the server refuses the device token, and punches nothing', async () => {
    await withGateway(timeCapture(AROHA), async (gateway) => {
      const { code, out, err } = await rollcall([...punchArgs(gateway.url), '--device-token', 'wrong']);
      expect({ code, out }).toEqual({ code: 1, out: '' });
      expect(err).toBe(`Rollcall at ${gateway.url} refused the device token: The device token is not valid.\n`);
      expect(gateway.received.map((r) => r.method)).toEqual(['GET']);
    });
  });

  it('names the address when nothing answers there', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { code, err } = await rollcall(punchArgs(url));
    expect(code).toBe(1);
    expect(err).toMatch(new RegExp(`^Cannot reach Rollcall at ${url.replace(/\./g, '\\.')}: .*ECONNREFUSED`));
  });

  it('prints the message of an unknown clock id and exits 1', async () => {
    await withGateway(timeCapture(AROHA), async (gateway) => {
      const { code, err } = await rollcall(['punch', '--url', gateway.url, '--clock-id', '9', '--device-token', 'tok']);
      expect(code).toBe(1);
      expect(err).toBe('employeeNotFound: No employee has clock id 9.\n');
    });
  });

  it('refuses a local time the clocks skip in the employee’s zone (exit 2), and punches nothing', async () => {
    await withGateway(timeCapture(AROHA), async (gateway) => {
      // New Zealand's clocks go from 02:00 to 03:00 on 27 September 2026
      const { code, err } = await rollcall(punchArgs(gateway.url, '--at', '2026-09-27T02:30'));
      expect(code).toBe(2);
      expect(err).toBe(
        'rollcall punch: --at 2026-09-27T02:30 does not exist in Pacific/Auckland: the clocks go forward over it\n',
      );
      expect(gateway.received.map((r) => r.method)).toEqual(['GET']);
    });
  });

  it('says in --help how a time without an offset is read', async () => {
    const { code, out } = await rollcall(['punch', '--help']);
    expect(code).toBe(0);
    const help = out.replace(/\s+/g, ' ');
    expect(help).toContain(AT_HELP);
    expect(help).toContain('read in the employee’s time zone');
  });
});

describe('a local time in a zone', () => {
  it('takes the first of a local time the zone has twice (the clocks go back)', () => {
    // New Zealand's clocks go from 03:00 back to 02:00 on 5 April 2026: 02:30 comes at +13:00, then at +12:00
    expect(instantIn('2026-04-05T02:30', 'Pacific/Auckland').toISOString()).toBe('2026-04-04T13:30:00.000Z');
  });
});

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { CliIo } from '../src/api.js';
import { registerEmployeesCommand } from '../src/commands/employees.command.js';
import { SessionStore } from '../src/session/session-store.js';
import { closedPort, runCli, stubGateway, tempDir, testIo, type Received, type Route } from './support.js';

const register = (program: Command, io: CliIo) => registerEmployeesCommand(program, io);

let temp: ReturnType<typeof tempDir>;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  temp = tempDir();
  env = { ROLLCALL_CONFIG_DIR: temp.dir };
});
afterEach(() => temp.remove());

const rollcall = (args: string[]) => runCli(testIo(env), register, args);

async function withGateway<T>(route: Route, body: (gateway: Awaited<ReturnType<typeof stubGateway>>) => Promise<T>) {
  const gateway = await stubGateway(route);
  new SessionStore(temp.dir).write({
    url: gateway.url,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    email: 'admin@demo.test',
  });
  try {
    return await body(gateway);
  } finally {
    await gateway.close();
  }
}

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `e-${n}`,
  userId: null,
  clockId: 1000 + n,
  payId: `P${n}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  middleName: null,
  departmentId: 'd-1',
  departmentName: 'Picker',
  hireOnDateValue: '2025-01-01',
  terminateDateValue: null,
  employeeStatus: 'Active',
  isExport: true,
  mobile: null,
  phone: null,
  fax: null,
  statusApp: false,
  payGroupName: 'Weekly Staff',
  paygroupId: 'g-1',
  timeRoundingName: null,
  scheduleName: null,
  ...extra,
});

/** GET /api/employees/page answering `all` a page at a time, as the server does. */
const paged =
  (all: ReturnType<typeof row>[]): Route =>
  (request: Received) => {
    const query = new URL(request.url, 'http://gateway').searchParams;
    const page = Number(query.get('page'));
    const size = Number(query.get('pageSize'));
    return { status: 200, body: { rows: all.slice((page - 1) * size, page * size), total: all.length } };
  };
const pageQuery = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://gateway').searchParams.entries());

describe('rollcall employees list', () => {
  it('prints a table of the employees, signed in with the stored session', async () => {
    await withGateway(paged([row(1), row(2, { payId: null, firstName: 'Bo' })]), async (gateway) => {
      const { code, out } = await rollcall(['employees', 'list']);
      expect(code).toBe(0);
      expect(out).toBe(
        [
          'Clock ID  Pay ID  First Name  Last Name  Department  Pay Group     Hire On     Status',
          '--------  ------  ----------  ---------  ----------  ------------  ----------  ------',
          '1001      P1      First1      Last1      Picker      Weekly Staff  2025-01-01  Active',
          '1002              Bo          Last2      Picker      Weekly Staff  2025-01-01  Active',
          '2 Active employees',
          '',
        ].join('\n'),
      );
      expect(gateway.received.map((r) => [new URL(r.url, 'http://gateway').pathname, r.headers.authorization])).toEqual(
        [['/api/employees/page', 'Bearer access-1']],
      );
      expect(pageQuery(gateway.received[0]?.url)).toEqual({
        employeeStatus: 'Active',
        page: '1',
        pageSize: '100',
        sort: 'name',
      });
    });
  });

  it('--status picks the status (any case), --json prints the rows', async () => {
    await withGateway(paged([row(3, { employeeStatus: 'Inactive' })]), async (gateway) => {
      const { code, out } = await rollcall(['employees', 'list', '--status', 'inactive', '--json']);
      expect(code).toBe(0);
      expect(JSON.parse(out)).toEqual([row(3, { employeeStatus: 'Inactive' })]);
      expect(pageQuery(gateway.received[0]?.url)).toMatchObject({ employeeStatus: 'Inactive' });
    });
  });

  it('reads every page of a company larger than one page', async () => {
    const staff = Array.from({ length: 230 }, (_, i) => row(i + 1));
    await withGateway(paged(staff), async (gateway) => {
      const { code, out } = await rollcall(['employees', 'list', '--json']);
      expect(code).toBe(0);
      expect((JSON.parse(out) as { clockId: number }[]).map((r) => r.clockId)).toEqual(staff.map((r) => r.clockId));
      expect(gateway.received.map((r) => pageQuery(r.url).page)).toEqual(['1', '2', '3']);
    });
  });

  it('an unknown --status is a usage error (2); a refused call prints the message and exits 1', async () => {
    const bad = await rollcall(['employees', 'list', '--status', 'Retired']);
    expect(bad.code).toBe(2);
    expect(bad.err).toBe(
      'rollcall employees list: --status must be one of Active, Inactive, Terminated (got "Retired")\n',
    );
    await withGateway(
      () => ({ status: 403, body: { statusCode: 403, message: 'You do not have permission to visible timesheet.' } }),
      async () => {
        const refused = await rollcall(['employees', 'list']);
        expect(refused.code).toBe(1);
        expect(refused.err).toBe('You do not have permission to visible timesheet.\n');
      },
    );
  });
});

describe('rollcall employees import', () => {
  const tree = [
    {
      key: 'root',
      title: 'Demo Ltd',
      code: null,
      children: [
        {
          key: 'd-wh',
          title: 'Warehouse',
          code: 'WH',
          children: [{ key: 'd-pk', title: 'Picker', code: 'PK', children: [] }],
        },
      ],
    },
  ];
  const HEADER = 'firstName,lastName,clockId,payId,department,payGroup,hireOnDate,email,standardHours';

  function csv(lines: string[]): string {
    const file = path.join(temp.dir, 'staff.csv');
    writeFileSync(file, `${[HEADER, ...lines].join('\n')}\n`);
    return file;
  }

  /** The gateway: the structure, the pay groups, saves. */
  const route = (): Route => (request: Received) => {
    if (request.url.startsWith('/api/departments')) return { status: 200, body: tree };
    if (request.url === '/api/pay-groups') return { status: 200, body: [{ id: 'g-1', name: 'Weekly Staff' }] };
    const body = request.body as { clockId?: number };
    if (body.clockId === 1001) {
      return {
        status: 409,
        body: { statusCode: 409, message: 'employeeNumerExit', detail: 'Warning: Employee ClockId is exist.' },
      };
    }
    return {
      status: 200,
      body: { message: 'success', employeeId: `new-${body.clockId}`, hasCrossMidnightTs: false },
    };
  };

  it('sends each good row, prints a line per row, reports the refused ones with the server’s answer, exits 1', async () => {
    await withGateway(route(), async (gateway) => {
      const file = csv([
        'Ana,Smith,2001,P2001,PK,Weekly Staff,2026-01-05,ana@demo.test,40',
        'Bo,Li,1001,P1001,warehouse,weekly staff,2026-01-05,,',
        'Cy,Ng,2003,P2003,Office,Weekly Staff,2026-01-05,,',
      ]);
      const { code, out } = await rollcall(['employees', 'import', file]);
      expect(code).toBe(1);
      expect(out).toBe(
        [
          'line 2 (Ana Smith): imported (employee new-2001)',
          'line 3 (Bo Li): refused: employeeNumerExit: Warning: Employee ClockId is exist.',
          'line 4 (Cy Ng): refused: department "Office" has no code or name like it',
          'Imported 1 of 3 rows, 2 refused:',
          '  line 3 (Bo Li): employeeNumerExit: Warning: Employee ClockId is exist.',
          '  line 4 (Cy Ng): department "Office" has no code or name like it',
          '',
        ].join('\n'),
      );
      const saves = gateway.received.filter((r) => r.method === 'POST');
      expect(saves.map((r) => r.url)).toEqual(['/employee/save-without-photo', '/employee/save-without-photo']);
      expect(saves[0]?.body).toEqual({
        firstName: 'Ana',
        lastName: 'Smith',
        clockId: 2001,
        payId: 'P2001',
        departmentId: 'd-pk',
        paygroupId: 'g-1',
        hireOnDateValue: '2026-01-05',
        email: 'ana@demo.test',
        standardHours: 40,
      });
      expect(saves[1]?.body).toMatchObject({ departmentId: 'd-wh', paygroupId: 'g-1' });
    });
  });

  it('exits 0 when every row is imported; --dry-run checks and sends nothing', async () => {
    await withGateway(route(), async (gateway) => {
      const file = csv(['Ana,Smith,2001,P2001,PK,Weekly Staff,2026-01-05,,']);
      const dry = await rollcall(['employees', 'import', file, '--dry-run']);
      expect(dry.code).toBe(0);
      expect(dry.out).toBe(
        'line 2 (Ana Smith): ready\nChecked 1 row (dry run, nothing sent): 1 can be imported, 0 refused.\n',
      );
      expect(gateway.received.filter((r) => r.method === 'POST')).toEqual([]);
      const real = await rollcall(['employees', 'import', file]);
      expect(real.code).toBe(0);
      expect(real.out).toContain('Imported 1 of 1 row, 0 refused.');
    });
  });

  it('a bad file exits 2 before calling the server', async () => {
    const missing = path.join(temp.dir, 'none.csv');
    const none = await rollcall(['employees', 'import', missing]);
    expect(none.code).toBe(2);
    expect(none.err).toBe(`rollcall employees import: ${missing}: cannot read it: no such file\n`);
    const file = path.join(temp.dir, 'bad.csv');
    writeFileSync(file, 'firstName,surname\nA,B\n');
    const bad = await rollcall(['employees', 'import', file]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown column "surname"');
    const noArgument = await rollcall(['employees', 'import']);
    expect(noArgument.code).toBe(2);
  });

  it('stops with exit 1 when the server cannot be reached', async () => {
    const port = await closedPort();
    const file = csv(['Ana,Smith,2001,P2001,PK,Weekly Staff,2026-01-05,,']);
    const { code, err } = await rollcall(['employees', 'import', file, '--url', `http://127.0.0.1:${port}`]);
    expect(code).toBe(1);
    expect(err).toMatch(/^Cannot reach Rollcall at http:\/\/127\.0\.0\.1:\d+: /);
  });
});

// `rollcall punch --at` against the real services: a time without an offset is the employee's local time (their
// structure node's zone, else the company's), whatever zone this machine is in; the punch is stored as that
// instant, and the CLI names the employee and shows the time in their zone. A kiosk that sends a time without an
// offset is refused instead of being read in the server's zone.
import { getDataSourceToken } from '@nestjs/typeorm';
import { EmployeesService, PayGroupsService, StructureService } from '@rollcall/organisation';
import type { DataSource } from 'typeorm';
import { registerPunchCommand } from '../../cli/src/commands/punch.command.js';
import { runCli, testIo } from '../../cli/test/support.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, startThinPath, waitFor, type TestCompany } from '../support/thin-path-fixture.js';

describe('rollcall punch against the services', () => {
  let testApp: TestApp;
  let company: TestCompany;
  const perthClockId = 7301;
  const machineZone = process.env.TZ;

  beforeAll(async () => {
    process.env.TZ = 'UTC'; // the machine of the report: its zone must not matter
    testApp = await startThinPath();
    company = await createCompany(testApp, 'PCLI', 7201);
    // an employee whose structure node is in Perth, in an Auckland company
    const { app } = testApp;
    const structure = app.get(StructureService, { strict: false });
    const root = await structure.root(company.companyId);
    const division = await structure.createChild(company.companyId, {
      parentId: root.id,
      name: 'West',
      timeZoneId: 'Australia/Perth',
    });
    const branch = await structure.createChild(company.companyId, { parentId: division.id, name: 'Perth' });
    const department = await structure.createChild(company.companyId, { parentId: branch.id, name: 'Depot' });
    const position = await structure.createChild(company.companyId, { parentId: department.id, name: 'Driver' });
    const group = await app.get(PayGroupsService, { strict: false }).create(company.companyId, 'Perth weekly');
    await app.get(EmployeesService, { strict: false }).create(company.companyId, {
      firstName: 'Wiremu',
      lastName: 'Perth',
      clockId: perthClockId,
      payId: 'PCLI-P',
      departmentId: position.id,
      paygroupId: group.id,
      hireOnDate: '2025-01-01',
    });
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT time_zone_id FROM time_capture.known_employees WHERE company_id = $1 AND clock_id = $2`,
        [company.companyId, perthClockId],
      )) as { time_zone_id: string | null }[];
      return rows[0]?.time_zone_id === 'Australia/Perth';
    });
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  const rollcall = (...args: string[]) =>
    runCli(testIo({ ROLLCALL_CONFIG_DIR: '/nonexistent-rollcall-config' }), registerPunchCommand, [
      'punch',
      '--url',
      testApp.url,
      ...args,
    ]);

  async function storedPunchTime(punchId: string): Promise<string> {
    let stored = '';
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT punch_time FROM time_capture.punches WHERE company_id = $1 AND device_punch_id = $2`,
        [company.companyId, punchId],
      )) as { punch_time: Date }[];
      stored = rows[0]?.punch_time.toISOString() ?? '';
      return stored !== '';
    });
    return stored;
  }

  it('reads 08:02 in Auckland for an Auckland employee, and says so with their name', async () => {
    const token = company.deviceToken;
    const args = ['--clock-id', String(company.clockId), '--device-token', token, '--punch-id', 'cli-akl'];
    const { code, out, err } = await rollcall(...args, '--at', '2026-11-20T08:02');

    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toBe('Punch recorded for First0 Last0 (clock id 7201) at 2026-11-20 08:02:00 Pacific/Auckland\n');
    expect(await storedPunchTime('cli-akl')).toBe('2026-11-19T19:02:00.000Z');

    const again = await rollcall(...args, '--at', '2026-11-20T08:02');
    expect(again.out).toMatch(/^Already recorded for First0 Last0 \(clock id 7201\) at 2026-11-20 08:02:00 /);
  });

  it('reads it in Perth for an employee whose structure node is in Perth', async () => {
    const { code, out } = await rollcall(
      '--clock-id',
      String(perthClockId),
      '--device-token',
      company.deviceToken,
      '--punch-id',
      'cli-per',
      '--at',
      '2026-11-20T08:02',
    );
    expect(code).toBe(0);
    expect(out).toBe('Punch recorded for Wiremu Perth (clock id 7301) at 2026-11-20 08:02:00 Australia/Perth\n');
    expect(await storedPunchTime('cli-per')).toBe('2026-11-20T00:02:00.000Z');
  });

  it('names the address when the device token is refused', async () => {
    const { code, err } = await rollcall('--clock-id', '7201', '--device-token', 'not-a-token');
    expect(code).toBe(1);
    expect(err).toBe(`Rollcall at ${testApp.url} refused the device token: The device token is not valid.\n`);
  });

  it('refuses a kiosk punch whose time has no offset, and stores nothing', async () => {
    const answer = await call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'X-Device-Token': company.deviceToken },
      body: { deviceId: 'k-1', devicePunchId: 'no-offset', clockId: 7201, punchTime: '2026-11-20T08:02' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toContainEqual({
      field: 'punchTime',
      message:
        'punchTime must be a date and time with its offset, e.g. 2026-11-20T08:02:00+13:00 or 2026-11-19T19:02:00Z',
    });
    const timeCapture = testApp.app.get<DataSource>(getDataSourceToken('time_capture'), { strict: false });
    const rows = (await timeCapture.query(
      `SELECT 1 FROM time_capture.punches WHERE device_punch_id = 'no-offset'`,
    )) as unknown[];
    expect(rows).toEqual([]);
  });
});

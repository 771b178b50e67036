import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type {
  PeriodResponse,
  PunchAnswer,
  PunchPair,
  PunchPairAnswer,
  PunchPairSaveAnswer,
  PunchSaveAnswer,
  TimesheetHistoryPage,
} from '@rollcall/api-client';
import { EventWriter } from '@rollcall/platform';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { recalcSettled } from '../support/recalc-fixture.js';
import { insertPunch } from '../support/rows/time-capture-rows.js';
import type { TestApp } from '../support/test-app.js';
import {
  call,
  createCompany,
  type ErrorAnswer,
  signIn,
  startThinPath,
  type TestCompany,
  waitFor,
} from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

const CLOSED_TEXT =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

/**
 * Punches and punch pairs edited on the timesheet (spec 001 §7): time capture stores the edit, publishes it, and
 * calculation recalculates the day; every change keeps its history. Auckland is UTC+13 in November 2026.
 */
describe('punch edits: saveSinglePunch, deleteSinglePunch, GET /api/punches/{id}, punch pairs', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let timeCapture: DataSource;
  let calculation: DataSource;

  const kiosk = (c: TestCompany, id: string, punchTime: string) =>
    call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': c.deviceToken },
      body: { deviceId: 'kiosk', devicePunchId: id, clockId: c.clockId, punchTime },
    });
  const savePunch = (token: string, body: Record<string, unknown>) =>
    call<Omit<PunchSaveAnswer, 'message'> & ErrorAnswer & { detail?: string }>(
      testApp,
      'POST',
      '/timesheet/saveSinglePunch',
      {
        token,
        body,
      },
    );
  /** A 503 (every connection busy, nothing written) is sent again after Retry-After. */
  const savePunchWaitingOutBusy = async (token: string, body: Record<string, unknown>) => {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await savePunch(token, body);
      if (answer.status !== 503 || attempt === 10) return answer;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const deletePunch = (token: string, body: Record<string, unknown>) =>
    call<ErrorAnswer & { detail?: string; eventIds?: string[] }>(testApp, 'POST', '/timesheet/deleteSinglePunch', {
      token,
      body,
    });
  const savePair = (token: string, id: string, body: Record<string, unknown>) =>
    call<PunchPairSaveAnswer & ErrorAnswer & { detail?: string }>(
      testApp,
      'PUT',
      `/punch-pairs/${encodeURIComponent(id)}`,
      { token, body },
    );
  const records = (token: string, employeeId: string, from: string, to: string, awaiting: string[] = []) =>
    call<PeriodResponse>(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${from}&endT=${to}${
        awaiting.length ? `&awaiting=${awaiting.join(',')}` : ''
      }`,
      { token },
    );
  /** The day as the timesheet shows it once the edit's events are in and its recalculation is done. */
  const settled = async (employeeId: string, day: string, eventIds: string[]) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = await records(admin, employeeId, day, day, eventIds);
      expect(answer.status).toBe(200);
      if (answer.body.awaitingEvents === 0 && answer.body.recalculating === 0) return answer.body;
      if (Date.now() > deadline) throw new Error(`day ${day} not recalculated within 30 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const pairsOf = (period: PeriodResponse): PunchPair[] =>
    period.timeSheets.flatMap((d) => [...d.workShifts.flatMap((s) => s.punchPairs), ...d.unScheduledPairs]);
  const ordinary = (period: PeriodResponse) => period.totals.find((t) => t.code === 'ORD')?.minutes ?? 0;
  const history = (token: string, employeeId: string, day: string) =>
    call<TimesheetHistoryPage>(testApp, 'GET', `/api/timesheet/history?employeeId=${employeeId}&day=${day}`, {
      token,
    });
  const count = async (ds: DataSource, sql: string, params: unknown[] = []) =>
    ((await ds.query(sql, params)) as { n: number }[])[0]?.n ?? 0;
  /** Everything a refused write could have touched. */
  const footprint = async () => ({
    punches: await count(timeCapture, `SELECT count(*)::int AS n FROM time_capture.punches`),
    versions: await count(timeCapture, `SELECT coalesce(sum(version), 0)::int AS n FROM time_capture.punches`),
    deleted: await count(
      timeCapture,
      `SELECT count(*)::int AS n FROM time_capture.punches WHERE deleted_at IS NOT NULL`,
    ),
    outbox: await count(timeCapture, `SELECT count(*)::int AS n FROM time_capture.outbox`),
    history: await count(timeCapture, `SELECT count(*)::int AS n FROM time_capture.change_history`),
  });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'PEA', 7000);
    other = await createCompany(testApp, 'PEB', 8000);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    timeCapture = testApp.app.get<DataSource>(getDataSourceToken('time_capture'), { strict: false });
    calculation = testApp.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('adds a forgotten out punch through the pair, and the day is paid, recalculated and in its history', async () => {
    // Monday 16 November: in 08:02 at the kiosk, no out.
    expect((await kiosk(company, 'mon-in', '2026-11-15T19:02:00Z')).status).toBe(201);
    await waitFor(testApp, async (ds) => (await count(ds, `SELECT count(*)::int AS n FROM calculation.punches`)) > 0);
    const before = await settled(company.employeeId, '2026-11-16', []);
    const [lone] = pairsOf(before);
    expect(lone).toMatchObject({ localIn: '08:02', outPunchId: null, worktime: 0 });
    expect(lone?.id).toBe(`${lone?.inPunchId}~`);

    const pair = await call<PunchPairAnswer>(testApp, 'GET', `/api/punch-pairs/${lone?.id}`, { token: admin });
    expect(pair.status).toBe(200);
    expect(pair.body).toMatchObject({ inDay: '2026-11-16', inTime: '08:02', outTime: null, inPunchType: 'Man' });

    const saved = await savePair(admin, lone?.id ?? '', {
      inDay: '2026-11-16',
      inTime: '08:02',
      outDay: '2026-11-16',
      outTime: '16:32',
      reason: 'forgot to punch out',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ result: true, errorMessage: null });
    const after = await settled(company.employeeId, '2026-11-16', saved.body.eventIds);
    const [complete] = pairsOf(after);
    expect(complete).toMatchObject({ localIn: '08:02', localOut: '16:32', worktime: 510, status: 'Complete' });
    expect(complete?.id).toBe(saved.body.id);
    expect(ordinary(after)).toBe(510);

    const changes = await history(admin, company.employeeId, '2026-11-16');
    expect(changes.body.rows).toEqual([
      expect.objectContaining({
        entity: 'punchPair',
        action: 'updated',
        reason: 'forgot to punch out',
        changedBy: { userId: expect.any(String), email: company.adminEmail },
        before: { in: '2026-11-16 08:02', out: null, site: null, position: null, job: null, task: null },
        after: { in: '2026-11-16 08:02', out: '2026-11-16 16:32', site: null, position: null, job: null, task: null },
      }),
    ]);
  });

  it('adds, moves and deletes a punch, each recalculated, published and in the day’s history', async () => {
    // Tuesday 17 November: New Punch 09:00 and 17:00.
    const first = await savePunch(admin, { employeeId: company.employeeId, day: '2026-11-17', punchTime: '09:00' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'success', punchTime: '2026-11-16T20:00:00.000Z' });
    const second = await savePunch(admin, {
      id: 'New',
      employeeId: company.employeeId,
      day: '2026-11-17',
      punchTime: '17:00',
      dayType: 'Today',
      reason: 'paper timesheet',
    });
    expect(second.status).toBe(200);
    let day = await settled(company.employeeId, '2026-11-17', [...first.body.eventIds, ...second.body.eventIds]);
    expect(pairsOf(day)).toEqual([expect.objectContaining({ localIn: '09:00', localOut: '17:00', worktime: 480 })]);

    const read = await call<PunchAnswer>(testApp, 'GET', `/api/punches/${second.body.punchId}`, { token: admin });
    expect(read.body).toMatchObject({
      day: '2026-11-17',
      time: '17:00',
      timeZone: 'Pacific/Auckland',
      source: 'Manual',
      punchType: 'Man',
      reason: 'paper timesheet',
      version: 1,
    });

    // Modify Punch: the out moves to 16:15
    const moved = await savePunch(admin, {
      id: second.body.punchId,
      employeeId: company.employeeId,
      day: '2026-11-17',
      punchTime: '16:15',
      reason: 'left early',
    });
    expect(moved.status).toBe(200);
    day = await settled(company.employeeId, '2026-11-17', moved.body.eventIds);
    expect(pairsOf(day)).toEqual([expect.objectContaining({ localOut: '16:15', worktime: 435 })]);
    expect(
      await count(
        timeCapture,
        `SELECT count(*)::int AS n FROM time_capture.outbox
          WHERE type = 'time.punch.changed.v1' AND payload->>'punchId' = $1 AND (payload->>'version')::int = 2`,
        [second.body.punchId],
      ),
    ).toBe(1);

    // Delete the in punch: the out stays alone
    const removed = await deletePunch(admin, {
      punchId: first.body.punchId,
      employeeId: company.employeeId,
      day: '2026-11-17',
    });
    expect(removed.status).toBe(200);
    day = await settled(company.employeeId, '2026-11-17', removed.body.eventIds ?? []);
    // the 16:15 punch is alone now: an in punch waiting for its out
    expect(pairsOf(day)).toEqual([
      expect.objectContaining({ inPunchId: second.body.punchId, localIn: '16:15', outPunchId: null, worktime: 0 }),
    ]);
    expect((await call(testApp, 'GET', `/api/punches/${first.body.punchId}`, { token: admin })).status).toBe(404);
    expect(
      (await deletePunch(admin, { punchId: first.body.punchId, employeeId: company.employeeId })).body,
    ).toMatchObject({ message: 'noPunch', detail: 'Punch not found.' });

    const changes = await history(admin, company.employeeId, '2026-11-17');
    expect(changes.body.rows.map((r) => [r.entity, r.action, r.before?.time ?? null, r.after?.time ?? null])).toEqual([
      ['punch', 'deleted', '2026-11-17 09:00', null],
      ['punch', 'updated', '2026-11-17 17:00', '2026-11-17 16:15'],
      ['punch', 'created', null, '2026-11-17 17:00'],
      ['punch', 'created', null, '2026-11-17 09:00'],
    ]);
  });

  it('refuses the same sign time with the spec’s text, and writes nothing', async () => {
    const at = await savePunch(admin, { employeeId: company.employeeId, day: '2026-11-18', punchTime: '07:00' });
    expect(at.status).toBe(200);
    const before = await footprint();
    const again = await savePunch(admin, { employeeId: company.employeeId, day: '2026-11-18', punchTime: '07:00' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'hasExistPunchRecord',
      detail: 'The same sign time exists, please modify it and try again.',
    });
    // a kiosk punch at 07:00:40 is the same sign time too
    await kiosk(company, 'wed-0700', '2026-11-17T18:00:40Z');
    const nearKiosk = await footprint();
    const moved = await savePunch(admin, {
      id: at.body.punchId,
      employeeId: company.employeeId,
      day: '2026-11-18',
      punchTime: '07:01',
    });
    expect(moved.body.message).toBe('hasExistPunchRecord');
    expect(await footprint()).toEqual(nearKiosk);
    expect(nearKiosk.punches).toBe(before.punches + 1);
  });

  it('refuses bad input with 400 and a clear message, and unknown punches and pairs with 404', async () => {
    const noTime = await savePunch(admin, { employeeId: company.employeeId, day: '2026-11-19', punchTime: '' });
    expect(noTime.status).toBe(400);
    expect(JSON.stringify(noTime.body)).toContain('Time is required (HH:mm).');
    // 27 September 2026 02:30 does not exist in Auckland (the clocks go forward at 02:00)
    const skipped = await savePunch(admin, { employeeId: company.employeeId, day: '2026-09-27', punchTime: '02:30' });
    expect(skipped.status).toBe(400);
    expect(skipped.body.message).toBe('timeSkipped');
    const noSite = await savePunch(admin, {
      employeeId: company.employeeId,
      day: '2026-11-19',
      punchTime: '10:00',
      workPlaceId: 'no-such-site',
    });
    expect(noSite.body).toMatchObject({ message: 'noSite', detail: 'The site does not exist.' });
    const orphanTask = await savePunch(admin, {
      employeeId: company.employeeId,
      day: '2026-11-19',
      punchTime: '10:00',
      taskId: 'no-such-task',
    });
    expect(orphanTask.body.message).toBe('noTask');

    const day = await settled(company.employeeId, '2026-11-16', []);
    const [pair] = pairsOf(day);
    const reversed = await savePair(admin, pair?.id ?? '', {
      inDay: '2026-11-16',
      inTime: '17:00',
      outDay: '2026-11-16',
      outTime: '16:32',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ message: 'outBeforeIn', detail: 'Out must be later than In!' });
    const noIn = await savePair(admin, pair?.id ?? '', { outDay: '2026-11-16', outTime: '16:40' });
    expect(noIn.body.message).toBe('inTimeRequired');
    for (const id of ['nonsense', '~', `${company.employeeId}~`]) {
      expect((await call(testApp, 'GET', `/api/punch-pairs/${encodeURIComponent(id)}`, { token: admin })).status).toBe(
        404,
      );
    }
    expect((await call(testApp, 'GET', '/api/punches/not-a-punch', { token: admin })).status).toBe(404);
  });

  it('lets an Employee read their own punches and pairs, and edit nothing; never another company’s', async () => {
    const own = await savePunch(admin, { employeeId: company.employeeId, day: '2026-11-20', punchTime: '08:00' });
    const theirs = await savePunch(admin, {
      employeeId: company.otherEmployeeId,
      day: '2026-11-20',
      punchTime: '08:00',
    });
    expect((await call(testApp, 'GET', `/api/punches/${own.body.punchId}`, { token: employee })).status).toBe(200);
    expect((await call(testApp, 'GET', `/api/punch-pairs/${own.body.punchId}~`, { token: employee })).status).toBe(200);
    const outside = await call(testApp, 'GET', `/api/punches/${theirs.body.punchId}`, { token: employee });
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ message: 'You can only see your own employee record.' });

    const before = await footprint();
    const refusals = [
      await savePunch(employee, { employeeId: company.employeeId, day: '2026-11-20', punchTime: '12:00' }),
      await savePunch(employee, {
        id: own.body.punchId,
        employeeId: company.employeeId,
        day: '2026-11-20',
        punchTime: '08:05',
      }),
      await deletePunch(employee, { punchId: own.body.punchId, employeeId: company.employeeId }),
      await savePair(employee, `${own.body.punchId}~`, {
        inDay: '2026-11-20',
        inTime: '08:00',
        outDay: '2026-11-20',
        outTime: '16:00',
      }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(await footprint()).toEqual(before);

    const otherAdmin = await signIn(testApp, other.adminEmail);
    expect((await call(testApp, 'GET', `/api/punches/${own.body.punchId}`, { token: otherAdmin })).status).toBe(404);
    expect((await call(testApp, 'GET', `/api/punch-pairs/${own.body.punchId}~`, { token: otherAdmin })).status).toBe(
      404,
    );
    const acrossSave = await savePunch(otherAdmin, {
      id: own.body.punchId,
      employeeId: company.employeeId,
      day: '2026-11-20',
      punchTime: '09:00',
    });
    expect(acrossSave.status).toBe(404);
    expect((await deletePunch(otherAdmin, { punchId: own.body.punchId, employeeId: other.employeeId })).status).toBe(
      404,
    );
    expect(await footprint()).toEqual(before);
  });

  it('cannot delete an auto-paired out punch', async () => {
    const autoPaired = await insertPunch(timeCapture, {
      companyId: company.companyId,
      employeeId: company.employeeId,
      clockId: company.clockId,
      punchTime: new Date('2026-11-21T04:00:00Z'),
      source: 'AutoPair',
    });
    const read = await call<PunchAnswer>(testApp, 'GET', `/api/punches/${autoPaired}`, { token: admin });
    expect(read.body.punchType).toBe('AutoPair');
    const before = await footprint();
    const refused = await deletePunch(admin, { punchId: autoPaired, employeeId: company.employeeId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'autoPaired', detail: 'Auto-paired out punches cannot be deleted.' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses every write in a closed pay period with the spec’s text, writing nothing, and takes them again once reopened', async () => {
    // the week of 23 November, weekly pay group
    const monday = await savePunch(admin, { employeeId: company.employeeId, day: '2026-11-23', punchTime: '08:00' });
    const week = await records(admin, company.employeeId, '2026-11-23', '2026-11-29');
    const periodId = week.body.payrollTransferId;
    expect(periodId).toBeTruthy();
    // a close refuses while any day of the period is still queued for recalculation
    await recalcSettled(testApp);
    const close = await call(testApp, 'POST', `/api/pay-periods/${periodId}/close`, {
      token: admin,
      body: { reason: 'paid' },
    });
    expect(close.status).toBe(200);
    await waitFor(
      testApp,
      async () =>
        (await count(timeCapture, `SELECT count(*)::int AS n FROM time_capture.pay_periods WHERE id = $1 AND closed`, [
          periodId,
        ])) === 1,
    );

    const before = await footprint();
    const refusals = [
      await savePunch(admin, { employeeId: company.employeeId, day: '2026-11-24', punchTime: '08:00' }),
      await savePunch(admin, {
        id: monday.body.punchId,
        employeeId: company.employeeId,
        day: '2026-11-23',
        punchTime: '08:10',
      }),
      // moving a punch out of the closed week is refused too
      await savePunch(admin, {
        id: monday.body.punchId,
        employeeId: company.employeeId,
        day: '2026-11-30',
        punchTime: '08:10',
      }),
      await deletePunch(admin, { punchId: monday.body.punchId, employeeId: company.employeeId }),
      await savePair(admin, `${monday.body.punchId}~`, {
        inDay: '2026-11-23',
        inTime: '08:00',
        outDay: '2026-11-23',
        outTime: '16:00',
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'periodClosed', detail: CLOSED_TEXT });
    }
    expect(await footprint()).toEqual(before);

    await call(testApp, 'POST', `/api/pay-periods/${periodId}/open`, { token: admin, body: { reason: 'a fix' } });
    await waitFor(
      testApp,
      async () =>
        (await count(timeCapture, `SELECT count(*)::int AS n FROM time_capture.pay_periods WHERE id = $1 AND closed`, [
          periodId,
        ])) === 0,
    );
    const reopened = await savePair(admin, `${monday.body.punchId}~`, {
      inDay: '2026-11-23',
      inTime: '08:00',
      outDay: '2026-11-23',
      outTime: '16:00',
    });
    expect(reopened.status).toBe(200);
  });

  it('takes many edits at once: one punch per sign time, every edit of a punch counted once', async () => {
    // (the tests' pools hold one connection a service, so a burst queues for it; on a loaded machine six at a time
    // can outlast the three seconds a request waits for a connection, and the 503 is waited out)
    // 6 different times at once: all stored
    const distinct = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        savePunchWaitingOutBusy(admin, {
          employeeId: company.otherEmployeeId,
          day: '2026-12-01',
          punchTime: `${String(6 + i).padStart(2, '0')}:00`,
        }),
      ),
    );
    expect(distinct.map((r) => r.status)).toEqual(distinct.map(() => 200));
    // 6 of the same time at once: one stored, the others refused
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        savePunchWaitingOutBusy(admin, { employeeId: company.otherEmployeeId, day: '2026-12-02', punchTime: '06:00' }),
      ),
    );
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    expect(same.filter((r) => r.body.message === 'hasExistPunchRecord')).toHaveLength(5);
    // 6 edits of one punch to different times at once: each applied in turn, the version counts them
    const target = distinct[0]?.body.punchId ?? '';
    const edits = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        savePunchWaitingOutBusy(admin, {
          id: target,
          employeeId: company.otherEmployeeId,
          day: '2026-12-03',
          punchTime: `05:${String(10 + i).padStart(2, '0')}`,
        }),
      ),
    );
    expect(edits.map((r) => r.status)).toEqual(edits.map(() => 200));
    const [stored] = (await timeCapture.query(`SELECT version, punch_time FROM time_capture.punches WHERE id = $1`, [
      target,
    ])) as { version: number; punch_time: Date }[];
    expect(stored?.version).toBe(7);
    // calculation ends with the punch where time capture has it
    await settled(
      company.otherEmployeeId,
      '2026-12-03',
      edits.flatMap((r) => r.body.eventIds),
    );
    const [calculated] = (await calculation.query(`SELECT version, punch_time FROM calculation.punches WHERE id = $1`, [
      target,
    ])) as { version: number; punch_time: Date }[];
    expect(calculated).toEqual(stored);
  });

  it('takes a punch’s changes in calculation whatever their order: an edit or a delete before its recorded event', async () => {
    // two topics, so no order between them over Kafka; here the outbox publishes them in this order
    const edited = randomUUID();
    const deleted = randomUUID();
    const punch = (punchId: string, punchTime: string) => ({
      punchId,
      employeeId: company.otherEmployeeId,
      clockId: company.clockId + 1,
      punchTime,
      source: 'Manual' as const,
      workPlaceId: null,
      positionId: null,
      jobId: null,
      taskId: null,
    });
    const recorded = (punchId: string) => ({
      type: 'time.punch.recorded.v1' as const,
      companyId: company.companyId,
      key: company.otherEmployeeId,
      payload: { ...punch(punchId, '2026-12-07T19:00:00.000Z'), deviceId: null, devicePunchId: null },
    });
    const changed = (punchId: string, isDeleted: boolean) => ({
      type: 'time.punch.changed.v1' as const,
      companyId: company.companyId,
      key: company.otherEmployeeId,
      payload: { ...punch(punchId, '2026-12-07T20:30:00.000Z'), version: 2, deleted: isDeleted },
    });
    const events = await timeCapture.transaction((manager) =>
      new EventWriter('time_capture').write(manager, [
        changed(edited, false),
        changed(deleted, true),
        recorded(edited),
        recorded(deleted),
      ]),
    );
    await waitFor(
      testApp,
      async (ds) =>
        (await count(ds, `SELECT count(*)::int AS n FROM calculation.inbox WHERE event_id = ANY($1::uuid[])`, [
          events.map((e) => e.id),
        ])) === 4,
    );
    const rows = (await calculation.query(
      `SELECT id, version, punch_time FROM calculation.punches WHERE id = ANY($1::uuid[])`,
      [[edited, deleted]],
    )) as { id: string; version: number; punch_time: Date }[];
    expect(rows).toEqual([{ id: edited, version: 2, punch_time: new Date('2026-12-07T20:30:00.000Z') }]);
    expect(
      await count(calculation, `SELECT count(*)::int AS n FROM calculation.deleted_punches WHERE id = $1`, [deleted]),
    ).toBe(1);
  });
});

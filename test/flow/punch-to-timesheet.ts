// Event flow, distributed mode: every service and the gateway in its own process, a real Kafka broker and a real
// PostgreSQL. A kiosk punch goes in at the gateway, travels time capture → Kafka → calculation and comes back
// out of the gateway as a calculated timesheet; a replayed punch is stored once; a calculation service that
// crashes, misses punches and is replayed everything from the start of its topics still counts every punch once.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ReadinessReport } from '@rollcall/platform';
import { Kafka, logLevel } from 'kafkajs';
import { DateTime } from 'luxon';
import type { FlowRun, FlowSystem, SeededFlowCompany } from '../support/flow-system.js';

const ZONE = 'Pacific/Auckland';
const CLOCK_ID = 4242;
const DEVICE_ID = 'flow-kiosk-1';
const CALC_GROUP = 'rollcall-calculation';
/** The topics the calculation service consumes (services/calculation/src/read-models/read-model-events.controller.ts). */
const CALC_TOPICS = [
  'org.company.changed.v1',
  'org.department.changed.v1',
  'org.employee.changed.v1',
  'org.paygroup.changed.v1',
  'org.paytype.changed.v1',
  'time.punch.recorded.v1',
];
/** How long the system has to calculate what was punched. */
const SETTLE_MS = 60_000;

interface PunchAnswer {
  message: string;
  punchId: string;
  employeeId: string;
  punchTime: string;
  duplicate: boolean;
}

interface PunchPair {
  inPunchId: string | null;
  outPunchId: string | null;
  localIn: string | null;
  localOut: string | null;
  worktime: number;
  status: string;
}

interface TimesheetDay {
  day: string;
  type: string;
  workShifts: { punchPairs: PunchPair[]; paidMinutes: number }[];
  unScheduledPairs: PunchPair[];
  payTypeTimes: { code: string; minutes?: number }[];
}

interface Period {
  timeSheets: TimesheetDay[];
  totals: { code: string; minutes?: number }[];
}

/** One worked day: a kiosk in and out punch, local times in the employee's zone, and what the engine pays. */
interface WorkedDay {
  date: string;
  in: string;
  out: string;
  /** unscheduled, approved by the default pay group, no break rule ("None"): every minute between in and out */
  paidMinutes: number;
}

const today = DateTime.now().setZone(ZONE).startOf('day');
const dateBack = (days: number) => today.minus({ days }).toISODate() ?? '';
const FIRST_DAY: WorkedDay = { date: dateBack(10), in: '08:00', out: '16:30', paidMinutes: 510 };
/** Punched while the calculation service is down; two days apart so no pair or shift can span them. */
const DAYS_WHILE_DOWN: WorkedDay[] = [
  { date: dateBack(8), in: '07:00', out: '15:00', paidMinutes: 480 },
  { date: dateBack(6), in: '09:15', out: '17:45', paidMinutes: 510 },
  { date: dateBack(4), in: '06:00', out: '14:20', paidMinutes: 500 },
];
const RANGE = { fromT: dateBack(12), endT: today.toISODate() ?? '' };

let running: () => FlowRun;
let flow: FlowSystem;
/** the seeded company's admin */
let signInAs: FlowRun['admin'];
let seeded: SeededFlowCompany;
let accessToken = '';

const call = <T>(
  method: string,
  pathAndQuery: string,
  options: { body?: unknown; token?: string; deviceToken?: string } = {},
) =>
  flow.call<T>(method, pathAndQuery, {
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.token ? { token: options.token } : {}),
    ...(options.deviceToken ? { headers: { 'x-device-token': options.deviceToken } } : {}),
  });

/** Retries `check` until it returns without throwing (SETTLE_MS by default). */
const eventually = <T>(what: string, check: () => Promise<T>, timeoutMs = SETTLE_MS) =>
  flow.eventually(what, check, timeoutMs);

const rows = <T>(text: string, values: unknown[] = []) => flow.rows<T>(text, values);

function instant(date: string, time: string): string {
  return DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toUTC().toISO() ?? '';
}

function punch(devicePunchId: string, at: string) {
  return call<PunchAnswer>('POST', '/api/kiosk-punches', {
    deviceToken: seeded.deviceToken,
    body: { deviceId: DEVICE_ID, devicePunchId, clockId: CLOCK_ID, punchTime: at },
  });
}

async function punchCreated(devicePunchId: string, at: string): Promise<PunchAnswer> {
  const answer = await punch(devicePunchId, at);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({
    message: 'success',
    duplicate: false,
    employeeId: seeded.employeeId,
    punchTime: at,
  });
  return answer.body;
}

async function timesheet(): Promise<Period> {
  const query = new URLSearchParams({ employeeId: seeded.employeeId, ...RANGE });
  const answer = await call<Period>('GET', `/api/timesheet/getPunchRecords?${query}`, { token: accessToken });
  if (answer.status !== 200)
    throw new Error(`getPunchRecords answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const minutesOf = (entries: { minutes?: number }[]) => entries.reduce((sum, e) => sum + (e.minutes ?? 0), 0);

function pairsOf(day: TimesheetDay): PunchPair[] {
  return [...day.unScheduledPairs, ...day.workShifts.flatMap((s) => s.punchPairs)];
}

/** Throws unless the day shows exactly one complete pair from `worked.in` to `worked.out` paying its minutes. */
function expectWorkedDay(period: Period, worked: WorkedDay, punchIds: { in: string; out: string }): void {
  const day = period.timeSheets.find((d) => d.day === worked.date);
  if (!day) throw new Error(`no timesheet day ${worked.date}`);
  const pairs = pairsOf(day);
  const shown = JSON.stringify({ type: day.type, pairs, payTypeTimes: day.payTypeTimes });
  if (pairs.length !== 1) throw new Error(`${worked.date} shows ${pairs.length} pairs: ${shown}`);
  expect(pairs[0]).toMatchObject({
    inPunchId: punchIds.in,
    outPunchId: punchIds.out,
    localIn: worked.in,
    localOut: worked.out,
    worktime: worked.paidMinutes,
    status: 'Complete',
  });
  expect(day.type).toBe('Working');
  expect(minutesOf(day.payTypeTimes)).toBe(worked.paidMinutes);
}

async function unsentTimeCaptureEvents(): Promise<number> {
  const [row] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM time_capture.outbox WHERE sent_at IS NULL`);
  return row?.n ?? 0;
}

const punchIds = new Map<string, { in: string; out: string }>();

/** Registers the punch-to-timesheet tests, run on the system `run` hands them (distributed.flow-spec.ts). */
export function punchToTimesheet(run: () => FlowRun): void {
  running = run;
  describe('punch to timesheet, distributed over Kafka', punchToTimesheetTests);
}

function punchToTimesheetTests(): void {
  beforeAll(async () => {
    ({ flow, admin: signInAs } = running());
    seeded = flow.seeded;
    const login = await call<{ accessToken: string; refreshToken: string }>('POST', '/account/login', {
      body: { email: signInAs.email, password: signInAs.password, appType: 'web' },
    });
    expect(login.status).toBe(200);
    accessToken = login.body.accessToken;
    expect(accessToken).toEqual(expect.any(String));
  });

  it('turns away a call without a valid access token at the gateway', async () => {
    const query = new URLSearchParams({ employeeId: seeded.employeeId, ...RANGE });
    const none = await call<{ message: string }>('GET', `/api/timesheet/getPunchRecords?${query}`, {});
    const forged = await call<{ message: string }>('GET', `/api/timesheet/getPunchRecords?${query}`, {
      token: 'e30.e30.x',
    });
    expect(none.status).toBe(401);
    expect(forged.status).toBe(401);
    expect(none.body.message).toBe('Please sign in again: the access token is missing or expired.');
  });

  it('is ready when every service is, over Kafka, and names a service that stops answering', async () => {
    const { system } = flow;
    const services = system.services.map((s) => s.name);
    const ready = await call<ReadinessReport>('GET', '/api/ready');
    expect({ status: ready.status, message: ready.body.message }).toEqual({
      status: 200,
      message: 'Rollcall is ready.',
    });
    for (const service of services) {
      // each service's own checks, merged by the gateway: its Kafka consumer and its database
      expect(ready.body.checks).toContainEqual(expect.objectContaining({ service, check: 'event bus', ok: true }));
      expect(ready.body.checks).toContainEqual(expect.objectContaining({ service, check: 'database', ok: true }));
    }
    const own = await fetch(`${system.services[0]?.url}/api/ready`);
    expect(own.status).toBe(200);
    expect((await call<{ status: string }>('GET', '/api/health')).body).toEqual({ status: 'ok' });

    await system.stopService('reporting');
    try {
      const down = await call<ReadinessReport>('GET', '/api/ready');
      expect(down.status).toBe(503);
      expect(down.body.status).toBe('not ready');
      expect(down.body.message).toMatch(
        /^Rollcall is not ready: reporting: does not answer at http:\/\/127\.0\.0\.1:\d+\/api\/ready/,
      );
      expect(down.body.checks.filter((c) => !c.ok).map((c) => c.service)).toEqual(['reporting']);
    } finally {
      await system.startService('reporting');
    }
    expect((await call<ReadinessReport>('GET', '/api/ready')).status).toBe(200);
  }, 120_000);

  it('calculates a kiosk punch pair sent through the gateway', async () => {
    const inAt = instant(FIRST_DAY.date, FIRST_DAY.in);
    // Time capture learns the company's device token and the clock id from organisation's events on Kafka.
    const first = await eventually('time capture knows the seeded company and clock id', async () => {
      const answer = await punch(`${FIRST_DAY.date}-in`, inAt);
      if (answer.status !== 201)
        throw new Error(`kiosk punch answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    });
    expect(first).toMatchObject({
      message: 'success',
      duplicate: false,
      employeeId: seeded.employeeId,
      punchTime: inAt,
    });
    const out = await punchCreated(`${FIRST_DAY.date}-out`, instant(FIRST_DAY.date, FIRST_DAY.out));
    punchIds.set(FIRST_DAY.date, { in: first.punchId, out: out.punchId });

    const period = await eventually(`${FIRST_DAY.date} calculated`, async () => {
      const answer = await timesheet();
      expectWorkedDay(answer, FIRST_DAY, { in: first.punchId, out: out.punchId });
      return answer;
    });
    expect(minutesOf(period.totals)).toBe(FIRST_DAY.paidMinutes);
    expect(period.totals.find((t) => t.code === 'ORD')?.minutes).toBe(FIRST_DAY.paidMinutes);
  }, 120_000);

  it('keeps a Supervisor to the nodes they manage in each service’s own process', async () => {
    // As the Admin, through the gateway: an Office beside the seeded department, an employee in it, and a
    // Supervisor who manages the seeded department only.
    interface Node {
      key: string;
      title: string;
      children: Node[];
    }
    const tree = await call<Node[]>('GET', '/api/departments', { token: accessToken });
    const branch = tree.body[0]?.children[0]?.children[0];
    const department = branch?.children.find((n) => n.title === 'Flow Department');
    if (!branch || !department) throw new Error(`the seeded tree is not as expected: ${JSON.stringify(tree.body)}`);
    const office = await call<{ departmentVo: { id: string } }>('POST', '/department/save', {
      token: accessToken,
      body: { parent: branch.key, departmentName: 'Flow Office' },
    });
    expect(office.status).toBe(200);
    const groups = await call<{ id: string }[]>('GET', '/api/pay-groups', { token: accessToken });
    const outsider = await call<{ employeeId: string }>('POST', '/employee/save-without-photo', {
      token: accessToken,
      body: {
        firstName: 'Otto',
        lastName: 'Outside',
        clockId: CLOCK_ID + 1,
        payId: `P${CLOCK_ID + 1}`,
        departmentId: office.body.departmentVo.id,
        paygroupId: groups.body[0]?.id,
        hireOnDateValue: '2020-01-01',
      },
    });
    expect(outsider.status).toBe(200);
    const supervisorEmail = 'supervisor@flow.test';
    const user = await call('POST', '/user/save-without-photo', {
      token: accessToken,
      body: {
        email: supervisorEmail,
        firstName: 'Sam',
        lastName: 'Supervisor',
        password: signInAs.password,
        confirm_password: signInAs.password,
        roleId: '3',
        departments: [department.key],
      },
    });
    expect(user.status).toBe(200);
    const login = await call<{ accessToken: string }>('POST', '/account/login', {
      body: { email: supervisorEmail, password: signInAs.password, appType: 'web' },
    });
    expect(login.status).toBe(200);
    const supervisor = login.body.accessToken;
    const timesheetOf = (employeeId: string) =>
      call<{ message?: string }>(
        'GET',
        `/api/timesheet/getPunchRecords?${new URLSearchParams({ employeeId, ...RANGE })}`,
        {
          token: supervisor,
        },
      );

    // calculation applies the rule with its own copy of the tree and the employees, learnt over Kafka
    expect((await timesheetOf(seeded.employeeId)).status).toBe(200);
    await eventually('calculation knows the Office employee and refuses them to the Supervisor', async () => {
      const answer = await timesheetOf(outsider.body.employeeId);
      expect([answer.status, answer.body.message]).toEqual([
        403,
        'You can only see employees of the structure nodes you manage.',
      ]);
    });
    // organisation applies it to its own tables
    const listed = await call<{ id: string }[]>('GET', '/api/employees', { token: supervisor });
    expect(listed.body.map((e) => e.id)).toEqual([seeded.employeeId]);
    const all = await call<{ id: string }[]>('GET', '/api/employees', { token: accessToken });
    expect(all.body.map((e) => e.id).sort()).toEqual([seeded.employeeId, outsider.body.employeeId].sort());
  }, 120_000);

  it('stores a replayed kiosk punch once and answers with the first', async () => {
    const ids = punchIds.get(FIRST_DAY.date);
    if (!ids) throw new Error('the first test did not record its punches');
    const replay = await punch(`${FIRST_DAY.date}-in`, instant(FIRST_DAY.date, FIRST_DAY.in));
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({
      message: 'success',
      duplicate: true,
      punchId: ids.in,
      employeeId: seeded.employeeId,
    });

    const stored = await rows<{ id: string }>(
      `SELECT id FROM time_capture.punches WHERE device_id = $1 AND device_punch_id = $2`,
      [DEVICE_ID, `${FIRST_DAY.date}-in`],
    );
    expect(stored).toEqual([{ id: ids.in }]);
    const published = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM time_capture.outbox WHERE type = 'time.punch.recorded.v1' AND payload->>'punchId' = $1`,
      [ids.in],
    );
    expect(published[0]?.n).toBe(1);

    // Nothing new reached calculation: still the two punches, one pair, the same minutes.
    await eventually('time capture has published its outbox', async () =>
      expect(await unsentTimeCaptureEvents()).toBe(0),
    );
    const period = await timesheet();
    expectWorkedDay(period, FIRST_DAY, ids);
    expect(minutesOf(period.totals)).toBe(FIRST_DAY.paidMinutes);
    const readModel = await rows<{ id: string }>(
      `SELECT id FROM calculation.punches WHERE employee_id = $1 ORDER BY punch_time`,
      [seeded.employeeId],
    );
    expect(readModel.map((p) => p.id)).toEqual([ids.in, ids.out]);
  }, 60_000);

  it('counts every punch once after the calculation service crashes and its events are replayed', async () => {
    const { system, kafka } = flow;
    const firstIds = punchIds.get(FIRST_DAY.date);
    if (!firstIds) throw new Error('the first test did not record its punches');
    const before = await rows<{ calculated_at: Date; paid_minutes: number }>(
      `SELECT calculated_at, paid_minutes FROM calculation.calculated_days WHERE employee_id = $1 AND date = $2`,
      [seeded.employeeId, FIRST_DAY.date],
    );
    expect(before).toHaveLength(1);
    expect(before[0]?.paid_minutes).toBe(FIRST_DAY.paidMinutes);
    const firstDayEvents = async () =>
      (
        await rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM calculation.outbox WHERE type = 'calc.day.calculated.v1' AND payload->>'date' = $1`,
          [FIRST_DAY.date],
        )
      )[0]?.n;
    const firstDayEventsBefore = await firstDayEvents();

    // A crash: no graceful leave of the consumer group, no last offset commit.
    await system.stopService('calculation', 'SIGKILL');

    for (const worked of DAYS_WHILE_DOWN) {
      const inPunch = await punchCreated(`${worked.date}-in`, instant(worked.date, worked.in));
      const outPunch = await punchCreated(`${worked.date}-out`, instant(worked.date, worked.out));
      punchIds.set(worked.date, { in: inPunch.punchId, out: outPunch.punchId });
    }
    // Published to Kafka while nobody in calculation's group is there to read them.
    await eventually('time capture has published the punches', async () =>
      expect(await unsentTimeCaptureEvents()).toBe(0),
    );
    const seenWhileDown = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`,
      [seeded.employeeId],
    );
    expect(seenWhileDown[0]?.n).toBe(2);

    // As if the crash had come before any offset commit: rewind calculation's group to the start of every topic,
    // so the restarted service receives again every event it already handled, besides the new ones.
    const admin = new Kafka({
      clientId: 'flow-test-admin',
      brokers: [kafka.brokers],
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      await eventually(
        'the crashed consumer left the group (session timeout)',
        async () => {
          const { groups } = await admin.describeGroups([CALC_GROUP]);
          expect(groups[0]?.state).toBe('Empty');
        },
        60_000,
      );
      const committed = await admin.fetchOffsets({ groupId: CALC_GROUP, topics: CALC_TOPICS });
      // the group had read and committed the first day's two punch events before the crash
      const punchTopic = committed.find((t) => t.topic === 'time.punch.recorded.v1');
      expect(punchTopic?.partitions.reduce((sum, p) => sum + Math.max(0, Number(p.offset)), 0)).toBe(2);
      for (const topic of CALC_TOPICS) {
        const partitions = (await admin.fetchTopicOffsets(topic)).map((p) => ({
          partition: p.partition,
          offset: p.low,
        }));
        await admin.setOffsets({ groupId: CALC_GROUP, topic, partitions });
      }

      await system.startService('calculation');

      // The restarted consumer has read (and committed) every topic to its end: the replay is over.
      await eventually('calculation has consumed every topic to its end', async () => {
        const atEnd = await admin.fetchOffsets({ groupId: CALC_GROUP, topics: CALC_TOPICS });
        for (const topic of CALC_TOPICS) {
          const ends = await admin.fetchTopicOffsets(topic);
          const done = atEnd.find((t) => t.topic === topic)?.partitions ?? [];
          for (const end of ends) {
            const at = done.find((p) => p.partition === end.partition)?.offset;
            expect(`${topic}/${end.partition}@${at}`).toBe(`${topic}/${end.partition}@${end.high}`);
          }
        }
      });
    } finally {
      await admin.disconnect();
    }

    const expected = [FIRST_DAY, ...DAYS_WHILE_DOWN];
    const period = await eventually('every day calculated after the restart', async () => {
      const answer = await timesheet();
      for (const worked of expected) {
        const ids = punchIds.get(worked.date);
        if (!ids) throw new Error(`no punch ids for ${worked.date}`);
        expectWorkedDay(answer, worked, ids);
      }
      return answer;
    });
    const totalMinutes = expected.reduce((sum, w) => sum + w.paidMinutes, 0);
    expect(totalMinutes).toBe(2000);
    expect(minutesOf(period.totals)).toBe(totalMinutes);
    expect(period.totals.find((t) => t.code === 'ORD')?.minutes).toBe(totalMinutes);
    // the days in between have no punches and nothing paid
    const otherDays = period.timeSheets.filter((d) => !expected.some((w) => w.date === d.day));
    expect(otherDays.flatMap(pairsOf)).toEqual([]);
    expect(minutesOf(otherDays.flatMap((d) => d.payTypeTimes))).toBe(0);

    // Every event calculation consumes was handled exactly once, and nothing is left to calculate.
    const processed = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM calculation.inbox`);
    const consumable = await rows<{ n: number }>(
      `SELECT (SELECT count(*) FROM organisation.outbox WHERE type = ANY($1::text[]))::int
            + (SELECT count(*) FROM time_capture.outbox WHERE type = ANY($1::text[]))::int AS n`,
      [CALC_TOPICS],
    );
    expect(processed[0]?.n).toBe(consumable[0]?.n);
    await eventually('the recalculation queue is empty', async () => {
      const queued = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM calculation.recalc_queue`);
      expect(queued[0]?.n).toBe(0);
    });

    // The inbox: one row per event id, and every punch event of time capture is in it exactly once.
    const doubled = await rows(`SELECT event_id FROM calculation.inbox GROUP BY event_id HAVING count(*) > 1`);
    expect(doubled).toEqual([]);
    const punchEvents = await rows<{ id: string }>(
      `SELECT id FROM time_capture.outbox WHERE type = 'time.punch.recorded.v1' ORDER BY id`,
    );
    const handledPunchEvents = await rows<{ id: string }>(
      `SELECT event_id AS id FROM calculation.inbox WHERE consumer = 'calculation.punches' ORDER BY event_id`,
    );
    expect(punchEvents).toHaveLength(2 + 2 * DAYS_WHILE_DOWN.length);
    expect(handledPunchEvents).toEqual(punchEvents);

    // The read model holds exactly the punches time capture stored: none doubled, none missing, same instants.
    const stored = await rows<{ id: string; at: string }>(
      `SELECT id, punch_time::text AS at FROM time_capture.punches WHERE employee_id = $1 ORDER BY punch_time`,
      [seeded.employeeId],
    );
    const readModel = await rows<{ id: string; at: string }>(
      `SELECT id, punch_time::text AS at FROM calculation.punches WHERE employee_id = $1 ORDER BY punch_time`,
      [seeded.employeeId],
    );
    expect(readModel).toEqual(stored);
    expect(readModel.map((p) => p.id)).toEqual(
      expected.flatMap((w) => {
        const ids = punchIds.get(w.date);
        return ids ? [ids.in, ids.out] : [];
      }),
    );

    // The replayed events changed nothing: the first day was not calculated again.
    const after = await rows<{ calculated_at: Date; paid_minutes: number }>(
      `SELECT calculated_at, paid_minutes FROM calculation.calculated_days WHERE employee_id = $1 AND date = $2`,
      [seeded.employeeId, FIRST_DAY.date],
    );
    expect(after).toEqual(before);
    expect(await firstDayEvents()).toBe(firstDayEventsBefore);
    // Each worked day is stored once with its two punches and its minutes.
    const days = await rows<{ date: string; paid_minutes: number; punch_count: number }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, paid_minutes, punch_count FROM calculation.calculated_days
        WHERE employee_id = $1 AND punch_count > 0 ORDER BY date`,
      [seeded.employeeId],
    );
    expect(days).toEqual(expected.map((w) => ({ date: w.date, paid_minutes: w.paidMinutes, punch_count: 2 })));

    expect(flow.crashes).toEqual([]);
  }, 180_000);

  it('recalculates the open days when the pay group changes, through organisation’s event on Kafka', async () => {
    const groups = await call<Record<string, unknown>[]>('GET', '/api/pay-groups', { token: accessToken });
    expect(groups.status).toBe(200);
    const group = groups.body.find((g) => g.name === 'Flow Weekly');
    if (!group) throw new Error(`the seeded pay group is not listed: ${JSON.stringify(groups.body)}`);
    // Daily overtime after 7 hours: the 8.5-hour first day becomes 420 ordinary and 90 overtime minutes.
    const saved = await call<{ message: string }>('POST', '/paygroup/save', {
      token: accessToken,
      body: { ...group, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 7 },
    });
    expect([saved.status, saved.body]).toEqual([200, expect.objectContaining({ message: 'success' })]);

    const day = await eventually(`${FIRST_DAY.date} recalculated with daily overtime`, async () => {
      const period = await timesheet();
      const first = period.timeSheets.find((d) => d.day === FIRST_DAY.date);
      const byCode = Object.fromEntries((first?.payTypeTimes ?? []).map((t) => [t.code, t.minutes ?? 0]));
      expect(byCode).toEqual({ ORD: 420, OT15: 90 });
      return first;
    });
    expect(minutesOf(day?.payTypeTimes ?? [])).toBe(FIRST_DAY.paidMinutes);
    const handled = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM calculation.inbox WHERE type = 'org.paygroup.changed.v1'`,
    );
    expect(handled[0]?.n).toBeGreaterThanOrEqual(2); // the seed's create and this save
    expect(flow.crashes).toEqual([]);
  }, 120_000);

  it('stores results equal to a fresh calculation after punches arrive together in random order over Kafka', async () => {
    // Three weeks further back than the other tests' days: a fortnight of day shifts with punches forgotten now
    // and then (so the in/out alternation depends on earlier punches), sent 20 at a time, replays mixed in.
    const days = Array.from({ length: 14 }, (_, n) => dateBack(40 - n));
    const sends: { id: string; at: string }[] = [];
    days.forEach((date, d) => {
      ['07:58', '11:02', '11:31', '15:33', '17:05', '19:40'].forEach((time, n) => {
        if ((d * 6 + n) % 17 === 5) return;
        sends.push({ id: `burst-${date}-${n}`, at: instant(date, time) });
      });
    });
    const all = [...sends, ...sends.filter((_, n) => n % 4 === 0)].sort(() => Math.random() - 0.5);
    const lanes = Array.from({ length: 20 }, async (_, lane) => {
      for (let n = lane; n < all.length; n += 20) {
        const send = all[n] as { id: string; at: string };
        const answer = await punch(send.id, send.at);
        if (answer.status !== 201 && answer.status !== 200)
          throw new Error(`kiosk punch answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    });
    await Promise.all(lanes);

    await eventually('every outbox and the recalculation queue are empty', async () => {
      const [pending] = await rows<{ n: number }>(
        `SELECT (SELECT count(*) FROM time_capture.outbox WHERE sent_at IS NULL)
              + (SELECT count(*) FROM calculation.outbox WHERE sent_at IS NULL)
              + (SELECT count(*) FROM calculation.recalc_queue)
              + (SELECT count(*) FROM time_capture.punches p WHERE p.device_punch_id LIKE 'burst-%'
                   AND NOT EXISTS (SELECT 1 FROM calculation.punches c WHERE c.id = p.id)) AS n`,
      );
      expect(Number(pending?.n)).toBe(0);
    });
    const verified = await call<{ days: number; differing: number; differences: unknown[] }>(
      'POST',
      '/api/recalculation/verify',
      // the punched employee's days (another test adds an employee who punched nothing)
      { token: accessToken, body: { from: days[0], to: days[days.length - 1], employeeIds: [seeded.employeeId] } },
    );
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ days: 14, differing: 0, differences: [] });
    const stored = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM time_capture.punches WHERE device_punch_id LIKE 'burst-%'`,
    );
    expect(stored[0]?.n).toBe(sends.length);
    expect(flow.crashes).toEqual([]);
  }, 180_000);
}

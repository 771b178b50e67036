import { jest } from '@jest/globals';
import { RecalcVerifier } from '@rollcall/calculation';
import { ServiceBusyError } from '@rollcall/platform';
import { EmployeeSchedulesService, type ScheduleDayInput } from '@rollcall/scheduling';
import { DateTime } from 'luxon';
import pg from 'pg';
import { type Crowd, createCrowd, quiescent } from '../support/crowd-fixture.js';
import { inParallel, type KioskPunchBody, sendKioskPunch } from '../support/kiosk-client.js';
import { storedDays } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { startThinPath } from '../support/thin-path-fixture.js';

jest.setTimeout(900_000);

const ZONE = 'Pacific/Auckland';
const FROM = '2026-11-02';
const TO = '2026-11-15';
const SEEDS = [11, 23, 37, 41, 53];
const EMPLOYEES = 20;
const SENDS = 2_000;
const SENDERS = 50;

/** A small, seedable random source (mulberry32), so a failing order can be run again from its seed. */
function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

function at(date: string, minuteOfDay: number): string {
  return DateTime.fromISO(date, { zone: ZONE }).plus({ minutes: minuteOfDay }).toUTC().toISO() ?? '';
}

/**
 * A fortnight of punches for a crowd: a morning and an afternoon pair on most days, an evening pair on some, a
 * punch forgotten now and then (so the in/out alternation shifts), and replays of some punches.
 */
function punchPlan(crowd: Crowd, random: () => number): KioskPunchBody[] {
  const punches: KioskPunchBody[] = [];
  const days: string[] = [];
  for (let d = DateTime.fromISO(FROM); d.toISODate()! <= TO; d = d.plus({ days: 1 })) days.push(d.toISODate()!);
  for (const employee of crowd.employees) {
    for (const date of days) {
      if (random() < 0.15) continue;
      const jitter = (spread: number) => Math.round((random() - 0.5) * 2 * spread);
      const minutes = [7 * 60 + jitter(25), 11 * 60 + jitter(15), 11 * 60 + 40 + jitter(10), 15 * 60 + 30 + jitter(25)];
      if (random() < 0.5) minutes.push(17 * 60 + jitter(20), 19 * 60 + 30 + jitter(30));
      for (const minute of minutes) {
        if (random() < 0.03) continue;
        punches.push({
          deviceId: `kiosk-${employee.clockId % 5}`,
          devicePunchId: `${employee.clockId}-${date}-${minute}`,
          clockId: employee.clockId,
          punchTime: at(date, minute),
        });
      }
    }
  }
  const replays: KioskPunchBody[] = [];
  while (punches.length + replays.length < SENDS) replays.push(punches[Math.floor(random() * punches.length)]!);
  return [...punches, ...replays];
}

/** Schedule changes made while the punches arrive: a day shift, an off day, or a split shift. */
function scheduleChanges(crowd: Crowd, random: () => number): { employeeId: string; days: ScheduleDayInput[] }[] {
  const changes: { employeeId: string; days: ScheduleDayInput[] }[] = [];
  for (const employee of crowd.employees.slice(0, 12)) {
    for (let n = 0; n < 4; n++) {
      const date = DateTime.fromISO(FROM)
        .plus({ days: Math.floor(random() * 14) })
        .toISODate()!;
      const kind = random();
      const day: ScheduleDayInput =
        kind < 0.2
          ? { date, offDay: true, sections: [] }
          : kind < 0.6
            ? { date, offDay: false, sections: [{ start: '07:00', end: '15:30' }] }
            : {
                date,
                offDay: false,
                sections: [
                  { start: '07:00', end: '11:00' },
                  { start: '11:30', end: '15:30' },
                ],
              };
      changes.push({ employeeId: employee.id, days: [day] });
    }
  }
  return changes;
}

describe('live recalculation: stored results equal a fresh calculation', () => {
  let testApp: TestApp;
  let sql: pg.Client;

  beforeAll(async () => {
    testApp = await startThinPath();
    sql = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await testApp?.close();
  });

  const verify = (crowd: Crowd) =>
    testApp.app.get(RecalcVerifier, { strict: false }).verify(crowd.companyId, { from: FROM, to: TO }, new Date());

  it('calculates the later days of a run again when an earlier punch of it arrives last', async () => {
    const crowd = await createCrowd(testApp, 'LATE', 9100, 1);
    const [employee] = crowd.employees;
    const send = (devicePunchId: string, punchTime: string) =>
      sendKioskPunch(testApp.url, crowd.deviceToken, {
        deviceId: 'kiosk-1',
        devicePunchId,
        clockId: employee!.clockId,
        punchTime,
      });
    // 11 Nov 16:28, 12 Nov 07:51 and 16:23, 13 Nov 08:06 arrive and are calculated without 11 Nov 07:56: the
    // alternation starts one punch late, 16:28 pairs with 07:51
    for (const [id, time] of [
      ['a2', at('2026-11-11', 16 * 60 + 28)],
      ['b1', at('2026-11-12', 7 * 60 + 51)],
      ['b2', at('2026-11-12', 16 * 60 + 23)],
      ['c1', at('2026-11-13', 8 * 60 + 6)],
    ] as const) {
      expect((await send(id, time)).status).toBe(201);
    }
    await quiescent(testApp);
    expect((await storedDays(testApp, employee!.id, '2026-11-12', '2026-11-12'))[0]?.paid_minutes).toBe(943);

    expect((await send('a1', at('2026-11-11', 7 * 60 + 56))).status).toBe(201);
    await quiescent(testApp);
    const [eleventh, twelfth] = await storedDays(testApp, employee!.id, '2026-11-11', '2026-11-12');
    expect(eleventh?.paid_minutes).toBe(8 * 60 + 32);
    expect(twelfth?.paid_minutes).toBe(8 * 60 + 32);
    expect((await verify(crowd)).differing).toBe(0);
  });

  it.each(SEEDS)(
    `seed %i: ${SENDS} punches (replays included) from ${SENDERS} senders in random order, schedule changes mixed in`,
    async (seed) => {
      const random = randomSource(seed);
      const crowd = await createCrowd(testApp, `C${seed}`, 10_000 + seed * 100, EMPLOYEES);
      const punches = punchPlan(crowd, random);
      const schedules = testApp.app.get(EmployeeSchedulesService, { strict: false });
      const tasks: (() => Promise<number>)[] = [
        ...punches.map((p) => async () => (await sendKioskPunch(testApp.url, crowd.deviceToken, p)).status),
        ...scheduleChanges(crowd, random).map((c) => async () => {
          // a busy answer (503 with Retry-After through the API: the pool's one connection stayed taken past the
          // acquire timeout while the punches poured in) is sent again, as the manager's console would
          for (let attempt = 1; ; attempt++) {
            try {
              await schedules.setDays(crowd.companyId, c.employeeId, c.days);
              return 200;
            } catch (error) {
              if (!(error instanceof ServiceBusyError) || attempt === 10) throw error;
              await new Promise((resolve) => setTimeout(resolve, error.retryAfterSeconds * 1000));
            }
          }
        }),
      ];
      const statuses = await inParallel(SENDERS, shuffle(tasks, random));
      expect({ seed, refused: statuses.filter((s) => s !== 200 && s !== 201) }).toEqual({ seed, refused: [] });

      await quiescent(testApp, 300_000);
      const unique = new Set(punches.map((p) => p.devicePunchId)).size;
      const { rows } = await sql.query<{ captured: number; calculated: number }>(
        `SELECT (SELECT count(*)::int FROM time_capture.punches WHERE company_id = $1) AS captured,
                (SELECT count(*)::int FROM calculation.punches WHERE company_id = $1) AS calculated`,
        [crowd.companyId],
      );
      expect({ seed, ...rows[0] }).toEqual({ seed, captured: unique, calculated: unique });

      const answer = await verify(crowd);
      expect(answer.days).toBe(EMPLOYEES * 14);
      // every stored day equals the fresh calculation: status, pay types, exceptions, pairs and explanations
      expect({ seed, differing: answer.differing, first: answer.differences.slice(0, 3) }).toEqual({
        seed,
        differing: 0,
        first: [],
      });
    },
  );
});

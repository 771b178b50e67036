import { jest } from '@jest/globals';
import { OutboxRelayRunner, RELAY_BATCH } from '@rollcall/platform';
import { burstPunch, inParallel, sendKioskPunch } from '../support/kiosk-client.js';
import { calcQuery } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import {
  addPunchOnTimesheet,
  createCompany,
  signIn,
  startThinPath,
  type TestCompany,
} from '../support/thin-path-fixture.js';

jest.setTimeout(180_000);

/** More kiosk punches than one relay batch: a relay taking rows in seq order alone would publish only those first. */
const BACKLOG = RELAY_BATCH + 100;
/** Tuesday 17 November 2026: Auckland is UTC+13 */
const DAY = '2026-11-17';

/**
 * Time capture's outbox relay publishes a manager's edit ahead of the kiosk punches written before it (ADR 0017): the
 * edit's rows are interactive, and each round claims those first. Asserted by what one round the test drives
 * published and what calculation had taken in after it, not by time.
 */
describe('the outbox relay: a timesheet edit ahead of the kiosk backlog (issue 11)', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let admin: string;
  let relay: OutboxRelayRunner;

  /** time capture's unsent outbox rows: [priority, how many] */
  const unsent = async () =>
    (
      await calcQuery<{ priority: number; n: number }>(
        testApp,
        `SELECT priority, count(*)::int AS n FROM time_capture.outbox WHERE sent_at IS NULL GROUP BY priority
          ORDER BY priority`,
      )
    ).map((r) => [r.priority, r.n]);
  const takenIn = async (eventIds: string[]) =>
    (
      await calcQuery<{ n: number }>(
        testApp,
        `SELECT count(DISTINCT event_id)::int AS n FROM calculation.inbox WHERE event_id = ANY($1::uuid[])`,
        [eventIds],
      )
    )[0]?.n;
  const storedPunches = async () =>
    (
      await calcQuery<{ n: number }>(
        testApp,
        `SELECT count(*)::int AS n FROM calculation.punches WHERE company_id = $1`,
        [company.companyId],
      )
    )[0]?.n;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'OBOX', 9300);
    admin = await signIn(testApp, company.adminEmail);
    const runners = testApp.app.get(OutboxRelayRunner, { each: true, strict: false }) as OutboxRelayRunner[];
    const timeCapture = runners.find((r) => r.schema === 'time_capture');
    if (!timeCapture) throw new Error("time capture's outbox relay is not running");
    relay = timeCapture;
  });
  afterAll(async () => {
    relay?.resume();
    await testApp?.close();
  });

  it("publishes the edit's events in the next round, before the backlog written ahead of them, and loses none", async () => {
    await relay.flush();
    await relay.pause();
    try {
      // the kiosks' backlog: punches of the company's two employees over past weeks, seven minutes apart
      const punches = Array.from({ length: BACKLOG }, (_, n) =>
        burstPunch(company, n, 'backlog', new Date(Date.UTC(2026, 9, 1, 19)), 7),
      );
      const answers = await inParallel(
        50,
        punches.map((p) => () => sendKioskPunch(testApp.url, company.deviceToken, p)),
      );
      expect(answers.filter((a) => a.status !== 201)).toEqual([]);
      expect(await unsent()).toEqual([[0, BACKLOG]]);

      // then the manager adds a forgotten out punch on the timesheet: its event and its change history
      const saved = await addPunchOnTimesheet(testApp, admin, {
        employeeId: company.employeeId,
        day: DAY,
        punchTime: '16:30',
        reason: 'forgot',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.eventIds).toHaveLength(2);
      expect(await unsent()).toEqual([
        [0, BACKLOG],
        [1, 2],
      ]);
      expect(await takenIn(saved.body.eventIds)).toBe(0);

      // one round: the edit's two rows first, then one batch of the backlog, oldest first; embedded, a publish returns
      // once every handler is done: calculation has the edit, not all of the backlog
      const round = await relay.publishRound();
      expect(await takenIn(saved.body.eventIds)).toBe(2);
      expect(await unsent()).toEqual([[0, BACKLOG - RELAY_BATCH]]);
      expect(await storedPunches()).toBe(RELAY_BATCH + 1);
      expect(round).toEqual({ interactive: 2, any: RELAY_BATCH });
    } finally {
      relay.resume();
    }
    // the rest of the backlog follows: every punch reaches calculation, none twice
    await relay.flush();
    expect(await unsent()).toEqual([]);
    expect(await storedPunches()).toBe(BACKLOG + 1);
  });
});

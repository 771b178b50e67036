import { jest } from '@jest/globals';
import { OutboxRelayRunner } from '@rollcall/platform';
import { randomUUID } from 'node:crypto';
import { organisationDb } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { createCompany, startThinPath } from '../support/thin-path-fixture.js';
import { insertInboxRow, insertOutboxRow } from '../support/rows/organisation-rows.js';

jest.setTimeout(60_000);

/** Outbox and inbox pruning: published rows past retention go, unpublished and recent rows stay. */
describe('message retention', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startThinPath();
    await createCompany(testApp, 'KEEP', 7000);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function outboxRow(sentDaysAgo: number | null, occurredDaysAgo: number): Promise<string> {
    const id = randomUUID();
    await insertOutboxRow(organisationDb(testApp), { id, occurredDaysAgo, sentDaysAgo });
    return id;
  }

  async function inboxRow(daysAgo: number): Promise<string> {
    const id = randomUUID();
    await insertInboxRow(organisationDb(testApp), { eventId: id, processedDaysAgo: daysAgo });
    return id;
  }

  const outboxIds = async (ids: string[]) =>
    (
      (await organisationDb(testApp).query(`SELECT id FROM organisation.outbox WHERE id = ANY($1)`, [ids])) as {
        id: string;
      }[]
    ).map((r) => r.id);
  const inboxIds = async (ids: string[]) =>
    (
      (await organisationDb(testApp).query(`SELECT event_id FROM organisation.inbox WHERE event_id = ANY($1)`, [
        ids,
      ])) as { event_id: string }[]
    ).map((r) => r.event_id);

  it('deletes published outbox rows and inbox records past retention, and nothing else', async () => {
    const oldSent = await outboxRow(8, 8);
    const recentSent = await outboxRow(6, 6);
    const oldUnsent = await outboxRow(null, 40);
    const oldHandled = await inboxRow(31);
    const recentHandled = await inboxRow(29);

    // the organisation service's relay runner (defaults: outbox 7 days, inbox 30 days)
    const runners = testApp.app.get(OutboxRelayRunner, { each: true, strict: false }) as OutboxRelayRunner[];
    expect(runners.length).toBeGreaterThan(0);
    for (const runner of runners) await runner.pruneDelivered();

    expect(testApp.config.outboxRetentionDays).toBe(7);
    expect(testApp.config.inboxRetentionDays).toBe(30);
    expect((await outboxIds([oldSent, recentSent, oldUnsent])).sort()).toEqual([recentSent, oldUnsent].sort());
    expect(await inboxIds([oldHandled, recentHandled])).toEqual([recentHandled]);
  });
});

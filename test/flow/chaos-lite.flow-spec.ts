// The chaos run of `npm run chaos`, small: 2,000 kiosk punches into distributed mode while the Kafka broker is
// killed and started again, the calculation service is SIGKILLed and started again, and PostgreSQL restarts,
// each fault striking while punches are being sent; then 100 punches sent three times in shuffled order.
// Nothing acknowledged is lost or doubled, nothing is stored that was not acknowledged, the outboxes drain and
// every stored day equals a full recalculation.
import { expect, it, jest } from '@jest/globals';
import { runChaos } from '../../scripts/chaos/chaos-run.mjs';

jest.setTimeout(600_000);
const VERBOSE = process.env.FLOW_VERBOSE === '1';
const REPLAY = 100;

it('keeps every acknowledged punch exactly once through a broker kill, a service crash and a database restart', async () => {
  const tail: string[] = [];
  const remember = (line: string) => {
    tail.push(line);
    if (tail.length > 80) tail.shift();
    if (VERBOSE) process.stderr.write(`${line}\n`);
  };
  const result = await runChaos({
    punches: 2_000,
    replay: REPLAY,
    employees: 20,
    days: 5,
    concurrency: 16,
    downMs: 1_000,
    fastDatabase: true,
    drainLimitMs: 180_000,
    env: { DB_POOL_SIZE: '1' },
    log: remember,
    childLog: remember,
  });
  const context = `${JSON.stringify(result, null, 1)}\n--- last output ---\n${tail.join('\n')}`;
  expect({ faults: result.faults.map((f) => f.fault), context }).toMatchObject({
    faults: ['kafka', 'calculation', 'postgres'],
  });
  expect({ drained: result.drainedSeconds !== null, context }).toMatchObject({ drained: true });
  expect(result.ledger).toMatchObject({
    sent: 2_000,
    acknowledged: 2_000,
    storedOnce: 2_000,
    lost: 0,
    doubled: 0,
    answeredWithAnotherId: 0,
    storedNotAcknowledged: 0,
    storedNeverSent: 0,
    missingInCalculation: 0,
  });
  expect(Object.values(result.outboxes).every((n) => n === 0)).toBe(true);
  expect(result.recalc).toMatchObject({ verifierDiffering: 0, totalsDiffer: 0, notStoredBefore: 0, goneAfter: 0 });
  expect(result.recalc.verifierDays).toBeGreaterThan(0);
  expect(result.recalc.days).toBeGreaterThan(0);
  expect(result.replay).toMatchObject({
    sent: REPLAY,
    requests: 3 * REPLAY,
    acknowledged: REPLAY,
    createdAnswers: REPLAY,
    lost: 0,
    doubled: 0,
    answersDisagree: 0,
    missingInCalculation: 0,
  });
});

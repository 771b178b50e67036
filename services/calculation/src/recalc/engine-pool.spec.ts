// Runs a real worker thread on the built engine-thread.js (scripts/test.mjs builds what is stale first).
import { DEFAULT_PAY_GROUP_RULES } from '@rollcall/contracts';
import { createLogger, type PlatformConfig } from '@rollcall/platform';
import { DateTime } from 'luxon';
import { EnginePool } from './engine-pool.js';
import { type EngineArgs, type EngineOutcome, runEngine } from './engine-run.js';

const ZONE = 'Pacific/Auckland';
const iso = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toISO() ?? '';

/** A week of one employee: two pairs a weekday, Wednesday's afternoon out punch missing. */
function week(employeeId: string): EngineArgs {
  const dates = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
  return {
    asOf: new Date('2026-04-01T00:00:00Z'),
    employee: { id: employeeId, timeZoneId: ZONE, standardHours: 40, guaranteedHours: null },
    range: { from: '2026-03-02', to: '2026-03-08' },
    payGroup: { ...DEFAULT_PAY_GROUP_RULES, breakTime: 0 },
    payTypes: [
      { id: 'ord', code: 'ORD', role: 'ordinary' },
      { id: 'ot', code: 'OT15', role: 'overtime' },
    ],
    company: null,
    punches: dates.flatMap((date, d) =>
      ['08:00', '12:00', '12:30', '16:30']
        .filter((time) => !(date === '2026-03-04' && time === '16:30'))
        .map((time, n) => ({
          id: `${employeeId}-${d}-${n}`,
          at: iso(date, time),
          source: 'Kiosk',
          positionId: null,
          jobId: null,
          taskId: null,
        })),
    ),
    schedule: [],
  };
}

/** A run the engine refuses: no ordinary pay type. */
const refused: EngineArgs = { ...week('e-refused'), payTypes: [] };

/** Outcomes without the refusals' stacks (which say where each ran). */
function comparable(outcomes: readonly EngineOutcome[]): EngineOutcome[] {
  return outcomes.map((o) => (o.ok ? o : { ok: false, error: { message: o.error.message } }));
}

function pool(threads: number): EnginePool {
  return new EnginePool({ recalcEngineThreads: threads } as PlatformConfig, createLogger('test', 'silent'));
}

async function started(engines: EnginePool, threads: number): Promise<void> {
  engines.onApplicationBootstrap();
  while (engines.threadsRunning < threads) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('EnginePool', () => {
  const runs = [week('e1'), refused, week('e2')];
  const inline = comparable(runs.map(runEngine));

  it('answers in a thread what the engine answers on the event loop, run by run and in order', async () => {
    const engines = pool(1);
    await started(engines, 1);
    try {
      expect(comparable(await engines.run(runs))).toEqual(inline);
      expect(inline[0]?.ok && inline[0].result.days.map((d) => d.date)).toEqual([
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
        '2026-03-08',
      ]);
      expect(inline[1]).toMatchObject({ ok: false, error: { message: expect.stringContaining('ordinary') } });
    } finally {
      await engines.onApplicationShutdown();
    }
  });

  it('answers each of several chunks sent at once to two threads with its own outcomes', async () => {
    const engines = pool(2);
    await started(engines, 2);
    try {
      const chunks = Array.from({ length: 6 }, (_, n) => [week(`e${n}`), week(`f${n}`)]);
      const answers = await Promise.all(chunks.map((chunk) => engines.run(chunk)));
      expect(answers).toEqual(chunks.map((chunk) => chunk.map(runEngine)));
    } finally {
      await engines.onApplicationShutdown();
    }
  });

  it('runs on the event loop with no threads, and once closed', async () => {
    const none = pool(0);
    none.onApplicationBootstrap();
    expect(none.threadsRunning).toBe(0);
    expect(comparable(await none.run(runs))).toEqual(inline);

    const closed = pool(1);
    await started(closed, 1);
    await closed.onApplicationShutdown();
    expect(comparable(await closed.run(runs))).toEqual(inline);
    expect(closed.threadsRunning).toBe(0);
  });
});

import { ServiceBusyError } from '@rollcall/platform';
import { KioskPunchBatcher, MAX_WAITING } from './kiosk-punch-batcher.js';
import type { KioskPunchesService, KioskPunchOutcome, KioskPunchSubmission } from './kiosk-punches.service.js';

const submission = (n: number): KioskPunchSubmission => ({
  deviceToken: 'token',
  request: { deviceId: 'kiosk', devicePunchId: `p-${n}`, clockId: 1, punchTime: '2026-11-20T20:00:00Z' },
});

/** Stores batches only when told to, so a test decides when a batch is done. */
class HeldStore {
  readonly batches: string[][] = [];
  private release: (() => void)[] = [];
  fail: Error | null = null;

  recordBatch = (submissions: readonly KioskPunchSubmission[]): Promise<KioskPunchOutcome[]> => {
    this.batches.push(submissions.map((s) => s.request.devicePunchId));
    return new Promise((resolve, reject) =>
      this.release.push(() =>
        this.fail
          ? reject(this.fail)
          : resolve(
              submissions.map((s) => ({
                ok: true,
                value: {
                  answer: {
                    message: 'success',
                    punchId: s.request.devicePunchId,
                    employeeId: 'e',
                    punchTime: s.request.punchTime,
                    duplicate: false,
                  },
                  created: true,
                },
              })),
            ),
      ),
    );
  };

  /** Lets the batcher take what is waiting. */
  async turn(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Lets the batcher take what is waiting, and finishes the oldest batch being stored. */
  async finishBatch(): Promise<void> {
    await this.turn();
    this.release.shift()?.();
    await this.turn();
  }
}

describe('KioskPunchBatcher', () => {
  it('stores punches of one moment together, and those arriving meanwhile in the next batch', async () => {
    const store = new HeldStore();
    const batcher = new KioskPunchBatcher(store as unknown as KioskPunchesService);
    const first = [1, 2, 3].map((n) => batcher.submit(submission(n)));
    await store.turn();
    const second = [4, 5].map((n) => batcher.submit(submission(n)));
    expect(store.batches).toEqual([['p-1', 'p-2', 'p-3']]);
    expect(batcher.backlog).toBe(2);
    await store.finishBatch();
    expect((await Promise.all(first)).map((r) => r.answer.punchId)).toEqual(['p-1', 'p-2', 'p-3']);
    expect(store.batches).toEqual([
      ['p-1', 'p-2', 'p-3'],
      ['p-4', 'p-5'],
    ]);
    await store.finishBatch();
    expect((await Promise.all(second)).map((r) => r.created)).toEqual([true, true]);
  });

  it('refuses a punch at once with 503 and Retry-After when too many are waiting', async () => {
    const store = new HeldStore();
    const batcher = new KioskPunchBatcher(store as unknown as KioskPunchesService);
    const waiting = Array.from({ length: MAX_WAITING }, (_, n) => batcher.submit(submission(n)));
    const refused = batcher.submit(submission(MAX_WAITING));
    await expect(refused).rejects.toBeInstanceOf(ServiceBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 1 });
    while (store.batches.flat().length < MAX_WAITING) await store.finishBatch();
    await store.finishBatch();
    expect(await Promise.all(waiting)).toHaveLength(MAX_WAITING);
  });

  it('refuses every punch of a batch that could not be stored, and goes on with the next', async () => {
    const store = new HeldStore();
    const batcher = new KioskPunchBatcher(store as unknown as KioskPunchesService);
    store.fail = new ServiceBusyError('busy', 2);
    const failed = [1, 2].map((n) => batcher.submit(submission(n)));
    await store.finishBatch();
    await expect(Promise.all(failed)).rejects.toBeInstanceOf(ServiceBusyError);
    store.fail = null;
    const next = batcher.submit(submission(3));
    await store.finishBatch();
    expect((await next).answer.punchId).toBe('p-3');
  });
});

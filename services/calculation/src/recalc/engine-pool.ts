import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@rollcall/platform';
import { existsSync } from 'node:fs';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { type EngineArgs, type EngineOutcome, type EngineReply, runEngine } from './engine-run.js';

/**
 * The engine thread's script: beside this file once built. Under jest the services run from src/, where there is
 * only the TypeScript; the thread then runs the built file (scripts/test.mjs builds what is stale first).
 */
export function engineThreadScript(): URL {
  const beside = new URL('./engine-thread.js', import.meta.url);
  if (existsSync(beside)) return beside;
  const built = new URL(beside.href.replace(/\/src\/recalc\/engine-thread\.js$/, '/dist/recalc/engine-thread.js'));
  if (existsSync(built)) return built;
  throw new Error(`the engine thread's script ${fileURLToPath(built)} is missing: run npm run build first`);
}

interface Waiting {
  resolve: (outcomes: EngineOutcome[]) => void;
  reject: (error: Error) => void;
}

/** One worker thread running the engine; chunks are answered in the order they were sent. */
class EngineThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private readonly inHandRuns = new Set<Promise<EngineOutcome[]>>();
  private nextId = 0;
  /** why the thread can take no more work (it failed or exited) */
  dead: Error | null = null;
  /** it has loaded the engine (until then, runs go to the event loop rather than wait for it) */
  ready = false;

  constructor(script: URL, logger: Logger) {
    this.worker = new Worker(script);
    // an idle thread never keeps the process alive; one with work in hand does, until it answers
    this.worker.unref();
    this.worker.on('message', (reply: EngineReply | { ready: true }) => {
      if ('ready' in reply) {
        this.ready = true;
        return;
      }
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      waiting?.resolve(reply.outcomes);
    });
    this.worker.on('error', (error) => {
      logger.warn(
        { err: error },
        'an engine thread failed; the batches it had in hand are retried, and a new thread starts',
      );
      this.fail(error);
    });
    this.worker.on('exit', (code) => this.fail(new Error(`the engine thread exited with code ${code}`)));
  }

  get inHand(): number {
    return this.waiting.size;
  }

  run(runs: readonly EngineArgs[]): Promise<EngineOutcome[]> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    const answered = new Promise<EngineOutcome[]>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.ref();
      try {
        this.worker.postMessage({ id, runs });
      } catch (error) {
        this.waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    this.inHandRuns.add(answered);
    const forget = () => this.inHandRuns.delete(answered);
    answered.then(forget, forget);
    return answered;
  }

  /** Lets the runs in hand finish, then ends the thread. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.inHandRuns]);
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.dead ??= error;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/**
 * Runs the calculation engine off the event loop that serves requests (issue 9): RECALC_ENGINE_THREADS worker
 * threads (default 1), started with the app. With 0, while no thread has loaded the engine yet (at start, or after
 * one failed), or once the app is closing, the engine runs on the event loop and lets it serve what is waiting
 * after each chunk. The batch's reads and writes stay on the main thread (they wait on PostgreSQL, not on the CPU).
 */
@Injectable()
export class EnginePool implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly threads: EngineThread[] = [];
  private readonly size: number;
  private readonly logger: Logger;
  private closing = false;

  constructor(@Inject(PLATFORM_CONFIG) config: PlatformConfig, @Inject(ROOT_LOGGER) logger: Logger) {
    this.size = config.recalcEngineThreads;
    this.logger = logger.child({ engine: 'threads' });
  }

  onApplicationBootstrap(): void {
    this.startMissing();
  }

  /** Runs the engine for each of `runs`; answers their outcomes in the same order. */
  async run(runs: readonly EngineArgs[]): Promise<EngineOutcome[]> {
    const thread = this.closing ? undefined : this.thread();
    if (thread) return thread.run(runs);
    const outcomes = runs.map(runEngine);
    await yieldToEventLoop();
    return outcomes;
  }

  /** Threads that have loaded the engine and are alive (tests). */
  get threadsRunning(): number {
    return this.threads.filter((t) => t.ready && !t.dead).length;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.splice(0).map((t) => t.stop()));
  }

  /** The ready thread with the least work in hand, if any; starts threads to replace failed ones. */
  private thread(): EngineThread | undefined {
    this.startMissing();
    let least: EngineThread | undefined;
    for (const t of this.threads) {
      if (t.ready && (!least || t.inHand < least.inHand)) least = t;
    }
    return least;
  }

  private startMissing(): void {
    for (let i = this.threads.length - 1; i >= 0; i--) if (this.threads[i]?.dead) this.threads.splice(i, 1);
    while (this.threads.length < this.size) this.threads.push(new EngineThread(engineThreadScript(), this.logger));
  }
}

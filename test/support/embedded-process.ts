// `npm start`'s process (apps/embedded/dist/main.js) run by a test: its own process group, so that a signal or a
// kill reaches it and its PostgreSQL together, as Ctrl-C in a terminal or a power cut would.
import { lockHolder } from '@rollcall/platform';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const EMBEDDED_MAIN = path.resolve('apps/embedded/dist/main.js');

export class EmbeddedProcess {
  private output = '';
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    private readonly child: ChildProcess,
    private readonly dataDir: string,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Starts the embedded app on `dataDir`, on a free port, with the given extra environment. */
  static start(dataDir: string, env: NodeJS.ProcessEnv = {}): EmbeddedProcess {
    const child = spawn(process.execPath, [EMBEDDED_MAIN], {
      detached: true,
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new EmbeddedProcess(child, dataDir);
  }

  get printed(): string {
    return this.output;
  }

  /** The address it printed once listening. */
  get url(): string {
    const url = /listening on (http:\/\/\S+?);/.exec(this.output)?.[1];
    if (!url) throw new Error(`not listening yet:\n${this.output}`);
    return url;
  }

  /** Resolves once `ready()` holds, checking every 100 ms; fails when the process exits first or time runs out. */
  async until(what: string, ready: () => boolean, timeoutMs = 240_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`the app exited before ${what}:\n${this.output}`);
      }
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Resolves once it has printed `text`. */
  untilPrinted(text: string, timeoutMs?: number): Promise<void> {
    return this.until(`"${text}"`, () => this.output.includes(text), timeoutMs);
  }

  /** Signals the process group (the app and its PostgreSQL) and waits until both are gone. */
  async kill(signal: 'SIGKILL' | 'SIGINT'): Promise<void> {
    try {
      if (this.child.pid) process.kill(-this.child.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error; // the whole group is gone already
    }
    await this.exited;
    const deadline = Date.now() + 60_000;
    while ((await lockHolder(path.join(this.dataDir, 'postgres'))) !== null) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL of ${this.dataDir} still runs 60 s after ${signal}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Makes sure nothing of it is left running (afterAll). */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) await this.kill('SIGKILL');
  }
}

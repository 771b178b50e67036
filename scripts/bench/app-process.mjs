// Starts scripts/bench/bench-app.mjs as a child process and waits for its READY line.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Answers { info, stop(), takeLoopDelay() }: info is the child's READY document (url, deviceToken, databaseUrl,
 * password, scale); takeLoopDelay() the app's event-loop delay since the last call (the worst second's p99 and the
 * longest delay, in ms, from the child's LOOP lines), or null when it printed none (an older checkout's app).
 */
export async function startBenchApp({ dataDir, employees, weeks, env = {} }) {
  const child = spawn(
    process.execPath,
    [
      // e.g. ROLLCALL_BENCH_APP_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the app (not the bench)
      ...(process.env.ROLLCALL_BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
      path.join(here, 'bench-app.mjs'),
      '--data-dir',
      dataDir,
      '--employees',
      String(employees),
      '--weeks',
      String(weeks),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let loopSeconds = [];
  const info = await new Promise((resolve, reject) => {
    let buffered = '';
    let ready = false;
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('READY ') && !ready) {
          ready = true;
          resolve(JSON.parse(line.slice('READY '.length)));
        } else if (line.startsWith('LOOP ')) loopSeconds.push(JSON.parse(line.slice('LOOP '.length)));
      }
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`the bench app exited (${code ?? signal}) before it was ready`)),
    );
  });
  return {
    info,
    pid: child.pid,
    takeLoopDelay() {
      const seconds = loopSeconds;
      loopSeconds = [];
      if (seconds.length === 0) return null;
      return { p99Ms: Math.max(...seconds.map((s) => s.p99)), maxMs: Math.max(...seconds.map((s) => s.max)) };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

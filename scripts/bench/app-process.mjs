// Starts scripts/bench/bench-app.mjs as a child process and waits for its READY line.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Answers { info, stop() }: info is the child's READY document (url, deviceToken, databaseUrl, password, scale). */
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
  const info = await new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const line = buffered.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice('READY '.length)));
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`the bench app exited (${code ?? signal}) before it was ready`)),
    );
  });
  return {
    info,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

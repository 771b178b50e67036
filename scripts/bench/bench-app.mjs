// The app under benchmark, in a process of its own so the load generator and the bench's bookkeeping never
// share its event loop: the embedded app (as `npm start` runs it: durable PostgreSQL in the data folder, the
// demo company), plus the scale company when asked. Prints one line, `READY {json}`, once it can be measured;
// progress goes to stderr. SIGTERM stops it (PostgreSQL too).
//   node scripts/bench/bench-app.mjs --data-dir DIR [--employees N --weeks W]
import { getDataSourceToken } from '@nestjs/typeorm';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    employees: { type: 'string', default: '0' },
    weeks: { type: 'string', default: '2' },
    password: { type: 'string', default: 'Bench!2026' },
  },
});
// ROLLCALL_BENCH_APP_ROOT measures the built app of another checkout (a before-and-after comparison)
const appRoot = process.env.ROLLCALL_BENCH_APP_ROOT ?? root;
const { startEmbedded, seedScaleCompany } = await import(path.join(appRoot, 'apps/embedded/dist/index.js'));
const say = (line) => process.stderr.write(`bench app: ${line}\n`);

// the bench that started this process died without stopping it (killed): stop too, PostgreSQL with it
const parent = process.ppid;
let stop = () => process.exit(1);
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();

const started = Date.now();
const embedded = await startEmbedded({
  port: 0,
  dataDir: values['data-dir'],
  demoPassword: values.password,
  seed: true,
  quiet: true,
});
say(`embedded app at ${embedded.url} with the demo company (${Date.now() - started} ms)`);
const employees = Number(values.employees);
let scale = null;
if (employees > 0) {
  say(`making the scale company: ${employees} employees, ${values.weeks} weeks of schedules and punches …`);
  scale = await seedScaleCompany(embedded.app, {
    employees,
    weeks: Number(values.weeks),
    password: values.password,
    now: new Date(),
    log: say,
  });
  say(
    `scale company made: employees ${scale.seconds.employees.toFixed(1)} s, until scheduling and time capture knew them ${scale.seconds.learning.toFixed(1)} s, schedules ${scale.seconds.schedules.toFixed(1)} s, ${scale.punches} kiosk punches ${scale.seconds.punches.toFixed(1)} s`,
  );
}
const dataSource = embedded.app.get(getDataSourceToken('calculation'), { strict: false });
process.stdout.write(
  `READY ${JSON.stringify({
    url: embedded.url,
    deviceToken: embedded.deviceToken,
    databaseUrl: dataSource.options.url,
    password: values.password,
    scale,
  })}\n`,
);

// how late the app's event loop runs, each second (`LOOP {"p99":ms,"max":ms}`): every request waits at least that
// long before its first line of code runs, whatever the route (scripts/bench/app-process.mjs collects them)
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
setInterval(() => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.stdout.write(`LOOP ${JSON.stringify({ p99: ms(loop.percentile(99)), max: ms(loop.max) })}\n`);
  loop.reset();
}, 1000).unref();

let stopping = false;
stop = () => {
  if (stopping) return;
  stopping = true;
  embedded.quiet();
  embedded
    .stop()
    .then(() => process.exit(0))
    .catch(() => process.exit(1));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// The scale company takes many minutes to make through the services (every employee, schedule and punch is a
// transaction with its events), so it is made once a week per size and kept in .cache/bench/scale-<N>x<W>-<week>;
// each bench run works on a copy of it.
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import { startBenchApp } from './app-process.mjs';
import { openProbe } from './database-probe.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Answers the folder of a stopped app whose scale company is made and fully recalculated. */
export async function seededDataDir({ employees, weeks, fresh, log }) {
  // the schedules end with the current week (Auckland), so a copy is good for the week it was made in
  const week = DateTime.now().setZone('Pacific/Auckland').toFormat("kkkk-'W'WW");
  const dir = path.join(root, '.cache/bench', `scale-${employees}x${weeks}-${week}`);
  const complete = path.join(dir, 'seed-complete.json');
  if (existsSync(complete) && !fresh) {
    log(`Scale company: reusing ${path.relative(root, dir)} (made earlier this week; --fresh makes it again)`);
    return dir;
  }
  const making = `${dir}.making`;
  await rm(making, { recursive: true, force: true });
  log(
    `Scale company: making ${employees} employees with ${weeks} weeks of schedules and punches through the services, once this week (this takes a while) …`,
  );
  const started = Date.now();
  const app = await startBenchApp({ dataDir: making, employees, weeks });
  const probe = await openProbe(app.info.databaseUrl);
  let caughtUp;
  try {
    caughtUp = await probe.settle(7200);
    if (caughtUp === null) throw new Error('the scale seed was not recalculated within two hours');
  } finally {
    await probe.close();
    await app.stop();
  }
  const seed = {
    ...app.info.scale,
    recalculatedSecondsAfterSeed: caughtUp,
    totalSeconds: (Date.now() - started) / 1000,
  };
  await writeFile(path.join(making, 'seed-complete.json'), `${JSON.stringify(seed, null, 2)}\n`);
  await rm(dir, { recursive: true, force: true });
  await rename(making, dir);
  log(
    `Scale company made in ${Math.round(seed.totalSeconds)} s: employees ${Math.round(seed.seconds.employees)} s, learnt by scheduling and time capture ${Math.round(seed.seconds.learning)} s, schedules ${Math.round(seed.seconds.schedules)} s, ${seed.punches} punches ${Math.round(seed.seconds.punches)} s, recalculated ${caughtUp} s later`,
  );
  return dir;
}

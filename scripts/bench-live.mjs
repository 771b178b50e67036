// `npm run bench:live`: how long a kiosk punch takes to reach an open dashboard's live stream (docs/adr/0013), beside
// a baseline measured in the same run. The embedded app runs in its own process (scripts/bench/bench-app.mjs) with a
// scale company; this process signs in as its admin and holds one live stream (GET /api/live-updates), then sends
// probe punches one at a time and times each from its answer (the kiosk's 201) to the stream's punch-status event
// naming that punch, and to the next days-calculated event naming its employee (the day recalculated with it, what
// an open timesheet refetches on; an employee's first probe only learns their id, so those are timed from the second):
//   baseline   the probes alone, nothing else running;
//   under load the same probes while vegeta sends kiosk punches of the other employees at --rate per second.
// Each phase also times timesheet edits of the same 20 employees (after the kiosk probes alone; before them under
// load, so that all of them run while the load does), made as the console makes them
// (POST /timesheet/saveSinglePunch adding a forgotten punch today, then POST /timesheet/deleteSinglePunch taking it
// away again, in turn), from the edit's answer to:
//   (c) the next days-calculated push naming the employee and the edited date, and
//   (d) the recalculated day on the page's data: the page asks for the day at once with the edit's events
//       (GET /api/timesheet/getPunchRecords?awaiting=…), and again on each days-calculated push naming the employee
//       or every 2 s (RECALCULATING_POLL_MS), until the answer has taken the events in and recalculated the day;
// beside (e) one read of that day alone once it is settled (the floor of (d)), measured in the same phase.
// It prints p50, p95, p99 and max of each, the background load's own figures, and the machine's load average before
// and after (the machine may be shared: read the figures beside it). Where an edit's wait goes: (f) when its events
// had been taken in by calculation (the days queued), and each second the backlog of time capture's outbox (the
// relay's lag) and of the recalculation queue. The admin's session and the live stream are held as the console holds
// them: the access token is refreshed when it expires and the stream, which ends with it, is opened again at once.
// Options: --employees N (scale company; default 1000), --probes N (kiosk probes each phase; default 200), --edits N
// (edit probes each phase; default 100), --every MS (between probes; default 150), --rate N (background punches a
// second; default 500), --json (the figures as JSON only).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { attack, ensureVegeta, target } from '../infra/load/vegeta.mjs';
import { startBenchApp } from './bench/app-process.mjs';
import { openProbe } from './bench/database-probe.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '1000' },
    probes: { type: 'string', default: '200' },
    edits: { type: 'string', default: '100' },
    every: { type: 'string', default: '150' },
    rate: { type: 'string', default: '500' },
    json: { type: 'boolean', default: false },
  },
});
const employees = Number(values.employees);
const probes = Number(values.probes);
const edits = Number(values.edits);
const every = Number(values.every);
const rate = Number(values.rate);
if (![employees, probes, edits, every, rate].every((n) => Number.isInteger(n) && n > 0) || employees < 50) {
  process.stderr.write(
    'usage: npm run bench:live -- [--employees N (at least 50)] [--probes N] [--edits N] [--every MS] [--rate N] [--json]\n',
  );
  process.exit(2);
}
const say = (line) => {
  if (!values.json) process.stdout.write(`${line}\n`);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** apps/embedded/src/demo/scale-seed.ts: the scale company's zone, the zone its timesheet days are in */
const SCALE_ZONE = 'Pacific/Auckland';
/** The longest the background load runs: it stops as soon as both phases under load are done. */
const MAX_LOAD_SECONDS = 600;
const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average:\s*/, '');

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const { ApiError, HttpClient, followServerEvents } = await import(path.join(root, 'libs/api-client/dist/index.js'));
ensureVegeta(say);

/**
 * The live stream, with a wait for the punch-status event that names a punch. It is followed as the console follows
 * it (libs/api-client's followServerEvents): when the server ends it (the access token expired, ADR 0013) it is
 * opened again at once, the client refreshing the token on the 401; `reopened` counts those openings.
 */
async function openStream(http) {
  const controller = new AbortController();
  // each opening adds an abort listener to the signal (HttpClient.openStream) for as long as the stream lives
  setMaxListeners(0, controller.signal);
  const waiting = new Map();
  const seenAt = new Map();
  /** employee id → the callbacks waiting for the next days-calculated event naming them */
  const dayWaiters = new Map();
  let opened = 0;
  let ready;
  const first = new Promise((resolve, reject) => {
    ready = resolve;
    setTimeout(() => reject(new Error('the live stream did not open within 30 s')), 30_000).unref();
  });
  const onEvent = (event) => {
    const at = performance.now();
    if (event.event === 'ready') ready();
    if (event.event === 'days-calculated') {
      for (const { employeeId, dates } of JSON.parse(event.data).employees) {
        for (const w of [...(dayWaiters.get(employeeId) ?? [])]) w(at, dates);
      }
      return;
    }
    if (event.event !== 'punch-status') return;
    for (const employee of JSON.parse(event.data).employees) {
      const id = employee.lastPunch?.id;
      if (!id) continue;
      seenAt.set(id, { at, employeeId: employee.employeeId });
      waiting.get(id)?.(seenAt.get(id));
    }
  };
  const following = followServerEvents(http, { method: 'GET', path: '/api/live-updates' }, onEvent, controller.signal, {
    onOpen: () => (opened += 1),
    retryMs: 1_000,
  }).catch((error) => process.stderr.write(`the live stream ended: ${error.message}\n`));
  await first;
  return {
    /**
     * From now, the next days-calculated event naming the employee: resolves with when it came (performance.now()),
     * or null after `timeoutMs`. Call it before the punch, so that no event is missed. With `date`, only an event
     * naming that date of theirs.
     */
    nextDays(employeeId, timeoutMs, date) {
      return new Promise((resolve) => {
        const list = dayWaiters.get(employeeId) ?? [];
        dayWaiters.set(employeeId, list);
        const done = (at, dates) => {
          if (at !== null && date && !dates.includes(date)) return;
          clearTimeout(timer);
          list.splice(list.indexOf(done), 1);
          resolve(at);
        };
        const timer = setTimeout(() => done(null, []), timeoutMs);
        list.push(done);
      });
    },
    /** when the stream named the punch ({ at: performance.now(), employeeId }), waiting at most `timeoutMs` */
    pushed(punchId, timeoutMs) {
      if (seenAt.has(punchId)) return Promise.resolve(seenAt.get(punchId));
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(punchId);
          resolve(null);
        }, timeoutMs);
        waiting.set(punchId, (at) => {
          clearTimeout(timer);
          waiting.delete(punchId);
          resolve(at);
        });
      });
    },
    /** how many times the stream was opened again after the first */
    get reopened() {
      return Math.max(0, opened - 1);
    },
    close: () => {
      controller.abort();
      return following;
    },
  };
}

/**
 * One probe punch at a time; each timed from the kiosk's answer to its punch-status push, and to the next
 * days-calculated push naming its employee (the day recalculated with it: what an open timesheet refetches on).
 */
async function probe({ url, deviceToken, clockIds, employeeOf, stream, runId }) {
  const latencies = [];
  const dayLatencies = [];
  let missed = 0;
  let daysMissed = 0;
  const dayTimings = [];
  for (let i = 0; i < probes; i++) {
    const started = performance.now();
    const clockId = clockIds[i % clockIds.length];
    const known = employeeOf.get(clockId);
    const days = known ? stream.nextDays(known, 60_000) : null;
    const answer = await fetch(`${url}/api/kiosk-punches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': deviceToken },
      body: JSON.stringify({
        deviceId: 'bench-live-probe',
        devicePunchId: `${runId}-${i}`,
        clockId,
        punchTime: new Date().toISOString(),
      }),
    }).catch(() => null); // no answer (the app saturated): counted as missed
    const answeredAt = performance.now();
    if (answer?.status !== 201) {
      missed += 1;
      await answer?.text();
      continue;
    }
    const { punchId } = await answer.json();
    const pushed = await stream.pushed(punchId, 30_000);
    if (pushed === null) missed += 1;
    else {
      latencies.push(Math.max(0, pushed.at - answeredAt));
      employeeOf.set(clockId, pushed.employeeId);
    }
    // the first punch of an employee only learns who they are: their days are timed from their next punch on
    if (days) {
      dayTimings.push(
        days.then((dayAt) => {
          if (dayAt === null) daysMissed += 1;
          else dayLatencies.push(Math.max(0, dayAt - answeredAt));
        }),
      );
    }
    const spent = performance.now() - started;
    if (spent < every) await sleep(every - spent);
  }
  await Promise.all(dayTimings);
  return {
    ...percentiles(latencies),
    probes,
    missed,
    days: { ...percentiles(dayLatencies), timed: dayLatencies.length, missed: daysMissed },
  };
}

/** The company's local date and HH:mm of an instant (the scale company is in Pacific/Auckland). */
function local(date, zone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Timesheet edits one at a time, every `every` ms, over the probe employees in turn: each adds a forgotten punch
 * today (a minute of the early morning no punch of theirs holds) or deletes the one it added last, and is timed from
 * its answer to the days-calculated push naming the employee and today, and to the recalculated day on the page's
 * data, asked for as the console asks (use-timesheet.ts): at once with the edit's events, then on each push naming
 * the employee or every 2 s, until the answer has taken them in and recalculated the day. One read of the settled
 * day is timed beside it, the floor of that wait.
 */
async function editProbe({ http, employeeIds, stream, firstMinute, zone }) {
  const pushLatencies = [];
  const pageLatencies = [];
  const readLatencies = [];
  const takenInLatencies = [];
  let missed = 0;
  let pushMissed = 0;
  let pageMissed = 0;
  const waits = [];
  /** employee id → the punch the last edit added, still there */
  const added = new Map();
  const today = local(new Date(), zone).date;
  const call = (method, path, body, query) => callApi(http, { method, path, body, query });
  const records = (employeeId, eventIds) =>
    call('GET', '/api/timesheet/getPunchRecords', undefined, {
      employeeId,
      fromT: today,
      endT: today,
      awaiting: eventIds.length ? eventIds.join(',') : undefined,
    });
  const settled = (answer) =>
    answer.status === 200 && answer.body.awaitingEvents === 0 && answer.body.recalculating === 0;
  /** what the page does after an edit, until its data holds the recalculated day (null after 60 s) */
  const pageWait = async (employeeId, eventIds, answeredAt) => {
    const deadline = answeredAt + 60_000;
    let takenIn = false;
    for (;;) {
      const pushed = stream.nextDays(employeeId, 2_000);
      const answer = await records(employeeId, eventIds);
      // when calculation had taken the edit's events in (queued the days): the rest is the recalculation queue's
      if (!takenIn && answer.status === 200 && answer.body.awaitingEvents === 0) {
        takenIn = true;
        takenInLatencies.push(performance.now() - answeredAt);
      }
      if (settled(answer)) return performance.now();
      if (performance.now() > deadline) return null;
      await pushed; // the next push naming the employee, or the 2 s poll
    }
  };
  for (let i = 0; i < edits; i++) {
    const started = performance.now();
    const employeeId = employeeIds[i % employeeIds.length];
    const pushed = stream.nextDays(employeeId, 60_000, today);
    const last = added.get(employeeId);
    const minute = firstMinute + i;
    const answer = last
      ? await call('POST', '/timesheet/deleteSinglePunch', {
          punchId: last,
          employeeId,
          day: today,
          reason: 'bench: punched by mistake',
        })
      : await call('POST', '/timesheet/saveSinglePunch', {
          employeeId,
          day: today,
          punchTime: `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
          dayType: 'Today',
          reason: 'bench: forgot to punch',
        });
    const answeredAt = performance.now();
    if (answer.status !== 200) missed += 1;
    else {
      if (last) added.delete(employeeId);
      else added.set(employeeId, answer.body.punchId);
      const eventIds = answer.body.eventIds;
      waits.push(
        pushed.then((at) => {
          if (at === null) pushMissed += 1;
          else pushLatencies.push(Math.max(0, at - answeredAt));
        }),
        pageWait(employeeId, eventIds, answeredAt).then(async (at) => {
          if (at === null) {
            pageMissed += 1;
            return;
          }
          pageLatencies.push(at - answeredAt);
          const readStarted = performance.now();
          await records(employeeId, []);
          readLatencies.push(performance.now() - readStarted);
        }),
      );
    }
    const spent = performance.now() - started;
    if (spent < every) await sleep(every - spent);
  }
  await Promise.all(waits);
  // the punches still added are taken away, so that the next phase starts from the same days
  for (const [employeeId, punchId] of added) {
    await call('POST', '/timesheet/deleteSinglePunch', { punchId, employeeId, day: today });
  }
  return {
    edits,
    missed,
    push: { ...percentiles(pushLatencies), timed: pushLatencies.length, missed: pushMissed },
    page: { ...percentiles(pageLatencies), timed: pageLatencies.length, missed: pageMissed },
    takenIn: { ...percentiles(takenInLatencies), timed: takenInLatencies.length },
    read: { ...percentiles(readLatencies), timed: readLatencies.length },
  };
}

/**
 * A call through the client, its access token refreshed on a 401 as the console's is: the status (0: no answer)
 * and the answer's body when it succeeded.
 */
async function callApi(http, req) {
  try {
    return { status: 200, body: await http.request(req) };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: null };
    throw error;
  }
}

function percentiles(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) =>
    sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]) : null;
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.length ? Math.round(sorted[sorted.length - 1]) : null,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-live-'));
await chmod(dataDir, 0o755);
say(`starting the embedded app with a scale company of ${employees} employees …`);
const app = await startBenchApp({ dataDir, employees, weeks: 1 });
try {
  const { url, password, scale } = app.info;
  // the admin's session, held as the CLI holds one: the access token is refreshed when a call meets its expiry
  let held = null;
  const http = new HttpClient({ baseUrl: url, tokens: { get: () => held, set: (t) => (held = t) } });
  held = await http.request({
    method: 'POST',
    path: '/account/login',
    body: { email: scale.adminEmail, password, appType: 'web' },
  });
  // the scale company's clock ids run from 100001 (apps/embedded/src/demo/scale-seed.ts)
  const clockIds = Array.from({ length: scale.employees }, (_, i) => 100_001 + i);
  const probeIds = clockIds.slice(0, 20);
  const loadIds = clockIds.slice(20);
  const stream = await openStream(http);
  /** clock id → employee id, learnt from each probe's punch-status push */
  const employeeOf = new Map();
  const runId = randomUUID().slice(0, 8);

  const database = await openProbe(app.info.databaseUrl);
  // the scale company's punches are still on their way through the outboxes and the recalculation queue: the
  // baseline starts once they are through, so that it measures the probes alone
  const settled = await database.settle(900);
  say(`the scale company's events and recalculation settled in ${settled ?? 'more than 900'} s`);

  say('baseline: probes alone …');
  const loadBefore = load();
  const baselineLag = database.watchLag();
  const baseline = await probe({
    url,
    deviceToken: scale.deviceToken,
    clockIds: probeIds,
    employeeOf,
    stream,
    runId: `${runId}-b`,
  });
  const probeEmployees = probeIds.map((clockId) => employeeOf.get(clockId)).filter(Boolean);
  say('baseline: timesheet edits alone …');
  const editsBaseline = await editProbe({
    http,
    employeeIds: probeEmployees,
    stream,
    firstMinute: 0,
    zone: SCALE_ZONE,
  });
  const loadAfterBaseline = load();
  const baselineBacklog = await baselineLag.stop();

  say(`under load: vegeta sends ${rate} kiosk punches a second …`);
  // the load runs until both phases are done (each waits on answers that the load slows), at most MAX_LOAD_SECONDS
  let loadDone = false;
  const headers = { 'Content-Type': 'application/json', 'X-Device-Token': scale.deviceToken };
  function* background() {
    for (let i = 0; !loadDone; i++) {
      yield target('POST', `${url}/api/kiosk-punches`, {
        headers,
        body: {
          deviceId: `bench-live-load-${i % 20}`,
          devicePunchId: `${runId}-l-${i}`,
          clockId: loadIds[i % loadIds.length],
          punchTime: new Date(Date.now() - 60_000).toISOString(),
        },
      });
    }
  }
  const loadAtStart = load();
  const attacking = attack({ targets: background(), rate, durationSeconds: MAX_LOAD_SECONDS });
  const attackStarted = performance.now();
  const loadLag = database.watchLag();
  const sinceAttack = () => Math.round((performance.now() - attackStarted) / 1000);
  await sleep(5_000); // let the load settle in before the probes start
  // the edits first, so that the whole of them runs under the load whatever the probes' waits
  say('under load: the same timesheet edits …');
  const editsFrom = sinceAttack();
  const editsUnderLoad = await editProbe({
    http,
    employeeIds: probeEmployees,
    stream,
    firstMinute: edits,
    zone: SCALE_ZONE,
  });
  const editsTo = sinceAttack();
  say('under load: the same kiosk probes …');
  const probesFrom = sinceAttack();
  const underLoad = await probe({
    url,
    deviceToken: scale.deviceToken,
    clockIds: probeIds,
    employeeOf,
    stream,
    runId: `${runId}-l`,
  });
  const probesTo = sinceAttack();
  loadDone = true;
  const loadAtEnd = load();
  const background_ = await attacking;
  const loadBacklog = await loadLag.stop();
  await stream.close();
  await database.close();

  const result = {
    employees,
    rate,
    baseline: {
      ...baseline,
      edits: editsBaseline,
      backlog: baselineBacklog,
      load: `${loadBefore} → ${loadAfterBaseline}`,
    },
    underLoad: { ...underLoad, edits: editsUnderLoad, backlog: loadBacklog, load: `${loadAtStart} → ${loadAtEnd}` },
    streamReopened: stream.reopened,
    background: {
      seconds: probesTo,
      probesWithin: [probesFrom, probesTo],
      editsWithin: [editsFrom, editsTo],
      sentPerSecond: background_.sentPerSecond,
      okPerSecond: background_.okPerSecond,
      p50: background_.p50,
      p99: background_.p99,
      errors: background_.errors,
    },
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    say('');
    say('kiosk punch answered → its punch-status push on the live stream:');
    say('| run | probes | pushed p50 ms | p95 ms | p99 ms | max ms | missed | load average (1, 5, 15 min) |');
    say('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, r] of [
      ['baseline (probes alone)', result.baseline],
      [`under ${rate} punches/s`, result.underLoad],
    ]) {
      say(`| ${name} | ${r.probes} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.missed} | ${r.load} |`);
    }
    const b = result.background;
    say('');
    say('kiosk punch answered → the next days-calculated push naming its employee (the recalculated day):');
    say('| run | timed | p50 ms | p95 ms | p99 ms | max ms | missed |');
    say('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, r] of [
      ['baseline (probes alone)', result.baseline.days],
      [`under ${rate} punches/s`, result.underLoad.days],
    ]) {
      say(`| ${name} | ${r.timed} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.missed} |`);
    }
    say('');
    say(
      'timesheet edit answered (a punch added or deleted) → the recalculated day: pushed, and on the page’s data; beside one read of the settled day:',
    );
    say(
      '| run | edits | refused | push p50 ms | p95 | p99 | max | missed | page data p50 ms | p95 | p99 | max | missed | one read p50 ms | p99 |',
    );
    say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, e] of [
      ['baseline (edits alone)', result.baseline.edits],
      [`under ${rate} punches/s`, result.underLoad.edits],
    ]) {
      say(
        `| ${name} | ${e.edits} | ${e.missed} | ${e.push.p50} | ${e.push.p95} | ${e.push.p99} | ${e.push.max} | ${e.push.missed} | ${e.page.p50} | ${e.page.p95} | ${e.page.p99} | ${e.page.max} | ${e.page.missed} | ${e.read.p50} | ${e.read.p99} |`,
      );
    }
    say('');
    say(
      'timesheet edit answered → its events taken in by calculation (the days queued), and the most backlog seen (sampled each second):',
    );
    say(
      '| run | taken in p50 ms | p95 | p99 | max | time capture unpublished events | oldest waited ms | recalculation queue employee-days | oldest waited ms |',
    );
    say('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, r] of [
      ['baseline', result.baseline],
      [`under ${rate} punches/s`, result.underLoad],
    ]) {
      const t = r.edits.takenIn;
      const q = r.backlog;
      say(
        `| ${name} | ${t.p50} | ${t.p95} | ${t.p99} | ${t.max} | ${q.unsent} | ${q.relayLagMs} | ${q.queued} | ${q.queueWaitMs} |`,
      );
    }
    say('');
    say(`the live stream was opened again ${result.streamReopened} times (its access token expired)`);
    say(
      `background load (${b.seconds} s; the kiosk probes ran from ${b.probesWithin[0]} s to ${b.probesWithin[1]} s of it, the edits from ${b.editsWithin[0]} s to ${b.editsWithin[1]} s): ${b.sentPerSecond}/s sent, ${b.okPerSecond}/s answered ok, p50 ${b.p50} ms, p99 ${b.p99} ms, ${b.errors} errors`,
    );
  }
} finally {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}

// Vegeta (github.com/tsenart/vegeta, MIT), the HTTP load generator the benchmarks drive. It is built once from
// the Go module proxy with `go install` into .cache/vegeta/<version>/ (k6 was the first choice, but its licence,
// the AGPL, keeps it out of this project's tools).
//
// attack() runs one attack and answers vegeta's JSON report, with latencies in milliseconds. Targets are
// written to vegeta's stdin lazily from a generator, so an attack can send as many unique requests as its rate
// and duration need.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const VEGETA_MODULE = 'github.com/tsenart/vegeta/v12';
export const VEGETA_VERSION = 'v12.13.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the vegeta binary lives: $ROLLCALL_VEGETA, else .cache/vegeta/<version>/vegeta. */
export function vegetaPath() {
  return process.env.ROLLCALL_VEGETA || path.join(root, '.cache/vegeta', VEGETA_VERSION, 'vegeta');
}

/** Builds vegeta with `go install` (once) and answers its path. */
export function ensureVegeta(log = (line) => process.stderr.write(`${line}\n`)) {
  const binary = vegetaPath();
  if (existsSync(binary)) return binary;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.status !== 0) {
    throw new Error('vegeta is not built yet and the Go toolchain (`go`) is not on PATH: install Go 1.22 or newer');
  }
  log(`vegeta ${VEGETA_VERSION}: not built yet; fetching it from the Go module proxy and building it (once) …`);
  const built = spawnSync('go', ['install', `${VEGETA_MODULE}@${VEGETA_VERSION}`], {
    env: { ...process.env, GOBIN: path.dirname(binary) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0 || !existsSync(binary))
    throw new Error(`go install ${VEGETA_MODULE}@${VEGETA_VERSION} failed`);
  log(`vegeta ${VEGETA_VERSION}: built into ${binary}`);
  return binary;
}

/** A vegeta JSON target: one request. */
export function target(method, url, { headers = {}, body } = {}) {
  const header = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]]));
  return {
    method,
    url,
    header,
    ...(body === undefined ? {} : { body: Buffer.from(JSON.stringify(body)).toString('base64') }),
  };
}

/** Targets taken in turn from a fixed list, for ever. */
export function* cycle(targets) {
  if (!targets.length) throw new Error('no targets');
  for (let i = 0; ; i++) yield targets[i % targets.length];
}

/**
 * One attack. Open model: `rate` requests per second for `durationSeconds`, whatever the answers take.
 * Closed model: `rate: 0` with `senders`, each sending its next request when its last one is answered.
 * Answers the report: requests, sent rate, ok throughput, latencies (ms), status codes, error count and
 * the distinct error messages.
 */
export async function attack({ targets, rate, durationSeconds, senders, timeoutSeconds = 10 }) {
  const binary = vegetaPath();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-vegeta-'));
  const results = path.join(dir, 'results.bin');
  try {
    const args = [
      'attack',
      '-format=json',
      '-lazy',
      `-rate=${rate}/1s`,
      `-duration=${durationSeconds}s`,
      `-timeout=${timeoutSeconds}s`,
      '-redirects=-1',
      '-max-body=0',
      `-output=${results}`,
    ];
    if (senders) args.push(`-workers=${senders}`, `-max-workers=${senders}`);
    const child = spawn(binary, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
    await feed(child.stdin, targets, exited);
    const code = await exited;
    if (code !== 0) throw new Error(`vegeta attack exited ${code}: ${stderr.trim()}`);
    const report = spawnSync(binary, ['report', '-type=json', results], { encoding: 'utf8', maxBuffer: 64 << 20 });
    if (report.status !== 0) throw new Error(`vegeta report failed: ${report.stderr}`);
    return summarise(JSON.parse(report.stdout));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes targets as JSON lines until vegeta stops reading (it closes stdin when the attack ends). */
async function feed(stdin, targets, exited) {
  let closed = false;
  stdin.on('error', () => (closed = true));
  void exited.then(() => (closed = true));
  const iterator = targets[Symbol.iterator]();
  while (!closed) {
    let chunk = '';
    for (let i = 0; i < 200; i++) {
      const next = iterator.next();
      if (next.done) {
        stdin.end(chunk);
        return;
      }
      chunk += `${JSON.stringify(next.value)}\n`;
    }
    if (!stdin.write(chunk)) {
      await new Promise((resolve) => {
        stdin.once('drain', resolve);
        void exited.then(resolve);
      });
    }
  }
}

const ms = (ns) => Math.round(ns / 1e4) / 100;

function summarise(report) {
  const statusCodes = report.status_codes ?? {};
  const ok = Object.entries(statusCodes)
    .filter(([code]) => Number(code) >= 200 && Number(code) < 400)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: report.requests,
    sentPerSecond: Math.round(report.rate * 10) / 10,
    okPerSecond: Math.round(report.throughput * 10) / 10,
    p50: ms(report.latencies['50th']),
    p95: ms(report.latencies['95th']),
    p99: ms(report.latencies['99th']),
    max: ms(report.latencies.max),
    errors: report.requests - ok,
    statusCodes,
    // the same failure once, without each request's URL and port
    errorMessages: [
      ...new Set(
        (report.errors ?? []).map((e) => e.replace(/"https?:\/\/[^"]*": /, '').replace(/tcp \S+->\S+/, 'tcp')),
      ),
    ].slice(0, 3),
  };
}

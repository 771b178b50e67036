// The npm registry mirror these machines use serves only the platform packages of this platform (Linux), so
// `npm install` leaves the other platforms' optional packages (@swc/core-darwin-arm64, ...) out of
// package-lock.json, and `npm ci` then refuses the lock file ("Missing: ... from lock file"). This script adds
// those entries with the os/cpu/libc their names declare, so `npm ci` sees a complete lock and skips them.
// Run it after every `npm install` (`npm run lock:complete`); `--verify` fails when entries are missing.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const verify = process.argv.includes('--verify');

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  x86_64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  armv7: 'arm',
  ppc64: 'ppc64',
  ppc64le: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  mips64el: 'mips64el',
};

function platformOf(name) {
  const parts = name.toLowerCase().split(/[-/@.]/);
  if (parts.includes('wasm32') || parts.includes('wasi')) return { cpu: ['wasm32'] };
  const os = OS.filter((o) => parts.includes(o)).slice(0, 1);
  const cpu = parts
    .filter((p) => CPU[p])
    .map((p) => CPU[p])
    .slice(0, 1);
  const result = {};
  if (os.length) result.os = os;
  if (cpu.length) result.cpu = cpu;
  if (parts.includes('musl')) result.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) result.libc = ['glibc'];
  // A name that declares no platform is never one of these packages; keep it off every machine.
  if (!os.length && !cpu.length) result.cpu = ['none'];
  return result;
}

const lock = JSON.parse(await readFile(lockPath, 'utf8'));
const packages = lock.packages;
const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const version = range.replace(/^[\^~=]/, '');
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]?.version === version) continue;
    const where = packages[hoisted] ? nested : hoisted;
    missing.push(where);
    packages[where] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) };
  }
}

if (verify) {
  if (missing.length) {
    console.error(`package-lock.json lacks ${missing.length} optional platform entries (npm ci would refuse it).`);
    console.error('Run npm run lock:complete and commit package-lock.json.');
    process.exit(1);
  }
  console.log('package-lock.json is complete for npm ci.');
} else {
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  lock.packages = sorted;
  await writeFile(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${missing.length} optional platform entries.`);
}

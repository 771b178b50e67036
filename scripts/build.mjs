// Builds every Node workspace (swc: src -> dist, with decorator metadata for Nest) and the console (Vite).
// `--if-stale` skips the work when nothing under any src/ changed since the last build.
import { transformFile } from '@swc/core';
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');
const stampFile = path.join(root, '.cache', 'build-stamp');

const allNodePackages = [
  'libs/contracts',
  'libs/calc-engine',
  'libs/platform',
  'libs/api-client',
  ...(await readdir(path.join(root, 'services'))).map((s) => `services/${s}`),
  'apps/embedded',
  'cli',
];
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const nodePackages = only.length ? allNodePackages.filter((p) => only.includes(p)) : allNodePackages;
const buildConsole = only.length === 0 || only.includes('console');

async function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(full);
  }
  return out;
}

async function newestSourceMtime() {
  let newest = 0;
  for (const dir of [...nodePackages.map((p) => `${p}/src`), 'console/src', 'console/index.html']) {
    const full = path.join(root, dir);
    const files = existsSync(full) && (await stat(full)).isFile() ? [full] : await listFiles(full);
    for (const f of files) newest = Math.max(newest, (await stat(f)).mtimeMs);
  }
  return newest;
}

if (ifStale && existsSync(stampFile)) {
  const built = Number(await readFile(stampFile, 'utf8'));
  if ((await newestSourceMtime()) <= built) process.exit(0);
}

const started = Date.now();
const swcOptions = JSON.parse(await readFile(path.join(root, '.swcrc'), 'utf8'));
delete swcOptions.$schema;

async function buildPackage(pkg) {
  const src = path.join(root, pkg, 'src');
  const dist = path.join(root, pkg, 'dist');
  await rm(dist, { recursive: true, force: true });
  const files = (await listFiles(src)).filter((f) => /\.tsx?$/.test(f) && !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const rel = path.relative(src, file).replace(/\.tsx?$/, '.js');
      const outFile = path.join(dist, rel);
      const { code, map } = await transformFile(file, {
        ...swcOptions,
        filename: file,
        sourceFileName: path.relative(path.dirname(outFile), file),
        swcrc: false,
      });
      await mkdir(path.dirname(outFile), { recursive: true });
      await writeFile(outFile, `${code}\n//# sourceMappingURL=${path.basename(outFile)}.map\n`);
      if (map) await writeFile(`${outFile}.map`, map);
    }),
  );
  return files.length;
}

let count = 0;
for (const pkg of nodePackages) count += await buildPackage(pkg);

if (buildConsole && existsSync(path.join(root, 'console', 'vite.config.ts'))) {
  const vite = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'console'),
      stdio: 'inherit',
    },
  );
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}

if (only.length === 0) {
  await mkdir(path.dirname(stampFile), { recursive: true });
  await writeFile(stampFile, String(Date.now()));
}
console.log(
  `rollcall: built ${count} files in ${nodePackages.length} packages and the console in ${Date.now() - started} ms`,
);

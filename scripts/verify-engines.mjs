// `npm run engines:verify` (part of `npm run check`): every Node.js version that package.json's `engines` accepts
// must be one that each locked dependency accepts too. Otherwise `npm ci` warns EBADENGINE on a Node the README
// promises, and that dependency may fail there. The ranges come from package-lock.json, so no install is needed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8'));

const ours = manifest.engines?.node;
if (!ours || !semver.validRange(ours)) {
  console.error(`package.json: engines.node must be a semver range (got ${JSON.stringify(ours)})`);
  process.exit(1);
}

const conflicts = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  const theirs = entry.engines?.node;
  if (!key || typeof theirs !== 'string') continue;
  const valid = semver.validRange(theirs);
  if (!valid || !semver.subset(ours, valid)) {
    const name = key.replace(/^.*node_modules\//, '');
    conflicts.push(`  ${name}@${entry.version} requires Node ${theirs}`);
  }
}

if (conflicts.length) {
  console.error(`package.json accepts Node ${ours}, but ${conflicts.length} locked package(s) do not:`);
  console.error(conflicts.join('\n'));
  console.error(
    'Pin a version that supports every Node that engines.node accepts (package.json "overrides"), or narrow engines.node and the README to what they support.',
  );
  process.exit(1);
}
console.log(`Every locked package supports Node ${ours}.`);

// Reads a V8 CPU profile of the engine bench and prints where calculate() spends its time: self time per function
// under calculate(), as a share of all its samples, and the garbage collector's share of the whole profile.
//   node --cpu-prof --cpu-prof-dir=/tmp/engine-prof libs/calc-engine/dist/bench/engine-bench.js
//   node libs/calc-engine/dist/bench/profile-summary.js /tmp/engine-prof/<file>.cpuprofile [top]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.js FILE.cpuprofile [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

const underCalculate = new Map<number, boolean>();
function isUnderCalculate(id: number): boolean {
  const known = underCalculate.get(id);
  if (known !== undefined) return known;
  const node = byId.get(id);
  const parent = parentOf.get(id);
  const result =
    node?.callFrame.functionName === 'calculate' || (parent !== undefined ? isUnderCalculate(parent) : false);
  underCalculate.set(id, result);
  return result;
}

const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;

let all = 0;
let gc = 0;
let calc = 0;
const self = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const node = byId.get(id);
  if (!node) return;
  all += dt;
  if (node.callFrame.functionName === '(garbage collector)') gc += dt;
  if (!isUnderCalculate(id)) return;
  calc += dt;
  self.set(label(node), (self.get(label(node)) ?? 0) + dt);
});

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1).padStart(5)} %`;
console.log(`calculate(): ${pct(calc, all)} of the samples; garbage collector: ${pct(gc, all)}`);
console.log('self time under calculate():');
for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 20))) {
  console.log(`  ${pct(t, calc)}  ${name}`);
}

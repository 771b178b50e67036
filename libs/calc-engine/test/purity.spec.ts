// The engine has no clock, no randomness and no I/O: a guard over its sources (the bench is exempt).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'bench' ? [] : sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [full] : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/Date\.now\s*\(/, 'Date.now()'],
  [/new Date\s*\(\s*\)/, 'new Date() without an argument'],
  [/Math\.random/, 'Math.random'],
  [/\bprocess\./, 'process'],
  [/from ['"](node:)?(fs|fs\/promises|child_process|net|http|os)['"]/, 'I/O modules'],
  [/localeCompare|toLocale/, 'locale-dependent text'],
  [/Settings\.now|DateTime\.(now|local)\s*\(/, "luxon's clock"],
];

test.each(sources(src).map((f) => [path.relative(src, f), f]))('%s is pure', (_name, file) => {
  const text = readFileSync(file, 'utf8');
  for (const [pattern, what] of FORBIDDEN)
    expect({ file: _name, uses: pattern.test(text) ? what : null }).toEqual({ file: _name, uses: null });
});

// Golden scenarios: every folder of libs/calc-engine/scenarios holds an input.json (a complete EngineInput, also
// runnable with `rollcall calc --input`) and a hand-checked expected.json.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculate } from '@rollcall/calc-engine';
import { validateEngineInput } from '@rollcall/contracts';

const root = fileURLToPath(new URL('../scenarios', import.meta.url));
const names = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const read = (name: string, file: string): unknown => JSON.parse(readFileSync(join(root, name, file), 'utf8'));

test('there are golden scenarios', () => {
  expect(names.length).toBeGreaterThanOrEqual(8);
});

describe.each(names)('scenario %s', (name) => {
  test('matches expected.json', () => {
    const input = validateEngineInput(read(name, 'input.json'));
    expect(calculate(input)).toEqual(read(name, 'expected.json'));
  });
});

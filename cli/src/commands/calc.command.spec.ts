import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { calc, registerCalcCommand, type CalcIo } from './calc.command.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const scenario = path.join(root, 'libs/calc-engine/scenarios/05-overnight-dst-ends');
const scenarioInput = path.join(scenario, 'input.json');
const expected = JSON.parse(readFileSync(path.join(scenario, 'expected.json'), 'utf8')) as unknown;

class Exited extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

function recorder(stdinText?: string, tty = false) {
  const out: string[] = [];
  const err: string[] = [];
  const stdin = Object.assign(new PassThrough(), { isTTY: tty });
  if (stdinText !== undefined) stdin.end(stdinText);
  const io: CalcIo = {
    stdin,
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t) },
    exit: (code: number): never => {
      throw new Exited(code);
    },
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

let temp: string;
beforeAll(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'rollcall-calc-'));
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function writeTemp(name: string, text: string): string {
  const file = path.join(temp, name);
  writeFileSync(file, text);
  return file;
}

describe('calc (the command function)', () => {
  test('prints the EngineResult of a file as JSON with 2-space indents', async () => {
    const r = recorder();
    expect(await calc({ input: scenarioInput }, r.io)).toBe(0);
    expect(JSON.parse(r.out())).toEqual(expected);
    expect(r.out()).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    expect(r.err()).toBe('');
  });

  test('reads standard input without --input and with --input -', async () => {
    const text = readFileSync(scenarioInput, 'utf8');
    for (const input of [undefined, '-']) {
      const r = recorder(text);
      expect(await calc({ input }, r.io)).toBe(0);
      expect(JSON.parse(r.out())).toEqual(expected);
    }
  });

  test('invalid input: the field named on stderr, exit 2', async () => {
    const value = JSON.parse(readFileSync(scenarioInput, 'utf8'));
    value.payGroup.shiftThreshold = '240';
    const file = writeTemp('invalid.json', JSON.stringify(value));
    const r = recorder();
    expect(await calc({ input: file }, r.io)).toBe(2);
    expect(r.err()).toBe(`rollcall calc: invalid input in ${file}: payGroup.shiftThreshold must be a number\n`);
    expect(r.out()).toBe('');
  });

  test('an unreadable file, bad JSON, or nothing at all: a clear message, exit 2', async () => {
    const missing = path.join(temp, 'nope.json');
    const cases: [string, string][] = [
      [missing, `rollcall calc: cannot read ${missing}: no such file\n`],
      [temp, `rollcall calc: cannot read ${temp}: it is a directory\n`],
      [
        writeTemp('empty.json', '  \n'),
        `rollcall calc: ${path.join(temp, 'empty.json')} is empty: expected an EngineInput as JSON\n`,
      ],
    ];
    for (const [input, message] of cases) {
      const r = recorder();
      expect(await calc({ input }, r.io)).toBe(2);
      expect(r.err()).toBe(message);
    }
    const bad = recorder('{"asOf": ');
    expect(await calc({}, bad.io)).toBe(2);
    expect(bad.err()).toMatch(/^rollcall calc: standard input is not valid JSON: /);
    const tty = recorder(undefined, true);
    expect(await calc({}, tty.io)).toBe(2);
    expect(tty.err()).toBe('rollcall calc: give --input FILE, or pipe the EngineInput JSON on standard input\n');
  });
});

describe('rollcall calc (through commander)', () => {
  async function run(args: string[], stdinText?: string) {
    const r = recorder(stdinText);
    const program = new Command('rollcall')
      .exitOverride()
      .configureOutput({ writeOut: () => {}, writeErr: (s) => r.io.stderr.write(s) });
    registerCalcCommand(program, r.io);
    let code = 0;
    try {
      await program.parseAsync(args, { from: 'user' });
    } catch (error) {
      if (!(error instanceof Exited)) throw error;
      code = error.code;
    }
    return { code, out: r.out(), err: r.err() };
  }

  test('--input FILE and -i FILE', async () => {
    for (const flag of ['--input', '-i']) {
      const r = await run(['calc', flag, scenarioInput]);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toEqual(expected);
    }
  });

  test('an unknown option is a usage error, exit 2', async () => {
    const r = await run(['calc', '--inptu', scenarioInput]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown option '--inptu'/);
  });
});

describe('node cli/bin/rollcall.js calc (the built CLI)', () => {
  const packages = ['libs/contracts', 'libs/calc-engine', 'libs/api-client', 'cli'];
  const bin = path.join(root, 'cli/bin/rollcall.js');

  function newest(dir: string): number {
    if (!existsSync(dir)) return 0;
    return readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
      const full = path.join(dir, e.name);
      return Math.max(m, e.isDirectory() ? newest(full) : statSync(full).mtimeMs);
    }, 0);
  }

  beforeAll(() => {
    const builtAt = (p: string) => (existsSync(path.join(root, p, 'dist')) ? newest(path.join(root, p, 'dist')) : 0);
    const stale = packages.some(
      (p) => existsSync(path.join(root, p, 'src')) && newest(path.join(root, p, 'src')) > builtAt(p),
    );
    if (!existsSync(path.join(root, 'cli/dist/main.js')) || stale) {
      const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...packages], {
        cwd: root,
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
    }
  }, 120_000);

  const rollcall = (args: string[], input?: string) =>
    spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', input, timeout: 60_000 });

  test('prints the result of a scenario and exits 0', () => {
    const r = rollcall(['calc', '--input', scenarioInput]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expected);
  });

  test('reads standard input', () => {
    const r = rollcall(['calc'], readFileSync(scenarioInput, 'utf8'));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expected);
  });

  test('an invalid file exits 2 with the field on stderr', () => {
    const file = writeTemp(
      'bad-punch.json',
      readFileSync(scenarioInput, 'utf8').replace('2026-04-05T06:05:00+12:00', 'tomorrow'),
    );
    const r = rollcall(['calc', '--input', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `rollcall calc: invalid input in ${file}: punches[1].at must be an ISO instant (e.g. 2026-04-05T09:00:00+12:00)\n`,
    );
    expect(r.stdout).toBe('');
  });

  test('--version prints the version of cli/package.json', () => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'cli/package.json'), 'utf8')) as { version: string };
    expect(rollcall(['--version']).stdout.trim()).toBe(version);
  });
});

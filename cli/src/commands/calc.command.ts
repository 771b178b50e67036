// `rollcall calc`: runs the calculation engine offline on one EngineInput (a file, or JSON on standard input) and
// prints the EngineResult as JSON, so a rule can be checked without a server. Bad input: exit 2.

import { readFile } from 'node:fs/promises';
import { calculate } from '@rollcall/calc-engine';
import { EngineInputError, validateEngineInput } from '@rollcall/contracts';
import type { Command, CommanderError } from 'commander';

export const CALC_EXIT = { ok: 0, failed: 1, badInput: 2 } as const;

/** What the command touches outside itself; the process by default, a recorder in tests. */
export interface CalcIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  exit(code: number): never;
  readFile?(path: string): Promise<string>;
}

export interface CalcOptions {
  input?: string;
}

function processCalcIo(): CalcIo {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, exit: (code) => process.exit(code) };
}

export function registerCalcCommand(program: Command, io: CalcIo = processCalcIo()): Command {
  return program
    .command('calc')
    .description(
      'calculate one employee offline: read an EngineInput, print the EngineResult as JSON (exit 2 on bad input)',
    )
    .option('-i, --input <file>', 'the EngineInput JSON file; "-" or no option reads standard input')
    .exitOverride((error: CommanderError) => io.exit(error.exitCode === 0 ? CALC_EXIT.ok : CALC_EXIT.badInput))
    .action(async (options: CalcOptions) => {
      const code = await calc(options, io);
      if (code !== CALC_EXIT.ok) io.exit(code);
    });
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/** Runs the command and returns its exit code; everything printed goes through `io`. */
export async function calc(options: CalcOptions, io: CalcIo): Promise<number> {
  const fail = (code: number, message: string) => {
    io.stderr.write(`rollcall calc: ${message}\n`);
    return code;
  };
  const fromStdin = options.input === undefined || options.input === '-';
  const source = fromStdin ? 'standard input' : options.input;
  if (fromStdin && io.stdin.isTTY) {
    return fail(CALC_EXIT.badInput, 'give --input FILE, or pipe the EngineInput JSON on standard input');
  }

  let text: string;
  try {
    text = fromStdin
      ? await readStream(io.stdin)
      : await (io.readFile ?? ((p: string) => readFile(p, 'utf8')))(options.input as string);
  } catch (error) {
    return fail(CALC_EXIT.badInput, `cannot read ${source}: ${reason(error)}`);
  }
  if (text.trim() === '') return fail(CALC_EXIT.badInput, `${source} is empty: expected an EngineInput as JSON`);

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail(CALC_EXIT.badInput, `${source} is not valid JSON: ${reason(error)}`);
  }

  try {
    const result = calculate(validateEngineInput(value));
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return CALC_EXIT.ok;
  } catch (error) {
    if (error instanceof EngineInputError)
      return fail(CALC_EXIT.badInput, `invalid input in ${source}: ${error.message}`);
    return fail(CALC_EXIT.failed, `the calculation failed: ${reason(error)}`);
  }
}

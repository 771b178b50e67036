// Test helpers for the CLI: a CliIo that records what a command prints and how it exits, a real temporary config
// folder, and a real HTTP server on 127.0.0.1 that stands in for the gateway.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Command } from 'commander';
import type { CliIo } from '../src/api.js';

/** Thrown by the test io's exit so that the command stops where the real one would. */
export class Exited extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

export interface TestIo extends CliIo {
  out: string[];
  err: string[];
}

export function testIo(env: NodeJS.ProcessEnv, stdin: CliIo['stdin'] = new PassThrough()): TestIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    env,
    stdin,
    out,
    err,
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    exit: (code: number): never => {
      throw new Exited(code);
    },
  };
}

/**
 * Runs `rollcall <args>` with the commands `register` adds, through commander, and resolves to the exit code
 * (0 when the action returned normally) with everything printed.
 */
export async function runCli(
  io: TestIo,
  register: (program: Command, io: CliIo) => unknown,
  args: string[],
): Promise<{ code: number; out: string; err: string }> {
  const program = new Command('rollcall')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out.push(s), writeErr: (s) => io.err.push(s) });
  register(program, io);
  let code = 0;
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    if (!(error instanceof Exited)) throw error;
    code = error.code;
  }
  return { code, out: io.out.join(''), err: io.err.join('') };
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rollcall-cli-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Route = (request: Received) => { status: number; body?: unknown };

/** A real HTTP server answering JSON through `route`, recording every request. */
export async function stubGateway(
  route: Route,
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: Received = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      received.push(request);
      const answer = route(request);
      res.writeHead(answer.status, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `body` with a stand-in gateway answering through `route`, and closes it after. */
export async function withGateway<T>(
  route: Route,
  body: (gateway: Awaited<ReturnType<typeof stubGateway>>) => Promise<T>,
): Promise<T> {
  const gateway = await stubGateway(route);
  try {
    return await body(gateway);
  } finally {
    await gateway.close();
  }
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

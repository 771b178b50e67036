// Sends a file to an upload route as multipart (one file part), streamed in slices so a command can show how much
// has gone (the typed client sends JSON only), and the import commands' whole send: session, file, progress.

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ApiError } from '@rollcall/api-client';
import path from 'node:path';
import { type CliIo, UsageError, describeFailure, resolveUrl } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { inkProgress, type ProgressView } from './employees-progress.js';
import { uploadLine } from './schedule-import-report.js';

const SLICE = 64 * 1024;

export interface FileUpload {
  url: string;
  accessToken: string;
  /** the route with its query, e.g. "/schedule/uploadExl?dryRun=true" */
  path: string;
  /** the multipart part the route reads the file from */
  part: string;
  fileName: string;
  bytes: Uint8Array;
  /** bytes of the body sent so far, of all */
  onProgress?(sent: number, total: number): void;
}

/** The server's answer, or an ApiError with its answer (status 0 when it cannot be reached). */
export async function uploadFile<T>(upload: FileUpload): Promise<T> {
  const boundary = `rollcall-${randomUUID()}`;
  const safeName = upload.fileName.replace(/["\r\n]/g, '_');
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.part}"; filename="${safeName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    upload.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= body.length) return controller.close();
      const slice = body.subarray(sent, sent + SLICE);
      sent += slice.length;
      controller.enqueue(slice);
      upload.onProgress?.(sent, body.length);
    },
  });
  let response: Response;
  try {
    response = await fetch(`${upload.url}${upload.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${upload.accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error), undefined, error);
  }
  const text = await response.text();
  const answer = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const envelope = (answer ?? {}) as { message?: unknown; details?: ApiError['details'] };
    throw new ApiError(
      response.status,
      typeof envelope.message === 'string' ? envelope.message : response.statusText,
      envelope.details,
      answer,
    );
  }
  return answer as T;
}

/** The file's bytes; a UsageError saying why it cannot be read. */
export async function readUploadFile(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : String(code ?? error);
    throw new UsageError(`${file}: cannot read it: ${why}`);
  }
}

/**
 * What an import command does with its file: reads it, sends it with the stored session to `route` (the upload's
 * progress bar on a terminal, one line otherwise, nothing with --json) and answers the server's report; null after
 * printing why the upload failed.
 */
export async function sendImportFile<T>(
  io: CliIo,
  command: string,
  file: string,
  options: { json?: boolean; url?: string },
  route: { path: string; part: string },
): Promise<T | null> {
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  const bytes = await readUploadFile(file);
  const tty = (io.stdout as { isTTY?: boolean }).isTTY === true && !options.json;
  let progress: ProgressView | null = null;
  if (tty) progress = await inkProgress(io.stdout as NodeJS.WriteStream, (sent, total) => uploadLine(sent, total));
  else if (!options.json) io.stdout.write(`Uploading ${path.basename(file)} (${Math.ceil(bytes.length / 1024)} kB)…\n`);
  try {
    return await uploadFile<T>({
      url,
      accessToken: session.accessToken,
      ...route,
      fileName: path.basename(file),
      bytes,
      ...(progress ? { onProgress: (sent: number, total: number) => progress?.update(sent, total, 0) } : {}),
    });
  } catch (error) {
    io.stderr.write(`${command}: ${describeFailure(error, url)}\n`);
    return null;
  } finally {
    progress?.stop();
  }
}

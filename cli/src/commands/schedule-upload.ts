// Sends a schedule workbook to POST /schedule/uploadExl as multipart (part `uploadFile`), streamed in slices so the
// command can show how much has gone; the typed client sends JSON only.

import { randomUUID } from 'node:crypto';
import { ApiError, type ScheduleImportAnswer } from '@rollcall/api-client';

const SLICE = 64 * 1024;

export interface ScheduleUpload {
  url: string;
  accessToken: string;
  fileName: string;
  bytes: Uint8Array;
  dryRun: boolean;
  /** bytes of the body sent so far, of all */
  onProgress?(sent: number, total: number): void;
}

/** The server's report, or an ApiError with its answer (status 0 when it cannot be reached). */
export async function uploadScheduleFile(upload: ScheduleUpload): Promise<ScheduleImportAnswer> {
  const boundary = `rollcall-${randomUUID()}`;
  const safeName = upload.fileName.replace(/["\r\n]/g, '_');
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="${safeName}"\r\n` +
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
    response = await fetch(`${upload.url}/schedule/uploadExl${upload.dryRun ? '?dryRun=true' : ''}`, {
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
  return answer as ScheduleImportAnswer;
}

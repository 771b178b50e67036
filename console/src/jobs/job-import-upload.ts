import type { JobImportAnswer } from '@rollcall/api-client';
import { ApiError } from '@rollcall/api-client';
import { tokens } from '../api/client';

const API_BASE = ((import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '').replace(/\/+$/, '');

/** The file types the Import Jobs upload accepts. */
export const JOB_FILE_ACCEPT = '.csv,.xlsx';

/** POST /api/jobs/import, multipart with the part `jobFile` (fetched directly: the shared client sends JSON). */
export async function uploadJobFile(file: File): Promise<JobImportAnswer> {
  const form = new FormData();
  form.append('jobFile', file);
  const accessToken = tokens.get()?.accessToken;
  const response = await fetch(`${API_BASE}/api/jobs/import`, {
    method: 'POST',
    body: form,
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  const body = (await response.json().catch(() => undefined)) as (JobImportAnswer & { message?: string }) | undefined;
  if (!response.ok) throw new ApiError(response.status, body?.message ?? '', undefined, body);
  if (!body) throw new ApiError(response.status, '');
  return body;
}

/** One line per refused row, for the import result. */
export function refusedLines(answer: JobImportAnswer): string[] {
  return answer.refused.map((r) => `Row ${r.row}${r.code ? ` (${r.code})` : ''}: ${r.reason}`);
}

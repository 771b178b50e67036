import { ApiError } from '@rollcall/api-client';
import { tokens } from './client';

const API_BASE = ((import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '').replace(/\/+$/, '');

/**
 * POSTs one file as multipart, part `field`, with the session's bearer token (fetched directly: the shared client
 * sends JSON). Resolves the JSON answer; a refusal throws an ApiError carrying the error envelope.
 */
export async function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  const accessToken = tokens.get()?.accessToken;
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    body: form,
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  const body = (await response.json().catch(() => undefined)) as (T & { message?: string }) | undefined;
  if (!response.ok) throw new ApiError(response.status, body?.message ?? '', undefined, body);
  if (!body) throw new ApiError(response.status, '');
  return body;
}

/** GETs a file with the session's bearer token and saves it in the browser under `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const accessToken = tokens.get()?.accessToken;
  const response = await fetch(`${API_BASE}${path}`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, '');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * uploadFile with the bytes sent reported as they go (`onProgress(loaded, total)`), for large imports: an
 * XMLHttpRequest, as fetch reports no upload progress.
 */
export function uploadFileWithProgress<T>(
  path: string,
  field: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    const accessToken = tokens.get()?.accessToken;
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onerror = () => reject(new ApiError(0, ''));
    request.onload = () => {
      let body: (T & { message?: string }) | undefined;
      try {
        body = JSON.parse(request.responseText) as T & { message?: string };
      } catch {
        body = undefined;
      }
      if (request.status < 200 || request.status >= 300)
        reject(new ApiError(request.status, body?.message ?? '', undefined, body));
      else if (!body) reject(new ApiError(request.status, ''));
      else resolve(body);
    };
    request.send(form);
  });
}

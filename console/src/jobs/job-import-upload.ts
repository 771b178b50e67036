import type { JobImportAnswer } from '@rollcall/api-client';
import { uploadFile } from '../api/upload-file';

/** The file types the Import Jobs upload accepts. */
export const JOB_FILE_ACCEPT = '.csv,.xlsx';

/** POST /api/jobs/import, multipart with the part `jobFile`. */
export function uploadJobFile(file: File): Promise<JobImportAnswer> {
  return uploadFile<JobImportAnswer>('/api/jobs/import', 'jobFile', file);
}

/** One line per refused row, for the import result. */
export function refusedLines(answer: JobImportAnswer): string[] {
  return answer.refused.map((r) => `Row ${r.row}${r.code ? ` (${r.code})` : ''}: ${r.reason}`);
}

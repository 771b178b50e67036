import { parse } from 'csv-parse/sync';
import { WORKBOOK_ZIP_BOUNDS, zipContents, zipWithin } from '@rollcall/platform';

export type JobFileKind = 'csv' | 'xlsx';

export const MAX_JOB_FILE_BYTES = 2 * 1024 * 1024;

/** The kind of a job file by its name's extension, or null for anything else. */
export function jobFileKind(fileName: string): JobFileKind | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim().toLowerCase())?.[1];
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

export class UnreadableJobFile extends Error {}
export class OversizedJobFile extends Error {}

/** The file's cells as text, row by row (the first worksheet of an .xlsx). */
export async function readJobSheet(bytes: Buffer, kind: JobFileKind): Promise<string[][]> {
  if (kind === 'xlsx') {
    const contents = zipContents(bytes);
    if (!contents) throw new UnreadableJobFile('not an .xlsx (zip) file');
    if (!zipWithin(contents, WORKBOOK_ZIP_BOUNDS)) {
      throw new OversizedJobFile(`unpacks to ${contents.unpackedBytes} bytes in ${contents.entries} entries`);
    }
  }
  try {
    return kind === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  } catch (error) {
    throw new UnreadableJobFile(error instanceof Error ? error.message : String(error));
  }
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  return parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  // loaded on first use: exceljs is the heaviest import of the app
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(row.getCell(column).text.trim());
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

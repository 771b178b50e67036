import * as SheetJS from '@e965/xlsx';
import { WORKBOOK_ZIP_BOUNDS, zipContents, zipWithin } from '@rollcall/platform';
import type { CellValue } from 'exceljs';

/** A cell as the import reads it: text, a number (Excel keeps dates and times as numbers), a flag or a date. */
export type SheetCell = string | number | boolean | Date | null;

export type WorkbookKind = 'xlsx' | 'xls';

/** An .xlsx is bounded by what it unpacks to; an .xls (not a zip) by its own size, which is what it parses to. */
export const MAX_XLSX_BYTES = 10 * 1024 * 1024;
export const MAX_XLS_BYTES = 5 * 1024 * 1024;
/** Rows read from a sheet (the header included); a longer sheet is refused as too large. */
export const MAX_SHEET_ROWS = 50_001;

/** The bytes do not hold a workbook of the kind named: the import answers modelerror. */
export class MalformedWorkbook extends Error {}
/** The workbook would unpack or parse past the limits: refused before it is read. */
export class OversizedWorkbook extends Error {}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The workbook kind by the file name's extension, or null for anything else. */
export function workbookKind(fileName: string): WorkbookKind | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim().toLowerCase())?.[1];
  return extension === 'xlsx' || extension === 'xls' ? extension : null;
}

/**
 * The first worksheet's cells row by row (index 0 is the sheet's row 1). An .xlsx is refused before it is unpacked
 * when its zip central directory states more than 50 MB or 500 parts; an .xls must be an Excel 97-2003 (OLE2) file
 * of at most 5 MB.
 */
export async function readFirstSheet(bytes: Buffer, kind: WorkbookKind): Promise<SheetCell[][]> {
  if (kind === 'xlsx') {
    if (bytes.length > MAX_XLSX_BYTES) throw new OversizedWorkbook(`the file is over ${MAX_XLSX_BYTES} bytes`);
    const contents = zipContents(bytes);
    if (!contents) throw new MalformedWorkbook('not an .xlsx (zip) file');
    if (!zipWithin(contents, WORKBOOK_ZIP_BOUNDS)) {
      throw new OversizedWorkbook(`unpacks to ${contents.unpackedBytes} bytes in ${contents.entries} parts`);
    }
    return readXlsx(bytes);
  }
  if (bytes.length > MAX_XLS_BYTES) throw new OversizedWorkbook(`the file is over ${MAX_XLS_BYTES} bytes`);
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(OLE2_SIGNATURE))
    throw new MalformedWorkbook('not an Excel 97-2003 (.xls) file');
  return readXls(bytes);
}

async function readXlsx(bytes: Buffer): Promise<SheetCell[][]> {
  // loaded on first use: exceljs is the heaviest import of the app
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new MalformedWorkbook(error instanceof Error ? error.message : String(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new MalformedWorkbook('the workbook has no worksheet');
  if (sheet.rowCount > MAX_SHEET_ROWS) throw new OversizedWorkbook(`the sheet has ${sheet.rowCount} rows`);
  const rows: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(excelJsCell(row.getCell(column).value));
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

function excelJsCell(value: CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return excelJsCell((value.result ?? null) as CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

function readXls(bytes: Buffer): SheetCell[][] {
  let workbook: SheetJS.WorkBook;
  try {
    // sheetRows stops parsing at the row limit; dates stay Excel numbers, read as such by the template format
    workbook = SheetJS.read(bytes, { type: 'buffer', dense: true, sheetRows: MAX_SHEET_ROWS + 1, cellDates: false });
  } catch (error) {
    throw new MalformedWorkbook(error instanceof Error ? error.message : String(error));
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw new MalformedWorkbook('the workbook has no worksheet');
  const rows = SheetJS.utils.sheet_to_json<SheetCell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  // the rows start at the sheet's used range: put back the blank rows above it, so row numbers match the sheet's
  const firstRow = sheet['!ref'] ? SheetJS.utils.decode_range(sheet['!ref']).s.r : 0;
  rows.unshift(...Array.from({ length: firstRow }, (): SheetCell[] => []));
  if (rows.length > MAX_SHEET_ROWS) throw new OversizedWorkbook(`the sheet has over ${MAX_SHEET_ROWS} rows`);
  return rows;
}

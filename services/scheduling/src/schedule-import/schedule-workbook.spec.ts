import * as SheetJS from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { MalformedWorkbook, OversizedWorkbook, readFirstSheet, workbookKind } from './schedule-workbook.js';

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Schedule');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('schedule workbooks', () => {
  it('knows .xlsx and .xls by extension only', () => {
    expect(workbookKind('week.XLSX')).toBe('xlsx');
    expect(workbookKind('old.week.xls')).toBe('xls');
    expect(workbookKind('week.csv')).toBeNull();
  });

  it('reads the first sheet of an .xlsx, dates as dates', async () => {
    const bytes = await xlsxOf([
      ['Clock ID', 'Date'],
      [1001, new Date(Date.UTC(2026, 11, 1))],
      [],
      [1002, '2026-12-02'],
    ]);
    await expect(readFirstSheet(bytes, 'xlsx')).resolves.toEqual([
      ['Clock ID', 'Date'],
      [1001, new Date(Date.UTC(2026, 11, 1))],
      [],
      [1002, '2026-12-02'],
    ]);
  });

  it('reads the first sheet of an Excel 97-2003 .xls, keeping the sheet’s row numbers', async () => {
    const sheet = SheetJS.utils.aoa_to_sheet([[], ['Clock ID', 'Sch In'], [1001, '09:00']]);
    const book = SheetJS.utils.book_new();
    SheetJS.utils.book_append_sheet(book, sheet, 'Schedule');
    const bytes = SheetJS.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    await expect(readFirstSheet(bytes, 'xls')).resolves.toEqual([
      [null, null],
      ['Clock ID', 'Sch In'],
      [1001, '09:00'],
    ]);
  });

  it('refuses bytes that are not a workbook of the kind named', async () => {
    await expect(readFirstSheet(Buffer.from('Clock ID,Date\n1,2026-12-01\n'), 'xlsx')).rejects.toBeInstanceOf(
      MalformedWorkbook,
    );
    await expect(readFirstSheet(Buffer.alloc(2048, 'x'), 'xls')).rejects.toBeInstanceOf(MalformedWorkbook);
    await expect(readFirstSheet(await xlsxOf([['a']]), 'xls')).rejects.toBeInstanceOf(MalformedWorkbook);
  });

  it('refuses an .xlsx whose central directory states more than 50 MB, before unpacking it', async () => {
    const forged = await xlsxOf([['Clock ID']]);
    const directory = forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    forged.writeUInt32LE(60 * 1024 * 1024, directory + 24);
    await expect(readFirstSheet(forged, 'xlsx')).rejects.toBeInstanceOf(OversizedWorkbook);
  });

  it('refuses an .xls over 5 MB without parsing it', async () => {
    await expect(readFirstSheet(Buffer.alloc(5 * 1024 * 1024 + 1), 'xls')).rejects.toBeInstanceOf(OversizedWorkbook);
  });
});

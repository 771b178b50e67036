import ExcelJS from 'exceljs';
import { jobFileKind, OversizedJobFile, readJobSheet, UnreadableJobFile } from './job-import-file.js';
import { zipContents } from '@rollcall/platform';

describe('job files', () => {
  it('knows .csv and .xlsx by extension only', () => {
    expect(jobFileKind('jobs.CSV')).toBe('csv');
    expect(jobFileKind('my.jobs.xlsx')).toBe('xlsx');
    expect(jobFileKind('jobs.xls')).toBeNull();
    expect(jobFileKind('jobs')).toBeNull();
  });

  it('reads a CSV with quotes, a BOM and blank lines', async () => {
    const csv = '\uFEFFCode,Name\r\n"J1","Job, one"\r\n\r\nJ2,Two\r\n';
    await expect(readJobSheet(Buffer.from(csv), 'csv')).resolves.toEqual([
      ['Code', 'Name'],
      ['J1', 'Job, one'],
      ['J2', 'Two'],
    ]);
  });

  it('reads the first worksheet of an .xlsx as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Jobs');
    sheet.addRow(['Code', 'Name', 'Punch Code']);
    sheet.addRow(['J1', 'One', 101]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(readJobSheet(bytes, 'xlsx')).resolves.toEqual([
      ['Code', 'Name', 'Punch Code'],
      ['J1', 'One', '101'],
    ]);
  });

  it('refuses bytes that are not a spreadsheet', async () => {
    await expect(readJobSheet(Buffer.from('not a zip'), 'xlsx')).rejects.toBeInstanceOf(UnreadableJobFile);
    await expect(readJobSheet(Buffer.from('a,"b\n'), 'csv')).rejects.toBeInstanceOf(UnreadableJobFile);
  });
});

describe('xlsx size limits', () => {
  it('refuses an .xlsx whose central directory states more than the unpacked limit', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Jobs').addRow(['Code']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const contents = zipContents(bytes);
    expect(contents?.entries).toBeGreaterThan(3);
    expect(contents?.unpackedBytes).toBeGreaterThan(0);
    // Claim one entry unpacks to 4 GB: the limit refuses it without inflating anything.
    const forged = Buffer.from(bytes);
    const directory = forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    forged.writeUInt32LE(0xffffffff, directory + 24);
    await expect(readJobSheet(forged, 'xlsx')).rejects.toBeInstanceOf(OversizedJobFile);
  });
});

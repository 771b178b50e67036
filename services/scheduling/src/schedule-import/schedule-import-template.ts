import { SCHEDULE_IMPORT_COLUMNS, SCHEDULE_IMPORT_EXAMPLE_ROWS } from './schedule-import-format.js';

export const SCHEDULE_TEMPLATE_FILE_NAME = 'schedule-import-template.xlsx';

/** The downloadable example of the import template: its header and rows that import as they read. */
export async function scheduleTemplateWorkbook(): Promise<Buffer> {
  // loaded on first use: exceljs is the heaviest import of the app
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Schedule');
  sheet.columns = SCHEDULE_IMPORT_COLUMNS.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of SCHEDULE_IMPORT_EXAMPLE_ROWS) sheet.addRow(row);
  // times and dates as text, so Excel keeps them as the template reads them
  for (const key of ['date', 'schIn', 'schOut'] as const) {
    const column = SCHEDULE_IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1;
    sheet.getColumn(column).numFmt = '@';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import { stringify } from 'csv-stringify/sync';
import { NumberCell, type TemplateFile } from './export-line.js';

/**
 * A template's file as CSV text: comma-separated, CRLF line ends (the payroll systems' Windows import dialogs),
 * UTF-8 without a byte order mark, quotes only where a cell needs them (a comma, a quote, a line break). A text cell starting with =, +, -, @, a
 * tab or a carriage return is prefixed with ' (csv-stringify's escape_formulas), so a spreadsheet opening the file
 * shows it as text rather than running it; number cells are written as they are, a negative quantity included.
 */
export function writeCsv(file: TemplateFile): string {
  const rows = [...(file.header ? [file.header] : []), ...file.records];
  const body = stringify(rows, {
    record_delimiter: 'windows',
    // a lone carriage return or line feed inside a cell is quoted too (csv-stringify quotes only the whole delimiter)
    quoted_match: /[\r\n]/,
    escape_formulas: true,
    cast: {
      object: (value: unknown) => {
        if (!(value instanceof NumberCell)) throw new Error('an export cell is text or a NumberCell');
        // a cell's own options override the file's: a number is never escaped
        const cell = { value: value.text, escape_formulas: false };
        return cell;
      },
    },
  });
  return body + file.trailer.map((line) => `${line}\r\n`).join('');
}

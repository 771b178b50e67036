// The employee import file: a CSV with a header row naming its columns (docs/operations.md). Reading it turns
// each data row into either an employee to send or the reasons it is refused, before anything is sent.

import { parse } from 'csv-parse/sync';

export const IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'clockId',
  'payId',
  'department',
  'payGroup',
  'hireOnDate',
  'email',
  'standardHours',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_COLUMNS: ImportColumn[] = ['firstName', 'lastName', 'department', 'payGroup', 'hireOnDate'];

const MAX_CLOCK_ID = 999_999_999;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A file the command cannot use at all: exit 2. */
export class BadImportFile extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadImportFile';
  }
}

/** One data row as written, checked on its own. */
export interface ImportRow {
  /** the line of the file the row starts on (the header is line 1) */
  line: number;
  firstName: string;
  lastName: string;
  clockId: number | null;
  payId: string | null;
  department: string;
  payGroup: string;
  hireOnDate: string;
  email: string | null;
  standardHours: number | null;
  /** why the row cannot be sent; empty when it can */
  problems: string[];
}

export function parseImportCsv(text: string): ImportRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw new BadImportFile(`not a readable CSV file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new BadImportFile('the file is empty: expected a header row and at least one employee');
  const columns = header.record.map((name) => name.trim());
  const unknown = columns.filter((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) {
    throw new BadImportFile(
      `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')}: the columns are ${IMPORT_COLUMNS.join(',')}`,
    );
  }
  const duplicated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (duplicated.length) throw new BadImportFile(`column "${duplicated[0]}" appears twice in the header`);
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) throw new BadImportFile(`missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  if (rows.length === 0) throw new BadImportFile('the file has a header but no employees');

  const parsed = rows.map(({ record, info }) => {
    const value = (column: ImportColumn): string => {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (record[index] ?? '').trim();
    };
    const line = info.lines;
    const problems: string[] = [];
    if (record.length > columns.length) problems.push(`has ${record.length} fields, the header ${columns.length}`);
    for (const column of REQUIRED_COLUMNS) if (!value(column)) problems.push(`${column} is required`);
    const clockText = value('clockId');
    let clockId: number | null = null;
    if (clockText) {
      if (/^\d+$/.test(clockText) && Number(clockText) <= MAX_CLOCK_ID) clockId = Number(clockText);
      else problems.push(`clockId must be a whole number from 0 to ${MAX_CLOCK_ID} (got "${clockText}")`);
    }
    const hireOnDate = value('hireOnDate');
    if (hireOnDate && !isLocalDate(hireOnDate))
      problems.push(`hireOnDate must be a date written YYYY-MM-DD (got "${hireOnDate}")`);
    const email = value('email') || null;
    if (email && !EMAIL.test(email)) problems.push(`email: Invalid Email address! (got "${email}")`);
    const hoursText = value('standardHours');
    let standardHours: number | null = null;
    if (hoursText) {
      if (/^\d+(\.\d{1,2})?$/.test(hoursText)) standardHours = Number(hoursText);
      else problems.push(`standardHours must be a number of hours such as 40 or 37.5 (got "${hoursText}")`);
    }
    return {
      line,
      firstName: value('firstName'),
      lastName: value('lastName'),
      clockId,
      payId: value('payId') || null,
      department: value('department'),
      payGroup: value('payGroup'),
      hireOnDate,
      email,
      standardHours,
      problems,
    };
  });
  markDuplicates(parsed);
  return parsed;
}

/** A clock id, pay id or e-mail that an earlier row of the file already has refuses the later row. */
function markDuplicates(rows: ImportRow[]): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const keys: [string, string | null][] = [
      ['clockId', row.clockId === null ? null : String(row.clockId)],
      ['payId', row.payId],
      ['email', row.email?.toLowerCase() ?? null],
    ];
    for (const [field, value] of keys) {
      if (value === null) continue;
      const first = seen.get(`${field}:${value}`);
      if (first !== undefined) row.problems.push(`${field} ${value} is also on line ${first}`);
      else seen.set(`${field}:${value}`, row.line);
    }
  }
}

function isLocalDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

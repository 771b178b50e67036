// The job import file (spec 002 §7 POST /api/jobs/import): a header row naming the columns, then one job per row.
// Rows are upserted by code; a row that cannot be imported is refused with its reason and the others still are.

/** The columns a job file may have, in any order, matched without regard to case or spaces. Only Code is needed. */
export const JOB_IMPORT_COLUMNS = ['Code', 'Name', 'Punch Code', 'Description', 'Pay Export Code', 'Tasks', 'Active'];
export const MAX_JOB_IMPORT_ROWS = 5000;

type Column = 'code' | 'name' | 'punchCode' | 'description' | 'payExportCode' | 'tasks' | 'active';
const COLUMN_KEYS: Record<string, Column> = {
  code: 'code',
  name: 'name',
  punchcode: 'punchCode',
  description: 'description',
  payexportcode: 'payExportCode',
  tasks: 'tasks',
  active: 'active',
};
const LIMITS: Partial<Record<Column, number>> = {
  code: 50,
  name: 200,
  punchCode: 20,
  description: 1000,
  payExportCode: 50,
};
const YES = ['yes', 'y', 'true', '1', 'active'];
const NO = ['no', 'n', 'false', '0', 'inactive'];

/**
 * One data row. A field is undefined when its column is not in the file (an update keeps the job's value), null
 * when its cell is blank (cleared).
 */
export interface JobFileRow {
  row: number;
  code: string;
  name?: string | null;
  punchCode?: string | null;
  description?: string | null;
  payExportCode?: string | null;
  /** task codes, separated by ';' in the cell */
  taskCodes?: string[];
  active?: boolean;
}

export interface RefusedRow {
  row: number;
  code: string | null;
  reason: string;
}

export type ParsedJobFile =
  { ok: true; rows: JobFileRow[]; refused: RefusedRow[] } | { ok: false; problem: 'noCodeColumn' | 'tooManyRows' };

const normalise = (header: string): string => header.toLowerCase().replace(/[\s_-]+/g, '');

/** Reads the header and the rows; blank rows are skipped. */
export function parseJobFile(table: string[][]): ParsedJobFile {
  const [header = [], ...body] = table;
  const columns = new Map<Column, number>();
  header.forEach((title, index) => {
    const key = COLUMN_KEYS[normalise(title)];
    if (key && !columns.has(key)) columns.set(key, index);
  });
  if (!columns.has('code')) return { ok: false, problem: 'noCodeColumn' };
  if (body.length > MAX_JOB_IMPORT_ROWS) return { ok: false, problem: 'tooManyRows' };
  const rows: JobFileRow[] = [];
  const refused: RefusedRow[] = [];
  body.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (column: Column): string | null | undefined => {
      const at = columns.get(column);
      if (at === undefined) return undefined;
      const value = (cells[at] ?? '').trim();
      return value === '' ? null : value;
    };
    const code = cell('code') ?? null;
    const refuse = (reason: string) => refused.push({ row: rowNumber, code, reason });
    if (!code) return refuse('Code is required.');
    for (const [column, limit] of Object.entries(LIMITS) as [Column, number][]) {
      const value = cell(column);
      if (value && value.length > limit) return refuse(`${titleOf(column)} must be at most ${limit} characters.`);
    }
    const row: JobFileRow = { row: rowNumber, code };
    for (const column of ['name', 'punchCode', 'description', 'payExportCode'] as const) {
      const value = cell(column);
      if (value !== undefined) row[column] = value;
    }
    const tasks = cell('tasks');
    if (tasks !== undefined) {
      row.taskCodes = (tasks ?? '')
        .split(';')
        .map((t) => t.trim())
        .filter((t) => t !== '');
    }
    const active = cell('active');
    if (active !== undefined && active !== null) {
      if (YES.includes(active.toLowerCase())) row.active = true;
      else if (NO.includes(active.toLowerCase())) row.active = false;
      else return refuse(`Active must be Yes or No, not "${active}".`);
    }
    rows.push(row);
  });
  return { ok: true, rows, refused };
}

function titleOf(column: Column): string {
  const index = Object.values(COLUMN_KEYS).indexOf(column);
  return JOB_IMPORT_COLUMNS[index] ?? column;
}

export interface KnownJob {
  id: string;
  code: string;
  name: string;
  punchCode: string | null;
}

export interface KnownTask {
  id: string;
  code: string;
}

/** What to write for one accepted row: `id` null creates a job. */
export interface JobImportWrite {
  id: string | null;
  row: JobFileRow;
  taskIds?: string[];
}

/**
 * Decides each row against the company's jobs and tasks and the rows before it: a code seen earlier in the file,
 * a name or punch code another job has, or an unknown task code refuses the row.
 */
export function planJobImport(
  rows: JobFileRow[],
  jobs: KnownJob[],
  tasks: KnownTask[],
): { writes: JobImportWrite[]; refused: RefusedRow[] } {
  const byCode = new Map(jobs.map((job) => [job.code.toLowerCase(), job]));
  const nameOwner = new Map(jobs.filter((j) => j.name !== '').map((job) => [job.name.toLowerCase(), job.code]));
  const punchOwner = new Map(
    jobs.filter((j) => j.punchCode !== null).map((job) => [job.punchCode as string, job.code]),
  );
  const taskByCode = new Map(tasks.map((task) => [task.code.toLowerCase(), task.id]));
  const seen = new Set<string>();
  const writes: JobImportWrite[] = [];
  const refused: RefusedRow[] = [];
  for (const row of rows) {
    const key = row.code.toLowerCase();
    const refuse = (reason: string) => refused.push({ row: row.row, code: row.code, reason });
    if (seen.has(key)) {
      refuse(`Code ${row.code} appears more than once in the file.`);
      continue;
    }
    seen.add(key);
    const existing = byCode.get(key);
    const name = row.name !== undefined ? (row.name ?? '') : (existing?.name ?? '');
    const punchCode = row.punchCode !== undefined ? row.punchCode : (existing?.punchCode ?? null);
    const nameTakenBy = name === '' ? undefined : nameOwner.get(name.toLowerCase());
    if (nameTakenBy !== undefined && nameTakenBy.toLowerCase() !== key) {
      refuse(`Name ${name} is used by job ${nameTakenBy}.`);
      continue;
    }
    const punchTakenBy = punchCode === null ? undefined : punchOwner.get(punchCode);
    if (punchTakenBy !== undefined && punchTakenBy.toLowerCase() !== key) {
      refuse(`Punch code ${punchCode} is used by job ${punchTakenBy}.`);
      continue;
    }
    let taskIds: string[] | undefined;
    if (row.taskCodes) {
      const missing = row.taskCodes.filter((code) => !taskByCode.has(code.toLowerCase()));
      if (missing.length) {
        refuse(`Task code ${missing.join(', ')} does not exist.`);
        continue;
      }
      taskIds = [...new Set(row.taskCodes.map((code) => taskByCode.get(code.toLowerCase()) as string))];
    }
    if (existing && existing.name !== '') nameOwner.delete(existing.name.toLowerCase());
    if (existing?.punchCode) punchOwner.delete(existing.punchCode);
    if (name !== '') nameOwner.set(name.toLowerCase(), row.code);
    if (punchCode !== null) punchOwner.set(punchCode, row.code);
    writes.push({ id: existing?.id ?? null, row, ...(taskIds ? { taskIds } : {}) });
  }
  return { writes, refused };
}

// `rollcall employees`: list a company's employees as a table, and import employees from a CSV file.

import { readFile } from 'node:fs/promises';
import { HttpClient, RollcallApi, type EmployeeListRow } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, describeFailure, processIo, resolveUrl, runsWithArgument, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { BadImportFile, IMPORT_COLUMNS, parseImportCsv, type ImportRow } from './employees-csv.js';
import {
  ImportAborted,
  describeOutcome,
  formatReport,
  runImport,
  type DepartmentChoice,
  type EmployeeSaveBody,
  type ImportOutcome,
  type PayGroupChoice,
} from './employees-import.js';
import { inkProgress, type ProgressView } from './employees-progress.js';
import { type TextColumn, textTable } from '../text-table.js';
import { counted } from '../counted.js';

const STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
type Status = (typeof STATUSES)[number];

export interface EmployeesListOptions {
  status?: string;
  json?: boolean;
  url?: string;
}

export interface EmployeesImportOptions {
  dryRun?: boolean;
  url?: string;
}

export function registerEmployeesCommand(program: Command, io: CliIo = processIo()): Command {
  const employees = program.command('employees').description('list and import the employees of your company');
  const list = employees
    .command('list')
    .description('list employees as a table (sorted by first name)')
    .option('--status <status>', 'Active, Inactive or Terminated', 'Active')
    .option('--json', 'print the rows as JSON')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)');
  runsWithArgument(list, io, (options: EmployeesListOptions) => listEmployees(options, io));
  const importCommand = employees
    .command('import')
    .description(`add employees from a CSV file with a header row; columns: ${IMPORT_COLUMNS.join(',')}`)
    .argument('<file>', 'the CSV file')
    .option('--dry-run', 'check every row against the file and the server’s structure, send nothing')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)');
  runsWithArgument(importCommand, io, (options: EmployeesImportOptions, file?: string) =>
    importEmployees(file ?? '', options, io),
  );
  return employees;
}

function connect(io: CliIo, urlFlag: string | undefined): { url: string; http: HttpClient; api: RollcallApi } {
  const store = SessionStore.fromEnv(io.env);
  const url = resolveUrl(urlFlag, io.env, store.read());
  const http = new HttpClient({ baseUrl: url, tokens: store.tokenStore() });
  return { url, http, api: new RollcallApi(http) };
}

export async function listEmployees(options: EmployeesListOptions, io: CliIo): Promise<number> {
  const status = (options.status ?? 'Active').trim();
  const match = STATUSES.find((s) => s.toLowerCase() === status.toLowerCase());
  if (!match) throw new UsageError(`--status must be one of ${STATUSES.join(', ')} (got "${options.status}")`);
  const { url, api } = connect(io, options.url);
  let rows: EmployeeListRow[];
  try {
    rows = await everyEmployee(api, match);
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(options.json ? `${JSON.stringify(rows, null, 2)}\n` : formatEmployeeTable(rows, match));
  return EXIT.ok;
}

/** Every employee of `status` the caller may see, by name, a page of 100 at a time (the most the server pages). */
async function everyEmployee(api: RollcallApi, status: Status): Promise<EmployeeListRow[]> {
  const rows: EmployeeListRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.pageEmployees({ query: { employeeStatus: status, page, pageSize: 100, sort: 'name' } });
    rows.push(...answer.rows);
    if (answer.rows.length < 100 || rows.length >= answer.total) return rows;
  }
}

const TABLE_COLUMNS: TextColumn<EmployeeListRow>[] = [
  ['Clock ID', (r) => (r.clockId === null || r.clockId === undefined ? '' : String(r.clockId))],
  ['Pay ID', (r) => r.payId ?? ''],
  ['First Name', (r) => r.firstName],
  ['Last Name', (r) => r.lastName],
  ['Department', (r) => r.departmentName ?? ''],
  ['Pay Group', (r) => r.payGroupName ?? ''],
  ['Hire On', (r) => r.hireOnDateValue ?? ''],
  ['Status', (r) => r.employeeStatus],
];

export function formatEmployeeTable(rows: EmployeeListRow[], status: Status): string {
  if (rows.length === 0) return `No ${status} employees.\n`;
  return [...textTable(TABLE_COLUMNS, rows), counted(rows.length, `${status} employee`), ''].join('\n');
}

export async function importEmployees(file: string, options: EmployeesImportOptions, io: CliIo): Promise<number> {
  if (!file.trim()) throw new UsageError('give the CSV file to import');
  let rows: ImportRow[];
  try {
    rows = parseImportCsv(await readText(file));
  } catch (error) {
    if (!(error instanceof BadImportFile)) throw error;
    io.stderr.write(`rollcall employees import: ${file}: ${error.message}\n`);
    return EXIT.usage;
  }
  const { url, http } = connect(io, options.url);
  let departments: DepartmentChoice[];
  let payGroups: PayGroupChoice[];
  try {
    [departments, payGroups] = await Promise.all([fetchDepartments(http), fetchPayGroups(http)]);
  } catch (error) {
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }

  const tty = (io.stdout as { isTTY?: boolean }).isTTY === true;
  let progress: ProgressView | null = null;
  if (tty) progress = await inkProgress(io.stdout as NodeJS.WriteStream);
  let outcomes: ImportOutcome[];
  try {
    outcomes = await runImport({
      rows,
      departments,
      payGroups,
      dryRun: options.dryRun === true,
      // saveEmployee is not in the generated client yet; the lead regenerates it, then this becomes api.saveEmployee
      send: (body: EmployeeSaveBody) =>
        http.request<{ employeeId: string }>({ method: 'POST', path: '/employee/save-without-photo', body }),
      ...(progress ? { progress: progress.update } : { onOutcome: (o) => io.stdout.write(`${describeOutcome(o)}\n`) }),
    });
  } catch (error) {
    progress?.stop();
    if (!(error instanceof ImportAborted)) throw error;
    io.stdout.write(formatReport(error.outcomes, options.dryRun === true));
    io.stderr.write(`rollcall employees import: stopped at row ${error.outcomes.length + 1}: ${error.message}\n`);
    return EXIT.failed;
  }
  progress?.stop();
  io.stdout.write(formatReport(outcomes, options.dryRun === true));
  return outcomes.some((o) => o.result === 'refused') ? EXIT.failed : EXIT.ok;
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : String(code ?? error);
    throw new BadImportFile(`cannot read it: ${why}`);
  }
}

interface TreeNode {
  key: string;
  title: string;
  code: string | null;
  children: TreeNode[];
}

/** Every Active structure node (GET /api/departments; not in the generated client yet). */
export async function fetchDepartments(http: HttpClient): Promise<DepartmentChoice[]> {
  const tree = await http.request<TreeNode[]>({ method: 'GET', path: '/api/departments', query: { status: 'Active' } });
  const all: DepartmentChoice[] = [];
  const walk = (node: TreeNode) => {
    all.push({ id: node.key, name: node.title, code: node.code });
    node.children.forEach(walk);
  };
  tree.forEach(walk);
  return all;
}

/** The pay groups by name: GET /api/pay-groups (spec 002). */
export async function fetchPayGroups(http: HttpClient): Promise<PayGroupChoice[]> {
  const groups = await http.request<{ id: string; name: string }[]>({ method: 'GET', path: '/api/pay-groups' });
  return groups.map((g) => ({ id: g.id, name: g.name }));
}

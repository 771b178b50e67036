// What `rollcall employees import` does with the rows of a file: finds each row's department (by code, else by
// name) and pay group (by name), sends the rows one by one, and reports the ones refused and why.

import { ApiError } from '@rollcall/api-client';
import type { ImportRow } from './employees-csv.js';
import { counted } from '../counted.js';

export interface DepartmentChoice {
  id: string;
  name: string;
  code: string | null;
}

export interface PayGroupChoice {
  id: string;
  name: string;
}

/** The body of POST /employee/save-without-photo for one row. */
export interface EmployeeSaveBody {
  firstName: string;
  lastName: string;
  clockId?: number;
  payId?: string;
  departmentId: string;
  paygroupId: string;
  hireOnDateValue: string;
  email?: string;
  standardHours?: number;
}

export interface ImportOutcome {
  line: number;
  name: string;
  /** imported: saved; ready: would be sent (dry run); refused: not saved */
  result: 'imported' | 'ready' | 'refused';
  employeeId?: string;
  reasons: string[];
}

/** A failure that ends the whole import (the server cannot be reached, the session is gone). */
export class ImportAborted extends Error {
  constructor(
    message: string,
    readonly outcomes: ImportOutcome[],
  ) {
    super(message);
    this.name = 'ImportAborted';
  }
}

export function resolveRow(
  row: ImportRow,
  departments: DepartmentChoice[],
  payGroups: PayGroupChoice[],
): { body: EmployeeSaveBody | null; problems: string[] } {
  const problems = [...row.problems];
  let departmentId: string | null = null;
  if (row.department) {
    const wanted = row.department.toLowerCase();
    const byCode = departments.filter((d) => d.code?.toLowerCase() === wanted);
    const byName = departments.filter((d) => d.name.toLowerCase() === wanted);
    const matches = byCode.length ? byCode : byName;
    if (matches.length === 1) departmentId = matches[0]?.id ?? null;
    else if (matches.length === 0) problems.push(`department "${row.department}" has no code or name like it`);
    else problems.push(`department "${row.department}" names ${matches.length} nodes: give its code`);
  }
  let paygroupId: string | null = null;
  if (row.payGroup) {
    const matches = payGroups.filter((g) => g.name.toLowerCase() === row.payGroup.toLowerCase());
    if (matches.length === 1) paygroupId = matches[0]?.id ?? null;
    else if (matches.length === 0) problems.push(`payGroup "${row.payGroup}" does not exist`);
    else problems.push(`payGroup "${row.payGroup}" names ${matches.length} pay groups`);
  }
  if (problems.length || !departmentId || !paygroupId) return { body: null, problems };
  return {
    body: {
      firstName: row.firstName,
      lastName: row.lastName,
      ...(row.clockId !== null ? { clockId: row.clockId } : {}),
      ...(row.payId !== null ? { payId: row.payId } : {}),
      departmentId,
      paygroupId,
      hireOnDateValue: row.hireOnDate,
      ...(row.email !== null ? { email: row.email } : {}),
      ...(row.standardHours !== null ? { standardHours: row.standardHours } : {}),
    },
    problems: [],
  };
}

export interface ImportRun {
  rows: ImportRow[];
  departments: DepartmentChoice[];
  payGroups: PayGroupChoice[];
  dryRun: boolean;
  send(body: EmployeeSaveBody): Promise<{ employeeId: string }>;
  progress?(done: number, total: number, refused: number): void;
  /** each row's outcome as it is known (plain output prints it at once) */
  onOutcome?(outcome: ImportOutcome): void;
}

/** Sends the rows in file order, one at a time (licence counts and clock ids depend on the rows before). */
export async function runImport(run: ImportRun): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  const record = (outcome: ImportOutcome) => {
    outcomes.push(outcome);
    run.onOutcome?.(outcome);
    run.progress?.(outcomes.length, run.rows.length, outcomes.filter((o) => o.result === 'refused').length);
  };
  run.progress?.(0, run.rows.length, 0);
  for (const row of run.rows) {
    const name = `${row.firstName} ${row.lastName}`.trim() || '(no name)';
    const { body, problems } = resolveRow(row, run.departments, run.payGroups);
    if (!body) {
      record({ line: row.line, name, result: 'refused', reasons: problems });
      continue;
    }
    if (run.dryRun) {
      record({ line: row.line, name, result: 'ready', reasons: [] });
      continue;
    }
    try {
      const { employeeId } = await run.send(body);
      record({ line: row.line, name, result: 'imported', employeeId, reasons: [] });
    } catch (error) {
      if (error instanceof ApiError && [0, 401, 403].includes(error.status)) {
        throw new ImportAborted(serverReason(error), outcomes);
      }
      record({ line: row.line, name, result: 'refused', reasons: [serverReason(error)] });
    }
  }
  return outcomes;
}

/** The server's answer code and its text ("employeeNumerExit: Warning: Employee ClockId is exist."). */
export function serverReason(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const detail = (error.body as { detail?: unknown } | undefined)?.detail;
  if (typeof detail === 'string' && detail) return `${error.message}: ${detail}`;
  const fields = (error.details ?? []).map((d) => d.message);
  return fields.length ? fields.join('; ') : error.message;
}

export function describeOutcome(o: ImportOutcome): string {
  if (o.result === 'imported') return `line ${o.line} (${o.name}): imported (employee ${o.employeeId ?? '?'})`;
  if (o.result === 'ready') return `line ${o.line} (${o.name}): ready`;
  return `line ${o.line} (${o.name}): refused: ${o.reasons.join('; ')}`;
}

/** The closing report: what was done, then every refused row and why. */
export function formatReport(outcomes: ImportOutcome[], dryRun: boolean): string {
  const refused = outcomes.filter((o) => o.result === 'refused');
  const done = outcomes.length - refused.length;
  const head = dryRun
    ? `Checked ${counted(outcomes.length, 'row')} (dry run, nothing sent): ${done} can be imported, ${refused.length} refused`
    : `Imported ${done} of ${counted(outcomes.length, 'row')}, ${refused.length} refused`;
  const lines = [refused.length ? `${head}:` : `${head}.`];
  for (const o of refused) lines.push(`  line ${o.line} (${o.name}): ${o.reasons.join('; ')}`);
  return `${lines.join('\n')}\n`;
}

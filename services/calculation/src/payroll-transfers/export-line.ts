import { order } from '../pay-periods/text-order.js';

/** A period as the export files name it. */
export interface ExportPeriod {
  code: string;
  fromDate: string;
  toDate: string;
  paygroupName: string;
  /** the digest of the period's close (null while it is open) */
  digest: string | null;
}

/**
 * One line an export writes, before a template lays it out: a period total with the names and codes the files
 * show. `kind` says whether `quantity` is minutes (hours in the file) or hundredths of a unit.
 */
export interface ExportLine {
  period: ExportPeriod;
  employee: { id: string; payId: string | null; firstName: string; lastName: string };
  department: { name: string | null; code: string | null };
  payType: { code: string; exportCode: string | null; rateFactor: string | null };
  jobCode: string | null;
  taskCode: string | null;
  kind: 'hours' | 'units';
  quantity: number;
}

/** A number cell of a file, as its text (never escaped against formulas: a negative quantity stays a number). */
export class NumberCell {
  constructor(readonly text: string) {}
}

export type Cell = string | NumberCell;

/** What a template writes: an optional header, the records, and comment lines after them. */
export interface TemplateFile {
  header: string[] | null;
  records: Cell[][];
  /** lines after the records, written as they are (iPayroll ignores lines starting with #) */
  trailer: string[];
}

/** Hundredths as a decimal with two places: 750 → "7.50", -5 → "-0.05". */
export function hundredthsText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Minutes in hundredths of an hour, rounded half away from zero: 450 → 750, 20 → 33, 1 → 2. */
export function hoursHundredths(minutes: number): number {
  const sign = minutes < 0 ? -1 : 1;
  // minutes × 100 / 60, rounded: (minutes × 10 + 3) div 6 on the absolute value
  return sign * Math.floor((Math.abs(minutes) * 10 + 3) / 6);
}

/** Minutes as hours with two places: 450 → "7.50", 20 → "0.33", 1 → "0.02". */
export function hoursText(minutes: number): string {
  return hundredthsText(hoursHundredths(minutes));
}

/** A line's quantity as the files write it: hours for minutes, the count for units. */
export function quantityText(line: Pick<ExportLine, 'kind' | 'quantity'>): string {
  return line.kind === 'hours' ? hoursText(line.quantity) : hundredthsText(line.quantity);
}

/** The code a payroll system knows a pay type by: its export code, else its code. */
export function payCode(line: ExportLine): string {
  return line.payType.exportCode?.trim() || line.payType.code;
}

/** The employee's id in the payroll system: the pay ID (blank when none is recorded). */
export function payId(line: ExportLine): string {
  return line.employee.payId ?? '';
}

/** The department's code, else its name. */
export function costCentre(line: ExportLine): string {
  return line.department.code?.trim() || line.department.name || '';
}

/** YYYY-MM-DD as DD/MM/YYYY, the New Zealand payroll systems' date. */
export function nzDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/**
 * The order every file writes lines in: period (first day, pay group, code), employee (last name, first name,
 * pay ID, id), pay type code, job, task, hours before units.
 */
export function compareLines(a: ExportLine, b: ExportLine): number {
  return (
    order(a.period.fromDate, b.period.fromDate) ||
    order(a.period.paygroupName, b.period.paygroupName) ||
    order(a.period.code, b.period.code) ||
    order(a.employee.lastName, b.employee.lastName) ||
    order(a.employee.firstName, b.employee.firstName) ||
    order(a.employee.payId, b.employee.payId) ||
    order(a.employee.id, b.employee.id) ||
    order(a.payType.code, b.payType.code) ||
    order(a.jobCode, b.jobCode) ||
    order(a.taskCode, b.taskCode) ||
    order(a.kind, b.kind)
  );
}

import type { PayrollFileTemplate } from '@rollcall/contracts';
import {
  compareLines,
  costCentre,
  type ExportLine,
  type ExportPeriod,
  hoursHundredths,
  hoursText,
  hundredthsText,
  NumberCell,
  nzDate,
  payCode,
  payId,
  quantityText,
  type TemplateFile,
} from './export-line.js';
import { order } from '../pay-periods/text-order.js';

/** The generic CSV's columns (docs/api.md, "Payroll export files"). */
export const GENERIC_HEADER = [
  'Pay ID',
  'First Name',
  'Last Name',
  'Period Code',
  'Period From',
  'Period To',
  'Pay Type',
  'Export Code',
  'Units',
  'Unit Type',
  'Rate Factor',
  'Department',
  'Department Code',
  'Job Code',
  'Task Code',
  'Period Digest',
];

/** One row per employee, period, pay type, job, task and kind of quantity. */
function generic(lines: readonly ExportLine[]): TemplateFile {
  return {
    header: GENERIC_HEADER,
    records: [...lines]
      .sort(compareLines)
      .map((l) => [
        payId(l),
        l.employee.firstName,
        l.employee.lastName,
        l.period.code,
        l.period.fromDate,
        l.period.toDate,
        l.payType.code,
        payCode(l),
        new NumberCell(quantityText(l)),
        l.kind === 'hours' ? 'Hours' : 'Units',
        l.payType.rateFactor === null ? '' : new NumberCell(l.payType.rateFactor),
        l.department.name ?? '',
        l.department.code ?? '',
        l.jobCode ?? '',
        l.taskCode ?? '',
        l.period.digest ?? '',
      ]),
    trailer: [],
  };
}

/** The periods of the lines, each once, in the files' order. */
function periodsOf(lines: readonly ExportLine[]): ExportPeriod[] {
  const seen = new Map<string, ExportPeriod>();
  for (const l of [...lines].sort(compareLines)) seen.set(`${l.period.code}|${l.period.paygroupName}`, l.period);
  return [...seen.values()];
}

/**
 * iPayroll's spreadsheet upload (one person a line): `id` (pay ID), `name` (commas dropped: iPayroll refuses them),
 * one column per element (pay code) of the file holding the person's hours or units, and `costCentre`. With
 * `tracking` (template 25) a person has a line per tracking option instead, the costCentre being the job code where
 * the time has a job, else the department's. Each period's digest follows as a `#` line, which iPayroll ignores.
 */
function iPayroll(lines: readonly ExportLine[], tracking: boolean): TemplateFile {
  const sorted = [...lines].sort(compareLines);
  const elements = [...new Set(sorted.map(payCode))].sort(order);
  type Amount = { minutes: number; units: number };
  const rows = new Map<string, { first: ExportLine; centre: string; amounts: Map<string, Amount> }>();
  for (const l of sorted) {
    const centre = tracking ? l.jobCode?.trim() || costCentre(l) : costCentre(l);
    const key = [l.period.code, l.period.paygroupName, l.employee.id, tracking ? centre : ''].join('|');
    const row = rows.get(key) ?? { first: l, centre, amounts: new Map<string, Amount>() };
    const amount = row.amounts.get(payCode(l)) ?? { minutes: 0, units: 0 };
    if (l.kind === 'hours') amount.minutes += l.quantity;
    else amount.units += l.quantity;
    row.amounts.set(payCode(l), amount);
    rows.set(key, row);
  }
  return {
    header: ['id', 'name', ...elements, 'costCentre'],
    records: [...rows.values()].map((r) => [
      payId(r.first),
      `${r.first.employee.firstName} ${r.first.employee.lastName}`.replace(/,/g, ''),
      ...elements.map((e) => {
        const amount = r.amounts.get(e);
        return amount ? new NumberCell(hundredthsText(hoursHundredths(amount.minutes) + amount.units)) : '';
      }),
      r.centre,
    ]),
    trailer: periodsOf(sorted).map(
      (p) => `# ${p.paygroupName} ${p.code} ${p.fromDate} to ${p.toDate} digest ${p.digest ?? 'none (open)'}`,
    ),
  };
}

/**
 * MYOB PayGlobal's transaction import: no header, one transaction a line, the fields in a fixed order: employee
 * code (pay ID), pay code, quantity, rate factor, cost centre, job, task, period end (DD/MM/YYYY), reference (the
 * period's digest).
 */
function payGlobal(lines: readonly ExportLine[]): TemplateFile {
  return {
    header: null,
    records: [...lines]
      .sort(compareLines)
      .map((l) => [
        payId(l),
        payCode(l),
        new NumberCell(quantityText(l)),
        l.payType.rateFactor === null ? '' : new NumberCell(l.payType.rateFactor),
        costCentre(l),
        l.jobCode ?? '',
        l.taskCode ?? '',
        nzDate(l.period.toDate),
        l.period.digest ?? '',
      ]),
    trailer: [],
  };
}

/** Lines summed by a key (hours as minutes, units as hundredths), in the order of their first line. */
function summed(lines: readonly ExportLine[], key: (l: ExportLine) => string): ExportLine[] {
  const out = new Map<string, ExportLine>();
  for (const l of [...lines].sort(compareLines)) {
    const k = `${key(l)}|${l.kind}`;
    const seen = out.get(k);
    if (seen) seen.quantity += l.quantity;
    else out.set(k, { ...l });
  }
  return [...out.values()];
}

/**
 * GreenTree Standard (23): the payroll timesheet, one line per employee and pay code with the hours of the
 * period (jobs and tasks summed), the week ending date and the cost centre.
 */
function greenTreeStandard(lines: readonly ExportLine[]): TemplateFile {
  const rows = summed(lines, (l) => [l.period.code, l.period.paygroupName, l.employee.id, payCode(l)].join('|'));
  return {
    header: ['Employee', 'Pay Code', 'Week Ending', 'Quantity', 'Rate Factor', 'Cost Centre', 'Reference'],
    records: rows.map((l) => [
      payId(l),
      payCode(l),
      nzDate(l.period.toDate),
      new NumberCell(quantityText(l)),
      l.payType.rateFactor === null ? '' : new NumberCell(l.payType.rateFactor),
      costCentre(l),
      l.period.digest ?? '',
    ]),
    trailer: [],
  };
}

/**
 * GreenTree JC Timesheet (21): job costing, one line per employee, job, task (GreenTree's activity) and pay code.
 * Time without a job is not job costing and is left out of this file.
 */
function greenTreeJobCosting(lines: readonly ExportLine[]): TemplateFile {
  return {
    header: ['Employee', 'Date', 'Job', 'Activity', 'Pay Code', 'Hours', 'Cost Centre', 'Reference'],
    records: [...lines]
      .filter((l) => l.jobCode !== null && l.kind === 'hours')
      .sort(compareLines)
      .map((l) => [
        payId(l),
        nzDate(l.period.toDate),
        l.jobCode ?? '',
        l.taskCode ?? '',
        payCode(l),
        new NumberCell(hoursText(l.quantity)),
        costCentre(l),
        l.period.digest ?? '',
      ]),
    trailer: [],
  };
}

/** Each file template's layout. */
export const EXPORT_TEMPLATES: Record<PayrollFileTemplate, (lines: readonly ExportLine[]) => TemplateFile> = {
  generic,
  ipayroll: (lines) => iPayroll(lines, false),
  payglobal: payGlobal,
  '23': greenTreeStandard,
  '21': greenTreeJobCosting,
  '25': (lines) => iPayroll(lines, true),
};

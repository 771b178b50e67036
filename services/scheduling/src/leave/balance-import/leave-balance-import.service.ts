import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, refusal, type SqlRunner, WORKBOOK_ZIP_BOUNDS, zipContents, zipWithin } from '@rollcall/platform';
import { parse } from 'csv-parse/sync';
import { DateTime } from 'luxon';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import {
  MAX_SHEET_ROWS,
  MAX_XLSX_BYTES,
  MalformedWorkbook,
  OversizedWorkbook,
  readFirstSheet,
  type SheetCell,
} from '../../schedule-import/schedule-workbook.js';
import { SCHEDULING } from '../../scheduling.constants.js';
import { dayHoursOf } from '../leave-balance-rule.js';
import { leaveTypes, type LeaveType } from '../leave-store.js';
import {
  LEAVE_BALANCE_IMPORT_ANSWERS,
  LEAVE_BALANCE_SETTINGS_SAVED,
  LEAVE_BALANCE_SETTINGS_TIP,
  LEAVE_BALANCE_UPLOADED,
  type LeaveBalanceUploadAnswer,
  unmatchedWarning,
} from './leave-balance-import.answers.js';
import {
  balanceHours,
  type FileBalance,
  type LeaveBalanceMapping,
  readBalanceRows,
  type RefusedBalanceRow,
} from './leave-balance-mapping.js';
import type { LeaveBalanceSettingsAnswer, LeaveBalanceSettingsRequest } from './leave-balance-settings.request.js';

const s = SCHEDULING;

export interface UploadedBalanceFile {
  originalname: string;
  buffer: Buffer;
}

type FileKind = 'csv' | 'xlsx' | 'xls';

/** Sheet rows read between two turns of the event loop. */
const READ_SLICE = 2000;
/** Balances written per transaction. */
export const BALANCE_BATCH = 500;

/**
 * Leave balance settings and import (spec 002 §2 "Leave balance settings", §7 "Leave balance upload"): the
 * company's column mapping, and the upload that reads a file by it and stores each employee's balance per leave
 * pay type as of a day (docs/calculation.md "Leave balances"). Importing the same file again writes nothing.
 */
@Injectable()
export class LeaveBalanceImportService {
  constructor(@InjectDataSource(SCHEDULING) private readonly dataSource: DataSource) {}

  async settings(actor: Actor): Promise<LeaveBalanceSettingsAnswer> {
    const mapping = await this.mapping(this.dataSource, actor.companyId);
    return {
      saved: mapping !== null,
      onePayTypePerRow: mapping?.onePayTypePerRow ?? false,
      payIdColumn: mapping?.payIdColumn ?? null,
      paytypeNameColumn: mapping?.paytypeNameColumn ?? null,
      standardHoursColumn: mapping?.standardHoursColumn ?? null,
      isStandardHoursColumn: (mapping?.standardHoursColumn ?? null) !== null,
      leavebalanceVoList: (mapping?.items ?? []).map((i) => ({
        payType: i.payTypeId,
        paytypeColumn: i.paytypeColumn,
        byDay: i.byDay,
      })),
      tip: LEAVE_BALANCE_SETTINGS_TIP,
    };
  }

  async saveSettings(actor: Actor, request: LeaveBalanceSettingsRequest): Promise<{ message: string; detail: string }> {
    if (request.leavebalanceVoList.length === 0) throw refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'noPayType');
    const types = new Map(
      (
        (await this.dataSource.query(
          `SELECT id, name, is_leave AS "isLeave", active FROM "${s}".leave_pay_types
            WHERE company_id = $1 AND NOT deleted AND id = ANY($2::uuid[])`,
          [actor.companyId, request.leavebalanceVoList.map((i) => i.payType)],
        )) as { id: string; name: string; isLeave: boolean; active: boolean }[]
      ).map((t) => [t.id, t]),
    );
    const seen = new Set<string>();
    for (const item of request.leavebalanceVoList) {
      const type = types.get(item.payType);
      // another company's pay type is not found here, as any of its ids
      if (!type) throw refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'payTypeNotFound');
      if (!type.isLeave) throw filled('notLeaveType', type.name);
      if (seen.has(item.payType)) throw filled('repeatedType', type.name);
      seen.add(item.payType);
    }
    const items = request.leavebalanceVoList.map((i) => ({
      payTypeId: i.payType,
      paytypeColumn: i.paytypeColumn,
      byDay: i.byDay ?? false,
    }));
    // the switch off sends the column as null; a column with the switch off is not kept either
    const standardHoursColumn = request.isStandardHoursColumn === false ? null : (request.standardHoursColumn ?? null);
    await this.dataSource.query(
      `INSERT INTO "${s}".leave_balance_settings (company_id, one_pay_type_per_row, standard_hours_column,
         pay_id_column, paytype_name_column, items)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (company_id) DO UPDATE SET one_pay_type_per_row = EXCLUDED.one_pay_type_per_row,
         standard_hours_column = EXCLUDED.standard_hours_column, pay_id_column = EXCLUDED.pay_id_column,
         paytype_name_column = EXCLUDED.paytype_name_column, items = EXCLUDED.items, updated_at = now()`,
      [
        actor.companyId,
        request.onePayTypePerRow,
        standardHoursColumn,
        request.payIdColumn,
        request.onePayTypePerRow ? (request.paytypeNameColumn ?? null) : null,
        JSON.stringify(items),
      ],
    );
    return { message: 'success', detail: LEAVE_BALANCE_SETTINGS_SAVED };
  }

  async upload(
    actor: Actor,
    file: UploadedBalanceFile | undefined,
    options: { dryRun: boolean; balanceDate: string | null },
  ): Promise<LeaveBalanceUploadAnswer> {
    const mapping = await this.mapping(this.dataSource, actor.companyId);
    if (!mapping) throw refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'noSetting');
    if (!file || file.buffer.length === 0) throw refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'noFile');
    const kind = fileKind(file.originalname);
    if (!kind) throw refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'badFileType');
    const table = await readTable(file.buffer, kind);
    const types = (await leaveTypes(this.dataSource, actor.companyId)).filter((t) =>
      mapping.items.some((i) => i.payTypeId === t.id),
    );
    const typeOfName = (name: string) => {
      const wanted = name.trim().toLowerCase();
      return types.find((t) => t.code.toLowerCase() === wanted || t.name.toLowerCase() === wanted)?.id ?? null;
    };
    const balances: FileBalance[] = [];
    const refused: RefusedBalanceRow[] = [];
    for (let at = 0; at < table.length; at += READ_SLICE) {
      const slice = readBalanceRows(table, mapping, typeOfName, at, at + READ_SLICE);
      balances.push(...slice.balances);
      refused.push(...slice.refused);
      await yieldToEventLoop();
    }
    const balanceDate = options.balanceDate ?? (await this.today(actor.companyId));
    const { rows, unmatched } = await this.placed(actor.companyId, balances, types, refused);
    const answer: LeaveBalanceUploadAnswer = {
      message: 'success',
      detail: LEAVE_BALANCE_UPLOADED,
      dryRun: options.dryRun,
      balanceDate,
      imported: 0,
      unchanged: 0,
      unmatchPayid: unmatched,
      warning: unmatched.length > 0 ? unmatchedWarning(unmatched) : null,
      refused,
    };
    for (let at = 0; at < rows.length; at += BALANCE_BATCH) {
      const batch = rows.slice(at, at + BALANCE_BATCH);
      const changed = options.dryRun
        ? await changedBalances(this.dataSource, batch, balanceDate)
        : await this.dataSource.transaction(async (manager) => {
            await manager.query(`SELECT pg_advisory_xact_lock(hashtext('leave-balance-import:' || $1))`, [
              actor.companyId,
            ]);
            return writeBalances(manager, actor, batch, balanceDate);
          });
      answer.imported += changed;
      answer.unchanged += batch.length - changed;
      await yieldToEventLoop();
    }
    refused.sort((a, b) => a.row - b.row);
    return answer;
  }

  /** The file's balances by employee, in hours; pay IDs no employee has, in the file's order. */
  private async placed(
    companyId: string,
    balances: readonly FileBalance[],
    types: readonly LeaveType[],
    refused: RefusedBalanceRow[],
  ): Promise<{ rows: BalanceRow[]; unmatched: string[] }> {
    const payIds = [...new Set(balances.map((b) => b.payId))];
    const employees = (await this.dataSource.query(
      `SELECT pay_id AS "payId", array_agg(id ORDER BY id) AS ids, max(standard_hours)::float8 AS "standardHours"
         FROM "${s}".employees WHERE company_id = $1 AND pay_id = ANY($2::text[]) GROUP BY pay_id`,
      [companyId, payIds],
    )) as { payId: string; ids: string[]; standardHours: number | null }[];
    const byPayId = new Map(employees.map((e) => [e.payId, e]));
    const typeById = new Map(types.map((t) => [t.id, t]));
    const rows: BalanceRow[] = [];
    const taken = new Map<string, number>();
    for (const balance of balances) {
      const employee = byPayId.get(balance.payId);
      const type = typeById.get(balance.payTypeId);
      if (!employee || !type) continue;
      if (employee.ids.length > 1) {
        refused.push({ row: balance.row, payId: balance.payId, reason: 'the pay ID names more than one employee' });
        continue;
      }
      const key = `${balance.payId} ${balance.payTypeId}`;
      const first = taken.get(key);
      if (first !== undefined) {
        refused.push({
          row: balance.row,
          payId: balance.payId,
          reason: `a second balance of ${type.name} for this pay ID (first in row ${first})`,
        });
        continue;
      }
      taken.set(key, balance.row);
      const hours = balanceHours(balance, dayHoursOf(type, employee.standardHours));
      if (hours === null) {
        refused.push({
          row: balance.row,
          payId: balance.payId,
          reason: `${type.name} is given in days, but no day length is known (map the standard hours column)`,
        });
        continue;
      }
      rows.push({ employeeId: employee.ids[0] ?? '', payTypeId: balance.payTypeId, hours });
    }
    const unmatched = payIds.filter((id) => !byPayId.has(id));
    return { rows, unmatched };
  }

  private async mapping(runner: SqlRunner, companyId: string): Promise<LeaveBalanceMapping | null> {
    const [row] = (await runner.query(
      `SELECT one_pay_type_per_row AS "onePayTypePerRow", pay_id_column AS "payIdColumn",
              paytype_name_column AS "paytypeNameColumn", standard_hours_column AS "standardHoursColumn", items
         FROM "${s}".leave_balance_settings WHERE company_id = $1`,
      [companyId],
    )) as LeaveBalanceMapping[];
    return row ?? null;
  }

  /** Today in the company's zone (its employees' most common zone; UTC when it has none). */
  private async today(companyId: string): Promise<string> {
    const [row] = (await this.dataSource.query(
      `SELECT time_zone_id AS zone FROM "${s}".employees WHERE company_id = $1
        GROUP BY time_zone_id ORDER BY count(*) DESC, time_zone_id LIMIT 1`,
      [companyId],
    )) as { zone: string }[];
    return (
      DateTime.now()
        .setZone(row?.zone ?? 'UTC')
        .toISODate() ?? ''
    );
  }
}

interface BalanceRow {
  employeeId: string;
  payTypeId: string;
  hours: number;
}

function filled(code: 'notLeaveType' | 'repeatedType', type: string): HttpException {
  const answer = LEAVE_BALANCE_IMPORT_ANSWERS[code];
  return new HttpException({ message: code, detail: answer.text.replace('{type}', type) }, answer.status);
}

function fileKind(name: string): FileKind | null {
  const extension = /\.([^.]+)$/.exec(name.trim().toLowerCase())?.[1];
  return extension === 'csv' || extension === 'xlsx' || extension === 'xls' ? extension : null;
}

/** The file's first sheet (or the CSV) as cells; formula cells are read as their values. */
async function readTable(bytes: Buffer, kind: FileKind): Promise<SheetCell[][]> {
  try {
    if (kind !== 'csv') return await readFirstSheet(bytes, kind);
    if (bytes.length > MAX_XLSX_BYTES) throw new OversizedWorkbook(`the file is over ${MAX_XLSX_BYTES} bytes`);
    // a .csv that is really a zip (a renamed .xlsx) is read as one, within the same bounds
    const contents = zipContents(bytes);
    if (contents) {
      if (!zipWithin(contents, WORKBOOK_ZIP_BOUNDS)) throw new OversizedWorkbook('the zip unpacks past the bounds');
      throw new MalformedWorkbook('a zip file named .csv');
    }
    const rows = parse(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
      to: MAX_SHEET_ROWS + 1,
    }) as string[][];
    if (rows.length > MAX_SHEET_ROWS) throw new OversizedWorkbook(`the file has over ${MAX_SHEET_ROWS} rows`);
    return rows;
  } catch (error) {
    if (error instanceof OversizedWorkbook) throw refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'oversizedFile');
    if (error instanceof HttpException) throw error;
    throw refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'unreadable');
  }
}

/** How many of the batch differ from what is stored for the day. */
async function changedBalances(runner: SqlRunner, batch: readonly BalanceRow[], balanceDate: string): Promise<number> {
  const [row] = (await runner.query(
    `SELECT count(*)::int AS n FROM unnest($1::uuid[], $2::uuid[], $3::numeric[]) AS w(employee_id, pay_type_id, hours)
       LEFT JOIN "${s}".leave_balances b ON b.employee_id = w.employee_id AND b.pay_type_id = w.pay_type_id
            AND b.balance_date = $4::date
      WHERE b.hours IS DISTINCT FROM w.hours`,
    [batch.map((b) => b.employeeId), batch.map((b) => b.payTypeId), batch.map((b) => b.hours), balanceDate],
  )) as { n: number }[];
  return row?.n ?? 0;
}

/** Writes the batch's balances for the day; a balance already as the file says is not written. Returns the count. */
async function writeBalances(
  runner: SqlRunner,
  actor: Actor,
  batch: readonly BalanceRow[],
  balanceDate: string,
): Promise<number> {
  const written = (await runner.query(
    `INSERT INTO "${s}".leave_balances (company_id, employee_id, pay_type_id, balance_date, hours, imported_by)
     SELECT $1, w.employee_id, w.pay_type_id, $5::date, w.hours, $6
       FROM unnest($2::uuid[], $3::uuid[], $4::numeric[]) AS w(employee_id, pay_type_id, hours)
     ON CONFLICT (employee_id, pay_type_id, balance_date) DO UPDATE
       SET hours = EXCLUDED.hours, imported_at = now(), imported_by = EXCLUDED.imported_by
       WHERE leave_balances.hours IS DISTINCT FROM EXCLUDED.hours
     RETURNING 1`,
    [
      actor.companyId,
      batch.map((b) => b.employeeId),
      batch.map((b) => b.payTypeId),
      batch.map((b) => b.hours),
      balanceDate,
      actor.userId,
    ],
  )) as unknown[];
  return written.length;
}

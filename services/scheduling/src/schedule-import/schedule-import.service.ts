import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, refusal, type SqlRunner } from '@rollcall/platform';
import { isDeepStrictEqual } from 'node:util';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { ScheduleDayWriter } from '../schedule-days/schedule-day-writer.js';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { type PlacedDay, placeDays } from './schedule-import-employees.js';
import {
  daysOfRows,
  readScheduleHeader,
  readScheduleRows,
  type RefusedImportRow,
  type ScheduleImportRow,
} from './schedule-import-format.js';
import { SCHEDULE_IMPORT_ANSWERS, type ScheduleImportAnswer } from './schedule-import.answers.js';
import {
  MalformedWorkbook,
  OversizedWorkbook,
  readFirstSheet,
  type SheetCell,
  workbookKind,
} from './schedule-workbook.js';

export interface UploadedScheduleFile {
  originalname: string;
  buffer: Buffer;
}

/** Sheet rows read between two turns of the event loop. */
const READ_SLICE = 2000;
/** Employee-days written per transaction. */
export const IMPORT_BATCH = 500;

/**
 * POST /schedule/uploadExl: reads the template (a file that is not the template imports nothing), refuses bad rows
 * with their reasons and writes the rest through the day writer, a batch of days per transaction. A day already as
 * the file says is not written again, so importing the same file twice changes nothing the second time.
 */
@Injectable()
export class ScheduleImportService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly writer: ScheduleDayWriter,
  ) {}

  async import(actor: Actor, file: UploadedScheduleFile | undefined, dryRun: boolean): Promise<ScheduleImportAnswer> {
    if (!file || file.buffer.length === 0) throw refusal(SCHEDULE_IMPORT_ANSWERS, 'noFile');
    const kind = workbookKind(file.originalname);
    if (!kind) throw refusal(SCHEDULE_IMPORT_ANSWERS, 'badFileType');
    const { rows, refused } = await readSheetRows(await readWorkbook(file.buffer, kind));
    const grouped = daysOfRows(rows);
    const { placed, refused: unplaced } = await placeDays(this.dataSource, actor, grouped.days);
    refused.push(...grouped.refused, ...unplaced);
    const answer: ScheduleImportAnswer = { message: 'success', dryRun, imported: 0, unchanged: 0, days: 0, refused };
    for (let at = 0; at < placed.length; at += IMPORT_BATCH) {
      const batch = placed.slice(at, at + IMPORT_BATCH);
      try {
        const changed = dryRun
          ? await changedDays(this.dataSource, batch)
          : await this.dataSource.transaction(async (manager) => {
              // one import writes at a time per company: a second import of the same file then finds its days done
              await manager.query(`SELECT pg_advisory_xact_lock(hashtext('schedule-import:' || $1))`, [
                actor.companyId,
              ]);
              const days = await changedDays(manager, batch);
              await this.writer.write(
                manager,
                actor.companyId,
                days.map(({ employeeId, date, offDay, sections }) => ({ employeeId, date, offDay, sections })),
              );
              return days;
            });
        const rowsOf = (days: PlacedDay[]) => days.reduce((n, day) => n + day.rows.length, 0);
        answer.imported += rowsOf(changed);
        answer.unchanged += rowsOf(batch) - rowsOf(changed);
        answer.days += changed.length;
      } catch (error) {
        // a period closed or an employee left since the rows were checked: this batch is refused, the rest goes on
        if (!(error instanceof HttpException)) throw error;
        const reason = reasonOf(error);
        refused.push(
          ...batch.flatMap((day) => day.rows.map((row) => ({ row, clockId: day.clockId, date: day.date, reason }))),
        );
      }
      await yieldToEventLoop();
    }
    refused.sort((a, b) => a.row - b.row);
    return answer;
  }
}

async function readWorkbook(bytes: Buffer, kind: 'xlsx' | 'xls'): Promise<SheetCell[][]> {
  try {
    return await readFirstSheet(bytes, kind);
  } catch (error) {
    if (error instanceof MalformedWorkbook) throw refusal(SCHEDULE_IMPORT_ANSWERS, 'modelerror');
    if (error instanceof OversizedWorkbook) throw refusal(SCHEDULE_IMPORT_ANSWERS, 'oversizedFile');
    throw error;
  }
}

async function readSheetRows(
  table: SheetCell[][],
): Promise<{ rows: ScheduleImportRow[]; refused: RefusedImportRow[] }> {
  const header = readScheduleHeader(table);
  if ('problem' in header) throw refusal(SCHEDULE_IMPORT_ANSWERS, 'modelerror');
  const rows: ScheduleImportRow[] = [];
  const refused: RefusedImportRow[] = [];
  for (let at = 0; at < table.length; at += READ_SLICE) {
    const slice = readScheduleRows(table, header, at, at + READ_SLICE);
    rows.push(...slice.rows);
    refused.push(...slice.refused);
    await yieldToEventLoop();
  }
  return { rows, refused };
}

/** The days of the batch that differ from what is stored (inside a transaction: its manager). */
async function changedDays(runner: SqlRunner, batch: readonly PlacedDay[]): Promise<PlacedDay[]> {
  const stored = (await runner.query(
    `SELECT d.employee_id AS "employeeId", to_char(d.date, 'YYYY-MM-DD') AS date, d.off_day AS "offDay", d.sections
       FROM "${SCHEDULING}".schedule_days d
       JOIN unnest($1::uuid[], $2::date[]) AS w(employee_id, date) ON d.employee_id = w.employee_id AND d.date = w.date`,
    [batch.map((d) => d.employeeId), batch.map((d) => d.date)],
  )) as { employeeId: string; date: string; offDay: boolean; sections: StoredSection[] }[];
  const byDay = new Map(stored.map((day) => [`${day.employeeId} ${day.date}`, day]));
  return batch.filter((day) => {
    const now = byDay.get(`${day.employeeId} ${day.date}`);
    return !now || now.offDay !== day.offDay || !isDeepStrictEqual(now.sections, day.sections);
  });
}

function reasonOf(error: HttpException): string {
  const body = error.getResponse() as { detail?: unknown; message?: unknown } | string;
  if (typeof body === 'string') return body;
  return typeof body.detail === 'string' ? body.detail : String(body.message);
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { shiftProblem } from '@rollcall/contracts';
import { type Page, type PageColumn, type PageQuery, rawPage, refusal, type SqlRunner } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { SCHEDULING } from '../scheduling.constants.js';
import { ShiftDefinition } from './shift-definition.entity.js';
import { SHIFT_ANSWERS, type ShiftDefinitionAnswer } from './shift-definitions.answers.js';
import type { ShiftCreateRequest } from './shift-create.request.js';
import type { ShiftUpdateRequest } from './shift-update.request.js';

export interface ShiftRow {
  id: string;
  labelName: string | null;
  colorCode: string | null;
  departmentId: string;
  departmentName: string;
  startTime: string;
  endTime: string;
  startTimeType: 'Previous' | 'Today';
  endTimeType: 'Today' | 'NextDay';
  breakTime: number;
}

/** The company's shift definitions with their position's name (scheduling's read model of the structure). */
const SHIFT_SELECT = `
  SELECT s.id, s.label_name AS "labelName", s.color_code AS "colorCode", s.department_id AS "departmentId",
         coalesce(d.name, '') AS "departmentName", s.start_time AS "startTime", s.end_time AS "endTime",
         s.start_time_type AS "startTimeType", s.end_time_type AS "endTimeType", s.break_time AS "breakTime",
         (CASE WHEN s.start_time_type = 'Previous' THEN -1440 ELSE 0 END)
           + split_part(s.start_time, ':', 1)::int * 60 + split_part(s.start_time, ':', 2)::int AS "startMinutes"
    FROM "${SCHEDULING}".shift_definitions s
    LEFT JOIN "${SCHEDULING}".departments d ON d.id = s.department_id
   WHERE s.company_id = $1`;

/** The shift panel's columns; the default order is the spec's: department name, then start time. */
const SHIFT_COLUMNS: Record<string, PageColumn> = {
  department: { sql: 'listed."departmentName"', sortSql: 'lower(listed."departmentName")' },
  label: { sql: `coalesce(listed."labelName", '')`, sortSql: 'lower(listed."labelName")' },
  start: { sql: 'listed."startTime"', sortSql: 'listed."startMinutes"' },
  end: { sql: 'listed."endTime"' },
};

function answerOf(row: ShiftRow): ShiftDefinitionAnswer {
  return {
    id: row.id,
    labelName: row.labelName,
    colorCode: row.colorCode,
    department: { id: row.departmentId, departmentName: row.departmentName },
    startTime: row.startTime,
    endTime: row.endTime,
    startTimeType: row.startTimeType,
    endTimeType: row.endTimeType,
    breakTime: row.breakTime,
  };
}

/** Shift definitions: the roster panel's list, one shift, create, edit (colour, label, break) and delete. */
@Injectable()
export class ShiftDefinitionsService {
  constructor(@InjectDataSource(SCHEDULING) private readonly dataSource: DataSource) {}

  /** A page of the panel: by department name then start time unless another sort is asked; search in all. */
  async page(companyId: string, query: PageQuery): Promise<Page<ShiftDefinitionAnswer>> {
    const page = await rawPage<ShiftRow>(
      this.dataSource,
      { sql: SHIFT_SELECT, params: [companyId] },
      query,
      SHIFT_COLUMNS,
      {
        defaultSort: 'lower(listed."departmentName") ASC, listed."startMinutes"',
        tieBreak: 'lower(listed."labelName") NULLS FIRST, listed.id',
      },
    );
    return { ...page, rows: page.rows.map(answerOf) };
  }

  async get(companyId: string, id: string): Promise<ShiftDefinitionAnswer> {
    return answerOf(await shiftOf(this.dataSource, companyId, id));
  }

  /** Creates a shift of one of the company's positions; resolves to its id. */
  async create(companyId: string, input: ShiftCreateRequest): Promise<string> {
    const shift = {
      departmentId: input.departmentId,
      start: input.startTime,
      end: input.endTime,
      startType: input.startTimeType ?? 'Today',
      endType: input.endTimeType ?? 'Today',
      breakMinutes: input.breakTime ?? 0,
    };
    const problem = shiftProblem(shift);
    if (problem === 'endNotLater' || problem === 'breakTooLong') throw refusal(SHIFT_ANSWERS, problem);
    return this.dataSource.transaction(async (manager) => {
      const [position] = (await manager.query(
        `SELECT id FROM "${SCHEDULING}".departments WHERE id = $1 AND company_id = $2`,
        [input.departmentId, companyId],
      )) as { id: string }[];
      if (!position) throw refusal(SHIFT_ANSWERS, 'noPosition');
      const saved = await manager.save(
        manager.create(ShiftDefinition, {
          companyId,
          departmentId: input.departmentId,
          startTime: input.startTime,
          endTime: input.endTime,
          startTimeType: shift.startType,
          endTimeType: shift.endType,
          colorCode: input.colorCode ?? null,
          labelName: input.labelName ?? null,
          breakTime: shift.breakMinutes,
        }),
      );
      return saved.id;
    });
  }

  /** Changes a shift's colour, label and break only; its position and times stay (spec 001 §4 "Shift modal"). */
  async update(companyId: string, input: ShiftUpdateRequest): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const shift = await manager.findOne(ShiftDefinition, {
        where: { id: input.id, companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!shift) throw refusal(SHIFT_ANSWERS, 'notFound');
      if (input.colorCode !== undefined) shift.colorCode = input.colorCode;
      if (input.labelName !== undefined) shift.labelName = input.labelName;
      if (input.breakTime !== undefined) shift.breakTime = input.breakTime ?? 0;
      const problem = shiftProblem({
        departmentId: shift.departmentId,
        start: shift.startTime,
        end: shift.endTime,
        startType: shift.startTimeType,
        endType: shift.endTimeType,
        breakMinutes: shift.breakTime,
      });
      if (problem === 'breakTooLong') throw refusal(SHIFT_ANSWERS, problem);
      await manager.save(shift);
    });
  }

  /** Deletes a shift definition; the roster days it was placed on keep their sections. */
  async delete(companyId: string, id: string): Promise<void> {
    const result = await this.dataSource.getRepository(ShiftDefinition).delete({ id, companyId });
    if (!result.affected) throw refusal(SHIFT_ANSWERS, 'notFound');
  }
}

/** One of the company's shift definitions with its position's name; refuses (notFound) another company's. */
export async function shiftOf(runner: SqlRunner, companyId: string, id: string): Promise<ShiftRow> {
  const [row] = (await runner.query(`${SHIFT_SELECT} AND s.id = $2`, [companyId, id])) as ShiftRow[];
  if (!row) throw refusal(SHIFT_ANSWERS, 'notFound');
  return row;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays } from '@rollcall/contracts';
import { type Actor, peopleScopeCondition, peopleScopeOf, refusal, type SqlRunner } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { closedEmployeeDays } from '../schedule-days/closed-periods.js';
import type { DayWrite } from '../schedule-days/schedule-day-rules.js';
import { ScheduleDayWriter } from '../schedule-days/schedule-day-writer.js';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { todaysOf } from '../schedule-templates/template-day-generator.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { shiftOf } from '../shift-definitions/shift-definitions.service.js';
import { ROSTER_ANSWERS, type RosterByShiftAnswer } from './roster.answers.js';
import type { RosterByShiftRequest } from './roster-by-shift.request.js';
import { lockEmployees } from './roster-days.js';
import { type ByShiftChange, dayByShift, withSectionIds } from './roster-rules.js';

/** Employees whose days one transaction changes. */
const CHUNK = 100;

interface ShiftDay {
  employeeId: string;
  date: string;
  offDay: boolean;
  sections: StoredSection[];
  templateId: string | null;
}

/**
 * handleScheduleByShift (spec 001 §7 names the call and nothing more; designed here): after a shift definition is
 * edited (updateBaseshift: colour, label, break) or deleted (delBaseshift), the roster's days it was placed on
 * follow it. Each section keeps its own copy of the shift, so without this call they keep what they had.
 */
@Injectable()
export class RosterByShiftService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly writer: ScheduleDayWriter,
  ) {}

  /**
   * The days from `fromDate` (default: each employee's today) to `toDate` (default: every later stored day) of the
   * employees the caller reaches that hold a section placed from the shift: on update those sections take the
   * shift's label, colour and break; on delete they are taken off. Locked entries stay; days in a closed pay period
   * are left as they are and counted; a day keeps the template that generated it (the change is the shift's, not a
   * hand edit). 100 employees per transaction, each day through the day writer with its event.
   */
  async apply(actor: Actor, input: RosterByShiftRequest): Promise<RosterByShiftAnswer> {
    const from = input.fromDate ?? null;
    const to = input.toDate ?? null;
    if (from && to && to < from) throw refusal(ROSTER_ANSWERS, 'rangeReversed');
    const change: ByShiftChange =
      input.action === 'delete'
        ? { action: 'delete' }
        : await shiftOf(this.dataSource, actor.companyId, input.id).then((shift) => ({
            action: 'update' as const,
            labelName: shift.labelName,
            colorCode: shift.colorCode,
            breakMinutes: shift.breakTime,
          }));
    // without a fromDate, yesterday in UTC is before every zone's today; each employee's own today is applied below
    const earliest = from ?? addDays(new Date().toISOString().slice(0, 10), -1);
    const employeeIds = await this.employeesWithShift(actor, input.id, earliest, to);
    const answer: RosterByShiftAnswer = { message: 'success', employees: 0, days: 0, closedDays: 0 };
    for (let at = 0; at < employeeIds.length; at += CHUNK) {
      const chunk = employeeIds.slice(at, at + CHUNK);
      const done = await this.dataSource.transaction(async (manager) => {
        await lockEmployees(manager, chunk);
        const todays = from ? null : await todaysOf(manager, chunk);
        const days = (await shiftDays(manager, actor.companyId, chunk, input.id, earliest, to)).filter(
          (day) => !todays || day.date >= (todays.get(day.employeeId) ?? day.date),
        );
        const changed: DayWrite[] = days.flatMap((day) => {
          const next = dayByShift(day, input.id, change);
          return next ? [{ employeeId: day.employeeId, date: day.date, ...next, templateId: day.templateId }] : [];
        });
        const closed = new Set(
          (await closedEmployeeDays(manager, actor.companyId, changed)).map((d) => `${d.employeeId} ${d.date}`),
        );
        const open = changed.filter((d) => !closed.has(`${d.employeeId} ${d.date}`));
        await this.writer.write(manager, actor.companyId, open);
        return { employees: new Set(open.map((d) => d.employeeId)).size, days: open.length, closed: closed.size };
      });
      answer.employees += done.employees;
      answer.days += done.days;
      answer.closedDays += done.closed;
    }
    return answer;
  }

  /** The company's employees the caller reaches with a day holding the shift in the range. */
  private async employeesWithShift(actor: Actor, shiftId: string, from: string, to: string | null): Promise<string[]> {
    const params: unknown[] = [actor.companyId, JSON.stringify([{ shiftId }]), from, to];
    const scope = peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params);
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT e.id FROM "${SCHEDULING}".schedule_days d
         JOIN "${SCHEDULING}".employees e ON e.id = d.employee_id
        WHERE d.company_id = $1 AND d.sections @> $2::jsonb AND d.date >= $3 AND ($4::date IS NULL OR d.date <= $4)
          AND ${scope}
        ORDER BY e.id`,
      params,
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }
}

/** The employees' days in the range holding a section of the shift, their sections with ids (as the roster reads). */
async function shiftDays(
  runner: SqlRunner,
  companyId: string,
  employeeIds: readonly string[],
  shiftId: string,
  from: string,
  to: string | null,
): Promise<ShiftDay[]> {
  const rows = (await runner.query(
    `SELECT employee_id AS "employeeId", to_char(date, 'YYYY-MM-DD') AS date, off_day AS "offDay", sections,
            template_id AS "templateId"
       FROM "${SCHEDULING}".schedule_days
      WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND sections @> $3::jsonb
        AND date >= $4 AND ($5::date IS NULL OR date <= $5)
      ORDER BY employee_id, date`,
    [companyId, employeeIds, JSON.stringify([{ shiftId }]), from, to],
  )) as ShiftDay[];
  return rows.map((row) => ({ ...row, sections: withSectionIds(row.employeeId, row.date, row.sections) }));
}

import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, copyRosterProblem, daysBetween, LOCKED_SECTION_TYPE } from '@rollcall/contracts';
import { type Actor, peopleScopeCondition, peopleScopeOf, refusal } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { assertReachesAll, employeesOfCompany } from '../access/scheduled-employees.js';
import { assertMultiShiftAllowed, schedulingSettingsOf } from '../company-settings/company-settings.js';
import { closedEmployeeDays } from '../schedule-days/closed-periods.js';
import { SCHEDULE_DAY_ANSWERS } from '../schedule-days/schedule-day.answers.js';
import type { DayWrite } from '../schedule-days/schedule-day-rules.js';
import { ScheduleDayWriter } from '../schedule-days/schedule-day-writer.js';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { shiftOf } from '../shift-definitions/shift-definitions.service.js';
import {
  ROSTER_ANSWERS,
  type RosterChangedDay,
  type RosterEmployeePage,
  type RosterPage,
  type RosterSaveAnswer,
} from './roster.answers.js';
import type { RosterBatchRequest } from './roster-batch.request.js';
import type { RosterCopyRequest } from './roster-copy.request.js';
import { dayKey, lockEmployees, readDays, readRange } from './roster-days.js';
import { EMPTY_DAY, offDayOf, placeSection, type RosterDayState, sectionOfShift, takeSection } from './roster-rules.js';
import { namesOf, rosterDay, rosterEmployees, rosterPage, type RosterFilter } from './roster-rows.js';
import { ROSTER_DAYS_MAX, type RosterRowsQuery } from './roster-rows.query.js';
import type { RosterSaveRequest } from './roster-save.request.js';

/** Employees a Copy Roster writes per transaction: bounded work per step, one pass over the company. */
const COPY_CHUNK = 100;

interface Change {
  employeeId: string;
  date: string;
  day: RosterDayState;
}

/** The weekly roster (spec 001 §2, §4, §7): its rows, and every change a drop, a modal or a copy makes. */
@Injectable()
export class RosterService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly writer: ScheduleDayWriter,
  ) {}

  async rows(actor: Actor, query: RosterRowsQuery): Promise<RosterPage> {
    if (query.endDate < query.startDate) throw refusal(ROSTER_ANSWERS, 'rangeReversed');
    if (daysBetween(query.startDate, query.endDate) + 1 > ROSTER_DAYS_MAX)
      throw refusal(ROSTER_ANSWERS, 'rangeTooLong');
    return rosterPage(this.dataSource, actor, this.filterOf(query));
  }

  private filterOf(query: RosterRowsQuery): RosterFilter {
    return {
      startDate: query.startDate,
      endDate: query.endDate,
      departmentIds: query.departmentIds ?? [],
      sortBy: query.sortBy ?? 'lastName',
      search: query.search ?? '',
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 100,
    };
  }

  /** The employees of the roster's filters, a page at a time (the Add Shift to Employees picker). */
  async employees(actor: Actor, query: RosterRowsQuery): Promise<RosterEmployeePage> {
    return rosterEmployees(this.dataSource, actor, this.filterOf(query));
  }

  /** newSave: add a shift definition, move or copy a section, or delete one; refused changes write nothing. */
  async save(actor: Actor, input: RosterSaveRequest): Promise<RosterSaveAnswer> {
    const source =
      input.workSectionId && input.sourceEmployeeId && input.sourceRuleDate && !input.delFlag
        ? { employeeId: input.sourceEmployeeId, date: input.sourceRuleDate }
        : null;
    if (!input.baseShiftWorksectionId && !source && !(input.delFlag && input.workSectionId)) {
      throw refusal(ROSTER_ANSWERS, 'nothingToDo');
    }
    const target = { employeeId: input.employeeId, date: input.ruleDate };
    return this.change(actor, source ? [target, source] : [target], async (manager, days) => {
      const targetDay = days.get(dayKey(target.employeeId, target.date)) ?? EMPTY_DAY;
      if (input.delFlag && input.workSectionId) {
        const taken = takeSection(targetDay, input.workSectionId);
        if (typeof taken === 'string') throw refusal(ROSTER_ANSWERS, taken);
        return { changes: [{ ...target, day: taken.day }], sectionId: null };
      }
      if (input.baseShiftWorksectionId) {
        const shift = await shiftOf(manager, actor.companyId, input.baseShiftWorksectionId);
        const section = sectionOfShift(shift, randomUUID());
        return { changes: [{ ...target, day: placed(targetDay, section) }], sectionId: section.id ?? null };
      }
      const from = source as { employeeId: string; date: string };
      const sourceDay = days.get(dayKey(from.employeeId, from.date)) ?? EMPTY_DAY;
      const section = sourceDay.sections.find((x) => x.id === input.workSectionId);
      if (!section) throw refusal(ROSTER_ANSWERS, 'noSection');
      if (input.copy) {
        // a copy is the copier's own entry: never locked
        const copied: StoredSection = {
          ...section,
          id: randomUUID(),
          type: section.type === LOCKED_SECTION_TYPE ? null : section.type,
        };
        return { changes: [{ ...target, day: placed(targetDay, copied) }], sectionId: copied.id ?? null };
      }
      const taken = takeSection(sourceDay, section.id ?? '');
      if (typeof taken === 'string') throw refusal(ROSTER_ANSWERS, taken);
      if (from.employeeId === target.employeeId && from.date === target.date)
        return { changes: [], sectionId: section.id ?? null };
      return {
        changes: [
          { ...target, day: placed(targetDay, section) },
          { ...from, day: taken.day },
        ],
        sectionId: section.id ?? null,
      };
    });
  }

  /** The Off Day entry replaces the day's shifts (a day holding a locked entry is refused). */
  async addOffDay(actor: Actor, employeeId: string, date: string): Promise<RosterSaveAnswer> {
    return this.change(actor, [{ employeeId, date }], (_manager, days) => {
      const day = offDayOf(days.get(dayKey(employeeId, date)) ?? EMPTY_DAY);
      if (typeof day === 'string') throw refusal(ROSTER_ANSWERS, day);
      return Promise.resolve({ changes: [{ employeeId, date, day }], sectionId: null });
    });
  }

  /** The day stops being an off day (and has no shifts until one is dropped on it). */
  async delOffDay(actor: Actor, employeeId: string, date: string): Promise<RosterSaveAnswer> {
    return this.change(actor, [{ employeeId, date }], (_manager, days) => {
      const day = days.get(dayKey(employeeId, date)) ?? EMPTY_DAY;
      return Promise.resolve({
        changes: [{ employeeId, date, day: { offDay: false, sections: day.offDay ? [] : day.sections } }],
        sectionId: null,
      });
    });
  }

  /** Add Shift to Employees: the shift on one date for each; one conflict refuses them all. */
  async batch(actor: Actor, input: RosterBatchRequest): Promise<RosterSaveAnswer> {
    const keys = input.employeeIds.map((employeeId) => ({ employeeId, date: input.batchStartDate }));
    return this.change(actor, keys, async (manager, days) => {
      const shift = await shiftOf(manager, actor.companyId, input.id);
      const changes = keys.map((key) => {
        const section = sectionOfShift(shift, randomUUID());
        return { ...key, day: placed(days.get(dayKey(key.employeeId, key.date)) ?? EMPTY_DAY, section) };
      });
      return { changes, sectionId: null };
    });
  }

  /**
   * Copy Roster: each employee of the positions (all when none) the caller reaches gets the source days' sections
   * on the same weekday offset from the paste date, with new section ids; a source day without a schedule clears
   * the target day. Target days holding a locked entry keep theirs. A paste onto a closed pay period is refused
   * before anything is written; the copy then runs 100 employees per transaction.
   */
  async copy(actor: Actor, input: RosterCopyRequest): Promise<{ employees: number; days: number }> {
    const problem = copyRosterProblem(input.fromDate, input.endDate, input.beginDate);
    if (problem === 'rangeTooLong') throw refusal(ROSTER_ANSWERS, 'copyRangeTooLong');
    if (problem === 'rangeReversed') throw refusal(ROSTER_ANSWERS, 'rangeReversed');
    if (problem) throw refusal(ROSTER_ANSWERS, 'pasteOutsideWindow');
    const length = daysBetween(input.fromDate, input.endDate) + 1;
    const offset = daysBetween(input.fromDate, input.beginDate);
    const targetEnd = addDays(input.beginDate, length - 1);
    const employeeIds = await this.copiedEmployees(actor, input.departments ?? []);
    const targets = employeeIds.flatMap((employeeId) =>
      Array.from({ length }, (_, i) => ({ employeeId, date: addDays(input.beginDate, i) })),
    );
    if ((await closedEmployeeDays(this.dataSource, actor.companyId, targets)).length) {
      throw refusal(SCHEDULE_DAY_ANSWERS, 'periodClosed');
    }
    if (!(await schedulingSettingsOf(this.dataSource, actor.companyId)).multiShift) {
      // refused before any chunk is written, as a closed period is
      for (let at = 0; at < employeeIds.length; at += COPY_CHUNK) {
        const sources = await readRange(
          this.dataSource,
          actor.companyId,
          employeeIds.slice(at, at + COPY_CHUNK),
          input.fromDate,
          input.endDate,
        );
        const copied = [...sources.values()].map((day) => ({ offDay: day.offDay, sections: copiedSections(day) }));
        await assertMultiShiftAllowed(this.dataSource, actor.companyId, copied);
      }
    }
    let written = 0;
    for (let at = 0; at < employeeIds.length; at += COPY_CHUNK) {
      const chunk = employeeIds.slice(at, at + COPY_CHUNK);
      written += await this.dataSource.transaction(async (manager) => {
        await lockEmployees(manager, chunk);
        const sources = await readRange(manager, actor.companyId, chunk, input.fromDate, input.endDate);
        const existing = await readRange(manager, actor.companyId, chunk, input.beginDate, targetEnd);
        const writes: DayWrite[] = [];
        for (const employeeId of chunk) {
          for (let i = 0; i < length; i++) {
            const date = addDays(input.fromDate, i);
            const pasteDate = addDays(date, offset);
            const from = sources.get(dayKey(employeeId, date));
            const onTarget = existing.get(dayKey(employeeId, pasteDate));
            if (!from && !onTarget) continue;
            if (onTarget?.sections.some((x) => x.type === LOCKED_SECTION_TYPE)) continue;
            writes.push({
              employeeId,
              date: pasteDate,
              offDay: from?.offDay ?? false,
              sections: from ? copiedSections(from) : [],
            });
          }
        }
        await this.writer.write(manager, actor.companyId, writes);
        return writes.length;
      });
    }
    return { employees: employeeIds.length, days: written };
  }

  private async copiedEmployees(actor: Actor, departments: string[]): Promise<string[]> {
    const params: unknown[] = [actor.companyId];
    let nodes = '';
    if (departments.length) {
      const known = (await this.dataSource.query(
        `SELECT count(*)::int AS n FROM "${SCHEDULING}".departments WHERE company_id = $1 AND id = ANY($2::uuid[])`,
        [actor.companyId, [...new Set(departments)]],
      )) as { n: number }[];
      if (known[0]?.n !== new Set(departments).size) throw refusal(ROSTER_ANSWERS, 'noDepartment');
      params.push(departments);
      nodes = `AND e.department_id IN (WITH RECURSIVE picked(id) AS (
          SELECT unnest($2::uuid[])
          UNION SELECT n.id FROM "${SCHEDULING}".departments n JOIN picked ON n.parent_id = picked.id
        ) SELECT id FROM picked)`;
    }
    const scope = peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params);
    const rows = (await this.dataSource.query(
      `SELECT e.id FROM "${SCHEDULING}".employees e
        WHERE e.company_id = $1 AND e.employee_status = 'Active' ${nodes} AND ${scope} ORDER BY e.id`,
      params,
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /**
   * One roster change in one transaction: the employees checked (the company's, within the caller's reach) and
   * locked, their days read, `decide` computes the new days (or refuses), the day writer writes them (refusing a
   * closed pay period) with their events. The answer carries the changed days as they now stand.
   */
  private async change(
    actor: Actor,
    keys: { employeeId: string; date: string }[],
    decide: (
      manager: EntityManager,
      days: Map<string, RosterDayState>,
    ) => Promise<{ changes: Change[]; sectionId: string | null }>,
  ): Promise<RosterSaveAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const ids = keys.map((k) => k.employeeId);
      const employees = await employeesOfCompany(manager, actor.companyId, ids);
      await assertReachesAll(manager, actor, employees.values());
      await lockEmployees(manager, ids);
      const days = await readDays(manager, actor.companyId, keys);
      const { changes, sectionId } = await decide(manager, days);
      await this.writer.write(
        manager,
        actor.companyId,
        changes.map((c) => ({
          employeeId: c.employeeId,
          date: c.date,
          offDay: c.day.offDay,
          sections: c.day.sections,
        })),
      );
      const names = await namesOf(
        manager,
        actor.companyId,
        changes.flatMap((c) => c.day.sections.map((x) => x.positionId ?? '')),
      );
      const answerDays: RosterChangedDay[] = changes.map((c) => ({
        employeeId: c.employeeId,
        // written, so not in a closed pay period
        ...rosterDay(c.date, c.day.offDay, false, c.day.sections, names),
      }));
      return { success: true, message: 'success', days: answerDays, workSectionId: sectionId };
    });
  }
}

/** What Copy Roster pastes of a source day: its sections but locked ones, with new ids (none on an off day). */
function copiedSections(day: RosterDayState): StoredSection[] {
  if (day.offDay) return [];
  return day.sections.filter((x) => x.type !== LOCKED_SECTION_TYPE).map((x) => ({ ...x, id: randomUUID() }));
}

function placed(day: RosterDayState, section: StoredSection): RosterDayState {
  const result = placeSection(day, section);
  if (result === 'conflict') throw refusal(ROSTER_ANSWERS, 'conflict');
  return result;
}

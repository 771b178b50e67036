import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, workSectionProblems } from '@rollcall/contracts';
import { type Actor, ChangeHistory, invalidFields, refusal } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { assertReachesAll, employeesOfCompany } from '../access/scheduled-employees.js';
import { dayKey, lockEmployees, readDays } from '../roster/roster-days.js';
import { EMPTY_DAY, type RosterDayState } from '../roster/roster-rules.js';
import { closedEmployeeDays } from '../schedule-days/closed-periods.js';
import { SCHEDULE_DAY_ANSWERS } from '../schedule-days/schedule-day.answers.js';
import { ScheduleDayWriter } from '../schedule-days/schedule-day-writer.js';
import { storedSection } from '../schedule-templates/work-sections.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { SHIFT_CARD_ANSWERS } from './shift-card.answers.js';
import type { ShiftCardAnswer, ShiftCardDeleteRequest, ShiftCardSaveRequest } from './shift-card.request.js';
import { type ShiftCardChange, sectionOfShiftKey, shiftCardDay, shiftSnapshot } from './shift-card-rules.js';

/**
 * The timesheet's shifts (spec 001 §2 "Timesheet", §4 "Shift"): a shift added, changed or deleted on the timesheet
 * is a change to that employee's schedule day, written by the day writer (schedule.day.changed.v1 in the same
 * transaction; a closed pay period refused, nothing written), so calculation recalculates the day.
 */
@Injectable()
export class ShiftCardsService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly writer: ScheduleDayWriter,
    private readonly history: ChangeHistory,
  ) {}

  async save(actor: Actor, input: ShiftCardSaveRequest): Promise<ShiftCardAnswer> {
    const problems = workSectionProblems(input).map((p) => ({ field: p.field, message: p.message }));
    if (problems.length) throw invalidFields(problems);
    return this.change(actor, input.employeeId, input.day, input.reason ?? null, (day) => {
      const section = storedSection(
        { ...input, skills: input.skills ?? null },
        new Set(day.sections.map((s) => s.id ?? '')),
      );
      if (input.create) return { kind: 'add', section };
      const sectionId =
        input.workSectionId ??
        (input.workShiftId ? sectionOfShiftKey(day, input.day, input.workShiftId)?.id : undefined) ??
        null;
      if (!sectionId) throw refusal(SHIFT_CARD_ANSWERS, input.workShiftId ? 'noSection' : 'noShift');
      return { kind: 'modify', sectionId, section };
    });
  }

  async delete(actor: Actor, input: ShiftCardDeleteRequest): Promise<ShiftCardAnswer> {
    return this.change(actor, input.employeeId, input.day, input.reason ?? null, () => ({
      kind: 'delete',
      sectionId: input.schId,
    }));
  }

  /**
   * One change in one transaction: the employee checked (the company's, within the caller's reach) and locked
   * against the roster's and other timesheet writes, the day and its neighbours read, the change decided (or
   * refused), the day written and the shift's change kept in its history (who, when, why, before and after).
   */
  private async change(
    actor: Actor,
    employeeId: string,
    date: string,
    reason: string | null,
    decide: (day: RosterDayState) => ShiftCardChange,
  ): Promise<ShiftCardAnswer> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const employees = await employeesOfCompany(manager, actor.companyId, [employeeId]);
      await assertReachesAll(manager, actor, employees.values());
      await lockEmployees(manager, [employeeId]);
      // a closed day says so first, whatever else is wrong with the change
      if ((await closedEmployeeDays(manager, actor.companyId, [{ employeeId, date }])).length)
        throw refusal(SCHEDULE_DAY_ANSWERS, 'periodClosed');
      const keys = [addDays(date, -1), date, addDays(date, 1)].map((d) => ({ employeeId, date: d }));
      const days = await readDays(manager, actor.companyId, keys);
      const at = (d: string) => days.get(dayKey(employeeId, d)) ?? EMPTY_DAY;
      const day = at(date);
      const change = decide(day);
      const next = shiftCardDay({ before: at(addDays(date, -1)), day, after: at(addDays(date, 1)) }, change);
      if (typeof next === 'string') throw refusal(SHIFT_CARD_ANSWERS, next);
      const eventIds = await this.writer.write(manager, actor.companyId, [
        { employeeId, date, offDay: next.offDay, sections: next.sections, templateId: null },
      ]);
      const sectionId = change.kind === 'add' ? (change.section.id ?? '') : change.sectionId;
      const before = day.sections.find((s) => s.id === sectionId);
      const after = next.sections.find((s) => s.id === sectionId);
      const recorded = await this.history.record(manager, actor, [
        {
          entity: 'shift',
          entityId: sectionId,
          employeeId,
          dates: [date],
          before: before ? shiftSnapshot(before) : null,
          after: after ? shiftSnapshot(after) : null,
          reason,
        },
      ]);
      return {
        success: true,
        message: 'success',
        workSectionId: after ? sectionId : null,
        eventIds: [...eventIds, ...recorded.map((r) => r.eventId)],
      };
    });
  }
}

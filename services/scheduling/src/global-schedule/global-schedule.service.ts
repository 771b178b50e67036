import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, invalidFields, refusal, type SqlRunner } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { assertMultiShiftAllowed } from '../company-settings/company-settings.js';
import { closedEmployeeDays } from '../schedule-days/closed-periods.js';
import type { DayWrite } from '../schedule-days/schedule-day-rules.js';
import { SCHEDULE_DAY_ANSWERS } from '../schedule-days/schedule-day.answers.js';
import { ScheduleDayWriter } from '../schedule-days/schedule-day-writer.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { orderNeighbours } from './global-schedule-neighbours.js';
import { type GlobalScheduleOrder, globalScheduleProblems, sectionsOfRuleDay } from './global-schedule-rules.js';
import { scheduleTargets } from './global-schedule-targets.js';
import {
  GLOBAL_SCHEDULE_ANSWERS,
  type GlobalScheduleGenerateAnswer,
  type GlobalScheduleVerifyAnswer,
} from './global-schedule.answers.js';

/** Days handed to the day writer at once: a department of thousands is written in bounded statements. */
export const GENERATE_BATCH = 500;

/**
 * Spec 002 "Global Schedule": verify lists the conflicts with the days around and how many days it would overwrite;
 * generate writes the day for every employee of the order through the day writer, all or nothing, in one
 * transaction (refused whole for a closed pay period, another company's ids, or a conflict found meanwhile).
 */
@Injectable()
export class GlobalScheduleService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly writer: ScheduleDayWriter,
  ) {}

  async verify(actor: Actor, order: GlobalScheduleOrder): Promise<GlobalScheduleVerifyAnswer> {
    const { targets, neighbours } = await this.checked(this.dataSource, actor, order);
    return { message: 'success', employees: targets.length, ...neighbours };
  }

  generate(actor: Actor, order: GlobalScheduleOrder): Promise<GlobalScheduleGenerateAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const { targets, neighbours } = await this.checked(manager, actor, order);
      if (neighbours.conflicts.length) {
        const { status, text } = GLOBAL_SCHEDULE_ANSWERS.scheduleConflicts;
        throw new HttpException(
          { message: 'scheduleConflicts', detail: text, conflicts: neighbours.conflicts },
          status,
        );
      }
      const sections = sectionsOfRuleDay(order.ruleDay);
      const days: DayWrite[] = targets.map((target) => ({
        employeeId: target.id,
        date: order.ruleDay.ruleDate,
        offDay: order.ruleDay.isOffDay,
        sections,
      }));
      for (let at = 0; at < days.length; at += GENERATE_BATCH) {
        await this.writer.write(manager, actor.companyId, days.slice(at, at + GENERATE_BATCH));
      }
      return { message: 'success', employees: targets.length };
    });
  }

  private async checked(runner: SqlRunner, actor: Actor, order: GlobalScheduleOrder) {
    const problems = globalScheduleProblems(order);
    if (problems.length) throw invalidFields(problems);
    await assertMultiShiftAllowed(runner, actor.companyId, [
      { offDay: order.ruleDay.isOffDay, sections: sectionsOfRuleDay(order.ruleDay) },
    ]);
    const targets = await scheduleTargets(runner, actor, order);
    const date = order.ruleDay.ruleDate;
    const closed = await closedEmployeeDays(
      runner,
      actor.companyId,
      targets.map((t) => ({ employeeId: t.id, date })),
    );
    if (closed.length) throw refusal(SCHEDULE_DAY_ANSWERS, 'periodClosed');
    const neighbours = await orderNeighbours(runner, actor.companyId, order, targets);
    return { targets, neighbours };
  }
}

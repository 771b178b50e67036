import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { datesOf, daysBetween, sectionSpan } from '@rollcall/contracts';
import type { Actor } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { assertReachesAll, employeesOfCompany } from '../access/scheduled-employees.js';
import { ScheduleDayWriter } from '../schedule-days/schedule-day-writer.js';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { checkDaySections, storedSection, workSection } from '../schedule-templates/work-sections.js';
import { SCHEDULING } from '../scheduling.constants.js';
import type { EmployeeRuleAnswer, EmployeeScheduleAnswer } from './employee-schedule.answers.js';
import type { EmployeeRuleInput } from './employee-schedule.requests.js';

const s = SCHEDULING;
/** The employee schedule screen's longest range. */
export const MAX_RANGE_DAYS = 62;

/** The employee schedule screen: an employee's days over a range, and saving the days changed by hand. */
@Injectable()
export class CustomSchedulesService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly writer: ScheduleDayWriter,
  ) {}

  async search(actor: Actor, employeeId: string, startDate: string, endDate: string): Promise<EmployeeScheduleAnswer> {
    if (endDate < startDate) throw new BadRequestException('endDate must not be before startDate');
    if (daysBetween(startDate, endDate) >= MAX_RANGE_DAYS)
      throw new BadRequestException(`The date range covers at most ${MAX_RANGE_DAYS} days`);
    const employees = await employeesOfCompany(this.dataSource, actor.companyId, [employeeId]);
    await assertReachesAll(this.dataSource, actor, employees.values());
    const stored = (await this.dataSource.query(
      `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, off_day, sections, template_id FROM "${s}".schedule_days
        WHERE employee_id = $1 AND date BETWEEN $2 AND $3`,
      [employeeId, startDate, endDate],
    )) as { id: string; date: string; off_day: boolean; sections: StoredSection[]; template_id: string | null }[];
    const closed = (await this.dataSource.query(
      `SELECT to_char(p.from_date, 'YYYY-MM-DD') AS "startDay", to_char(p.to_date, 'YYYY-MM-DD') AS "endDay"
         FROM "${s}".pay_periods p JOIN "${s}".employees e ON e.paygroup_id = p.paygroup_id
        WHERE e.id = $1 AND p.closed AND p.from_date <= $3 AND p.to_date >= $2 ORDER BY p.from_date`,
      [employeeId, startDate, endDate],
    )) as { startDay: string; endDay: string }[];
    const byDate = new Map(stored.map((d) => [d.date, d]));
    const scheduleRules: EmployeeRuleAnswer[] = datesOf(startDate, endDate).map((date) => {
      const day = byDate.get(date);
      const sections = day?.off_day ? [] : (day?.sections ?? []);
      return {
        id: day?.id ?? null,
        title: date,
        ruleDay: date,
        isOffDay: day?.off_day ?? false,
        isClosed: closed.some((p) => p.startDay <= date && date <= p.endDay),
        virtual: !day,
        modified: false,
        fromTemplate: Boolean(day?.template_id),
        workingHours: Math.round(sections.reduce((sum, x) => sum + workedMinutes(x), 0) / 0.6) / 100,
        workSections: sections.map(workSection),
      };
    });
    return { employeeId, startDate, endDate, scheduleRules, closedPeriods: closed };
  }

  /** Saves the changed days as set by hand (a template change leaves them alone from then on). */
  async save(actor: Actor, employeeId: string, rules: readonly EmployeeRuleInput[]): Promise<void> {
    checkDaySections('ruleVos', rules);
    await this.dataSource.transaction(async (manager) => {
      const employees = await employeesOfCompany(manager, actor.companyId, [employeeId]);
      await assertReachesAll(manager, actor, employees.values());
      const stored = (await manager.query(
        `SELECT sections FROM "${s}".schedule_days WHERE employee_id = $1 AND date = ANY($2::date[]) FOR UPDATE`,
        [employeeId, rules.map((r) => r.ruleDay)],
      )) as { sections: StoredSection[] }[];
      const knownIds = new Set(stored.flatMap((d) => d.sections.map((x) => x.id ?? '')));
      await this.writer.write(
        manager,
        actor.companyId,
        rules.map((rule) => ({
          employeeId,
          date: rule.ruleDay,
          offDay: rule.isOffDay,
          sections: rule.isOffDay ? [] : rule.workSections.map((x) => storedSection(x, knownIds)),
          templateId: null,
        })),
      );
    });
  }
}

function workedMinutes(section: StoredSection): number {
  const span = sectionSpan(section);
  return span ? Math.max(0, span.end - span.start - (section.breakMinutes ?? 0)) : 0;
}

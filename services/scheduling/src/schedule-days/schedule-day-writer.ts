import { Injectable } from '@nestjs/common';
import { EventWriter, invalidFields, type NewEvent, refusal } from '@rollcall/platform';
import type { EntityManager } from 'typeorm';
import { employeesOfCompany } from '../access/scheduled-employees.js';
import { assertMultiShiftAllowed } from '../company-settings/company-settings.js';
import { withSectionIds } from '../roster/roster-rules.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { closedEmployeeDays } from './closed-periods.js';
import { type DayWrite, dayProblems, repeatedDays } from './schedule-day-rules.js';
import { SCHEDULE_DAY_ANSWERS } from './schedule-day.answers.js';
import { engineSection, isWorkSection } from './stored-section.js';

/**
 * The one way schedule days are written: templates, the employee schedule, the roster and the seeds all come here.
 * Inside the caller's transaction it checks every day, refuses the whole write (nothing written) when a day is
 * invalid, has more than one section in a company without the multi-shift feature, names an employee of another
 * company or lies in a closed pay period, then upserts the days and writes one schedule.day.changed.v1 per day, answering their event
 * ids (the timesheet waits for calculation to take them in). The caller checks the actor's permission and people scope.
 */
@Injectable()
export class ScheduleDayWriter {
  constructor(private readonly events: EventWriter) {}

  async write(manager: EntityManager, companyId: string, given: readonly DayWrite[]): Promise<string[]> {
    if (given.length === 0) return [];
    const problems = [...given.flatMap((day, i) => dayProblems(day, `days[${i}]`)), ...repeatedDays(given)];
    if (problems.length) throw invalidFields(problems);
    await assertMultiShiftAllowed(manager, companyId, given);
    // one order of row locks for every write, so two writes of the same days wait for each other, never deadlock
    const days = [...given].sort((a, b) => a.employeeId.localeCompare(b.employeeId) || a.date.localeCompare(b.date));
    await employeesOfCompany(
      manager,
      companyId,
      days.map((d) => d.employeeId),
    );
    if ((await closedEmployeeDays(manager, companyId, days)).length)
      throw refusal(SCHEDULE_DAY_ANSWERS, 'periodClosed');
    // one JSON parameter for all the days (sections as they are, not each escaped into an array literal)
    await manager.query(
      `INSERT INTO "${SCHEDULING}".schedule_days (company_id, employee_id, date, off_day, sections, template_id)
       SELECT $1, d.employee_id, d.date, d.off_day, d.sections, d.template_id
         FROM jsonb_to_recordset($2::jsonb)
              AS d(employee_id uuid, date date, off_day boolean, sections jsonb, template_id uuid)
       ON CONFLICT (employee_id, date) DO UPDATE SET off_day = EXCLUDED.off_day, sections = EXCLUDED.sections,
         template_id = EXCLUDED.template_id`,
      [
        companyId,
        JSON.stringify(
          days.map((d) => ({
            employee_id: d.employeeId,
            date: d.date,
            off_day: d.offDay,
            sections: d.sections,
            template_id: d.templateId ?? null,
          })),
        ),
      ],
    );
    const events: NewEvent[] = days.map((day) => {
      // ids as every later read of the day gives them (a section stored without one gets its derived id)
      const work = day.offDay ? [] : withSectionIds(day.employeeId, day.date, day.sections).filter(isWorkSection);
      return {
        type: 'schedule.day.changed.v1',
        companyId,
        key: day.employeeId,
        payload: {
          employeeId: day.employeeId,
          date: day.date,
          offDay: day.offDay,
          sections: work.map(engineSection),
          sectionLabels: work.map((section) => section.labelName ?? null),
          sectionIds: work.map((section) => section.id ?? ''),
        },
      };
    });
    return (await this.events.write(manager, events)).map((event) => event.id);
  }
}

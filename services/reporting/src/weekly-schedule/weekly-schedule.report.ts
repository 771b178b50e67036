import { datesOf } from '@rollcall/contracts';
import { invalidFields } from '@rollcall/platform';
import { reachableNodeNames } from '../access/report-scope.js';
import type { ReportDefinition, ReportRow } from '../reports/report-definition.js';
import { scheduleRangeProblems } from './schedule-week.js';
import { scheduleWeekPages, type ScheduleWeekEmployee } from './schedule-week.query.js';
import { dayHeader, dayLines, employeeName, longDate, weekHours } from './schedule-week-text.js';
import { type WeeklyScheduleSort, WeeklyScheduleConditions } from './weekly-schedule.conditions.js';

function weekRow(employee: ScheduleWeekEmployee, dates: readonly string[], sortBy: WeeklyScheduleSort): ReportRow {
  return [
    employeeName(employee, sortBy),
    ...dates.map((date) => dayLines(employee.days.get(date)).join('\n')),
    weekHours(employee, dates).toFixed(2),
  ];
}

/**
 * The roster's Print (spec 001 §7 "Print report WeeklyScheduleReport"): a row per employee in the chosen sort, a
 * column per day with its sections (times and label) or Off Day, and the scheduled hours.
 */
export const weeklyScheduleReport: ReportDefinition<WeeklyScheduleConditions> = {
  name: 'WeeklyScheduleReport',
  conditions: WeeklyScheduleConditions,
  permission: ['report', 'visible'],
  async open(runner, actor, conditions) {
    const { startDate, endDate } = conditions;
    const problems = scheduleRangeProblems(startDate, endDate);
    if (problems.length) throw invalidFields(problems);
    const nodeIds = [...new Set(conditions.departmentIds ?? [])];
    const nodeNames = await reachableNodeNames(runner, actor, nodeIds);
    const sortBy = conditions.sortBy ?? 'LastName';
    const dates = datesOf(startDate, endDate);
    const rows = scheduleWeekPages(runner, actor, { startDate, endDate, sortBy, nodeIds });
    return {
      title: 'Weekly Schedule',
      subtitle: [
        `${longDate(startDate)} to ${longDate(endDate)}`,
        nodeNames.length ? nodeNames.join(', ') : 'All employees',
        sortBy === 'LastName' ? 'by last name' : 'by first name',
      ].join(' · '),
      fileName: `weekly-schedule-${startDate}-to-${endDate}`,
      columns: [
        { header: 'Employee', weight: 1.5 },
        ...dates.map((date) => ({ header: dayHeader(date), weight: 1 })),
        { header: 'Total hours', weight: 0.6, align: 'right' as const },
      ],
      emptyText: 'No employees match these conditions.',
      batches: (async function* () {
        for await (const employees of rows) yield employees.map((e) => weekRow(e, dates, sortBy));
      })(),
    };
  },
};

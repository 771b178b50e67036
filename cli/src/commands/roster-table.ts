// How `rollcall roster show` reads its week and prints the roster: pure, no I/O.

import type { RosterDayAnswer, RosterRowAnswer } from '@rollcall/api-client';
import { addDays, datesOf, isLocalDate, mondayOf } from '@rollcall/contracts';
import { UsageError } from '../api.js';
import { counted } from '../counted.js';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The Monday-to-Sunday week holding `--week` (default: the week of `now`, this machine's date). */
export function rosterWeek(week: string | undefined, now: Date): { startDate: string; endDate: string } {
  const given = week?.trim();
  if (given !== undefined && !isLocalDate(given)) {
    throw new UsageError(`--week must be a date written YYYY-MM-DD, e.g. 2026-11-23 (got "${week}")`);
  }
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const startDate = mondayOf(given ?? local);
  return { startDate, endDate: addDays(startDate, 6) };
}

export function readingLine(read: number, total: number): string {
  return `Reading the roster… ${read}${total ? ` of ${total}` : ''} employees`;
}

/** A day's cell: its shifts as `06:00-12:00` (a label after), `Off`, or `-` when nothing is scheduled. */
export function dayCell(day: RosterDayAnswer | undefined): string {
  if (!day) return '-';
  if (day.isOffDay) return 'Off';
  if (day.workSections.length === 0) return '-';
  return day.workSections
    .map((s) => {
      const start = `${s.startTimeType === 'Previous' ? '<' : ''}${s.startTime}`;
      const end = `${s.endTime}${s.endTimeType === 'NextDay' ? '+1' : ''}`;
      return `${start}-${end}${s.labelName ? ` ${s.labelName}` : ''}`;
    })
    .join(', ');
}

/** The employee's hours over the days shown: each section's span less its break (the roster's duration). */
export function rowHours(row: RosterRowAnswer): number {
  const minutes = row.scheduleRuleVoList
    .filter((d) => !d.isOffDay)
    .flatMap((d) => d.workSections)
    .reduce((sum, s) => sum + Math.round(s.duration * 60), 0);
  return minutes / 60;
}

/** The week as a table: one line per employee, a column per day, their hours; a closed day is marked `*`. */
export function formatRoster(
  week: { startDate: string; endDate: string },
  rows: RosterRowAnswer[],
  department: string | null,
): string {
  const dates = datesOf(week.startDate, week.endDate);
  const heads = [
    'Employee',
    'Clock ID',
    ...dates.map((d, i) => `${WEEKDAYS[i] ?? ''} ${d.slice(8)}/${d.slice(5, 7)}`),
    'Hours',
  ];
  const lines = rows.map((row) => {
    const byDate = new Map(row.scheduleRuleVoList.map((d) => [d.title, d]));
    return [
      `${row.employee.lastName}, ${row.employee.firstName}`,
      row.employee.clockId === null ? '' : String(row.employee.clockId),
      ...dates.map((date) => {
        const day = byDate.get(date);
        return `${dayCell(day)}${day?.isClosed ? ' *' : ''}`;
      }),
      rowHours(row).toFixed(2),
    ];
  });
  const widths = heads.map((head, i) => Math.max(head.length, ...lines.map((l) => (l[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const total = rows.reduce((sum, row) => sum + rowHours(row), 0);
  const closed = rows.some((row) => row.scheduleRuleVoList.some((d) => d.isClosed));
  return [
    `Roster ${week.startDate} to ${week.endDate}${department ? `, structure node ${department}` : ''}: ${counted(rows.length, 'employee')}, ${total.toFixed(2)} hours`,
    line(heads),
    line(widths.map((w) => '-'.repeat(w))),
    ...lines.map(line),
    ...(closed ? ['* in a closed pay period'] : []),
    '',
  ].join('\n');
}

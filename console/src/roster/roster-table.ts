// The roster table's numbers and cells (spec 001 §2, §9): day header totals, row totals, the cell a drop lands on.
import type { RosterDayAnswer, RosterRowAnswer, RosterSectionAnswer } from '@rollcall/api-client';
import { roundHours, totalsOf } from '@rollcall/contracts/roster';
import type { DropDay, DropSection } from './roster-drop';

/** '09:00 - 17:00', with the day flags: '(-1) 22:00 - 06:00 (+1)'. */
export function shiftTimes(shift: {
  startTime: string;
  endTime: string;
  startTimeType: 'Previous' | 'Today';
  endTimeType: 'Today' | 'NextDay';
}): string {
  const before = shift.startTimeType === 'Previous' ? '(-1) ' : '';
  const after = shift.endTimeType === 'NextDay' ? ' (+1)' : '';
  return `${before}${shift.startTime} - ${shift.endTime}${after}`;
}

export function dropSection(section: RosterSectionAnswer): DropSection {
  return {
    id: section.id,
    start: section.startTime,
    end: section.endTime,
    startType: section.startTimeType,
    endType: section.endTimeType,
    type: section.type,
  };
}

export function dropDay(employeeId: string, day: RosterDayAnswer): DropDay {
  return {
    employeeId,
    date: day.title,
    isOffDay: day.isOffDay,
    isClosed: day.isClosed,
    sections: day.isOffDay ? [] : day.workSections.map(dropSection),
  };
}

function costed(row: RosterRowAnswer, day: RosterDayAnswer) {
  return {
    payRate: row.employee.payRate,
    sections: day.isOffDay
      ? []
      : day.workSections.filter((s) => s.type !== 3).map((s) => ({ ...dropSection(s), breakMinutes: s.breakTime })),
  };
}

/** A day header's total hours and cost over the rows shown (cost: hours to 2 decimals × each pay rate). */
export function dayTotals(rows: readonly RosterRowAnswer[], date: string): { hours: number; cost: number } {
  return totalsOf(
    rows.flatMap((row) => {
      const day = row.scheduleRuleVoList.find((d) => d.title === date);
      return day ? [costed(row, day)] : [];
    }),
  );
}

/** A row's Total Hours and Total Cost over the range. */
export function rowTotals(row: RosterRowAnswer): { hours: number; cost: number } {
  return totalsOf(row.scheduleRuleVoList.map((day) => costed(row, day)));
}

/** The footer: every day of every row shown. */
export function grandTotals(rows: readonly RosterRowAnswer[]): { hours: number; cost: number } {
  const totals = rows.map(rowTotals);
  return {
    hours: roundHours(totals.reduce((sum, t) => sum + t.hours, 0)),
    cost: Math.round(totals.reduce((sum, t) => sum + t.cost, 0) * 100) / 100,
  };
}

/** The rows with the changed days put in place (a drop's answer), so totals and bars update at once. */
export function withChangedDays(
  rows: readonly RosterRowAnswer[],
  changed: readonly (RosterDayAnswer & { employeeId: string })[],
): RosterRowAnswer[] {
  return rows.map((row) => {
    const mine = changed.filter((d) => d.employeeId === row.employee.id);
    if (mine.length === 0) return row;
    return {
      ...row,
      scheduleRuleVoList: row.scheduleRuleVoList.map((day) => {
        const now = mine.find((d) => d.title === day.title);
        return now
          ? { title: now.title, isOffDay: now.isOffDay, isClosed: now.isClosed, workSections: now.workSections }
          : day;
      }),
    };
  });
}

export const formatHours = (hours: number): string => hours.toFixed(2);
export const formatCost = (cost: number): string => `$${cost.toFixed(2)}`;

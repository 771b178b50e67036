import type { PeriodResponse } from '@rollcall/api-client';
import { DayColumn } from './DayColumn';
import { gridDays } from './days';
import { PeriodTotals } from './PeriodTotals';
import type { GridEdits } from './grid-edits';

/** The punch record grid: one 180-wide column per day of the period, then the period totals. */
export function TimesheetGrid({
  period,
  edits,
}: {
  period: PeriodResponse;
  /** absent on a read-only timesheet */
  edits?: GridEdits | undefined;
}) {
  return (
    <div className="rounded-lg border border-line bg-white" data-testid="timesheet-grid">
      <div className="flex overflow-x-auto">
        {gridDays(period).map((day) => (
          <DayColumn key={day.date} day={day} zone={period.timeZone} edits={edits} />
        ))}
      </div>
      <div className="border-t border-line">
        <PeriodTotals totals={period.totals} />
      </div>
    </div>
  );
}

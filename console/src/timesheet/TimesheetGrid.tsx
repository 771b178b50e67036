import type { PeriodResponse } from '@rollcall/api-client';
import { useState } from 'react';
import { DayColumn, type DayViews } from './DayColumn';
import { DayHistoryModal } from './DayHistoryModal';
import { gridDays } from './days';
import { type Explanation, periodPayTypeExplanation } from './explanation';
import { ExplanationModal } from './ExplanationModal';
import { PeriodTotals } from './PeriodTotals';
import type { GridEdits } from './grid-edits';

/**
 * The punch record grid: one 180-wide column per day of the period, then the period totals. Any figure opens its
 * explanation and any day its history, editable or not.
 */
export function TimesheetGrid({
  period,
  edits,
}: {
  period: PeriodResponse;
  /** absent on a read-only timesheet */
  edits?: GridEdits | undefined;
}) {
  const [explaining, setExplaining] = useState<Explanation | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const views: DayViews = { explain: setExplaining, history: setHistoryOf };
  return (
    <div className="rounded-lg border border-line bg-white" data-testid="timesheet-grid">
      <div className="flex overflow-x-auto">
        {gridDays(period).map((day) => (
          <DayColumn key={day.date} day={day} zone={period.timeZone} edits={edits} views={views} />
        ))}
      </div>
      <div className="border-t border-line">
        <PeriodTotals
          totals={period.totals}
          onExplain={(total) => setExplaining(periodPayTypeExplanation(period.timeSheets, total))}
        />
      </div>
      {explaining && <ExplanationModal explanation={explaining} onClose={() => setExplaining(null)} />}
      {historyOf && (
        <DayHistoryModal employeeId={period.employee.id} date={historyOf} onClose={() => setHistoryOf(null)} />
      )}
    </div>
  );
}

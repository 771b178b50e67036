import type { GridDay } from './days';
import { hours, payTypeAmount } from './hours';
import { dayHeading } from '../kit/dates';
import type { PunchPair, WorkShift } from '@rollcall/api-client';
import type { ReactNode } from 'react';
import { Button } from '../kit/Button';
import { LeaveDayCards } from '../leave/LeaveDayCards';
import { ReviewExceptionsButton } from '../time-card-exceptions/ReviewExceptionsButton';
import { dayPayTypeExplanation, type Explanation, pairExplanation } from './explanation';
import type { GridEdits } from './grid-edits';
import { PunchPairHeader, PunchPairRow } from './PunchPairRow';

const typeTone: Record<string, string> = {
  Working: 'bg-primary-soft text-primary',
  OffDay: 'bg-offday/15 text-offday',
  HOL: 'bg-warning/15 text-warning',
  Absent: 'bg-danger/10 text-danger',
  Leave: 'bg-[#1890ff]/10 text-[#1890ff]',
};

/** What a day's figures and History open, whether or not the timesheet is editable. */
export interface DayViews {
  /** why a pair's hours or a pay-type row is what it is */
  explain: (explanation: Explanation) => void;
  /** the day's history */
  history: (date: string) => void;
}

/**
 * One day of the grid: its header's New Shift, Leave, Review Exceptions (only when the day has exceptions) and
 * History, shift cards with their punch pairs, unscheduled shifts, pay-type rows. A pair's hours and a pay-type row
 * open their explanation. With `edits` (an editable timesheet) a shift's edit opens Modify Shift (an unscheduled
 * one's, Save as a Schedule), the pairs' times open Modify Punch, a pair's edit the Punch Pair modal, and Add Shift
 * Time opens New Punch on the day.
 */
export function DayColumn({
  day,
  zone,
  edits,
  views,
}: {
  day: GridDay;
  zone: string;
  edits?: GridEdits | undefined;
  views: DayViews;
}) {
  const { weekday, dayMonth } = dayHeading(day.date);
  const sheet = day.sheet;
  // a reviewed exception is off the list (spec 001 §4): the day has exceptions while one is not reviewed
  const hasExceptions = !!sheet && sheet.exceptions.some((exception) => !exception.reviewed);
  const explainPair = (pair: PunchPair) => views.explain(pairExplanation(pair, hours(pair.worktime)));
  return (
    <section
      data-testid={`day-${day.date}`}
      data-no-data={day.noData || undefined}
      className="flex w-[180px] shrink-0 flex-col border-r border-line last:border-r-0"
    >
      <header className="flex items-center justify-between border-b border-line bg-canvas/70 px-2 py-2">
        <span className="font-bold">
          {weekday} <span className="font-semibold text-muted">{dayMonth}</span>
        </span>
        {sheet && sheet.type !== 'NoData' && (
          <span className={`rounded px-1.5 text-[12px] ${typeTone[sheet.type] ?? 'bg-canvas text-muted'}`}>
            {sheet.type}
          </span>
        )}
      </header>
      <div data-testid="day-actions" className="flex flex-wrap justify-end gap-x-2 border-b border-line px-2">
        {edits && (
          <Button
            variant="link"
            className="text-[12px]"
            aria-label={`New Shift ${day.date}`}
            onClick={() => edits.shift({ day: day.date, kind: 'new' })}
          >
            New Shift
          </Button>
        )}
        {edits?.leave && (
          <Button
            variant="link"
            className="text-[12px]"
            aria-label={`Leave ${day.date}`}
            onClick={() => edits.leave?.(day.date)}
          >
            Leave
          </Button>
        )}
        {sheet && hasExceptions && <ReviewExceptionsButton employeeId={sheet.employeeId} date={day.date} />}
        <Button
          variant="link"
          className="text-[12px]"
          aria-label={`History ${day.date}`}
          onClick={() => views.history(day.date)}
        >
          History
        </Button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        {day.noData || !sheet ? (
          <div data-testid="no-data" className="py-6 text-center text-muted">
            No data
          </div>
        ) : (
          <>
            {sheet.workShifts.map((shift) => (
              <ShiftCard
                key={shift.id}
                shift={shift}
                onEdit={edits && (() => edits.shift({ day: day.date, kind: 'scheduled', shift }))}
              >
                <PairRows pairs={shift.punchPairs} zone={zone} day={day.date} edits={edits} onExplain={explainPair} />
                {shift.deductTime > 0 && (
                  <div className="text-right text-[12px] text-muted">Break −{hours(shift.deductTime)}</div>
                )}
              </ShiftCard>
            ))}
            <LeaveDayCards records={sheet.leaveRecord} employeeId={sheet.employeeId} cancellable={!!edits?.leave} />
            {sheet.unScheduledShifts.length > 0 && (
              <div data-testid="unscheduled-pairs" className="flex flex-col gap-1">
                {sheet.unScheduledShifts.map((shift) => (
                  <div key={shift.id} data-testid="unscheduled-shift" className="flex flex-col gap-1">
                    <div className="flex items-center justify-between text-[12px] text-muted">
                      <span>Unscheduled</span>
                      {edits && (
                        <EditButton
                          label={`Modify Shift ${shift.startTime ?? ''}-${shift.endTime ?? ''}`}
                          onClick={() => edits.shift({ day: day.date, kind: 'unscheduled', shift })}
                        />
                      )}
                    </div>
                    <PairRows
                      pairs={shift.punchPairs}
                      zone={zone}
                      day={day.date}
                      edits={edits}
                      onExplain={explainPair}
                    />
                  </div>
                ))}
              </div>
            )}
            {sheet.payTypeTimes.length > 0 && (
              <div className="mt-auto flex flex-col gap-0.5 border-t border-dashed border-line pt-1.5">
                {sheet.payTypeTimes.map((pay) => (
                  <button
                    type="button"
                    key={pay.payTypeId}
                    data-testid="pay-type-row"
                    aria-label={`Explain ${pay.payTypeName} ${day.date}`}
                    title="Why?"
                    className="flex justify-between text-left text-[13px] hover:text-primary"
                    onClick={() => views.explain(dayPayTypeExplanation(sheet, pay))}
                  >
                    <span className="truncate">{pay.payTypeName}</span>
                    <span className="tabular-nums underline decoration-dotted">{payTypeAmount(pay)}</span>
                  </button>
                ))}
              </div>
            )}
          </>
        )}
        {edits && (
          <button
            type="button"
            className="rounded-md border border-dashed border-line py-1 text-[12px] text-muted hover:border-primary hover:text-primary"
            aria-label={`Add Shift Time ${day.date}`}
            onClick={() => edits.punch({ day: day.date, punchId: null, deletable: true })}
          >
            + Add Shift Time
          </button>
        )}
      </div>
      <footer
        data-testid="day-total"
        className="flex justify-between border-t border-line bg-canvas/70 px-2 py-1.5 font-semibold"
      >
        <span className="text-muted">Total</span>
        <span className="tabular-nums">{hours(day.totalMinutes)}</span>
      </footer>
    </section>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} className="text-[12px] text-primary hover:underline" onClick={onClick}>
      Edit
    </button>
  );
}

/** A shift card: Sch In and Sch Out of a scheduled shift, with its edit (an editable timesheet) and its pairs. */
function ShiftCard({
  shift,
  onEdit,
  children,
}: {
  shift: WorkShift;
  onEdit?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div
      data-testid="shift-card"
      data-section-id={shift.schId ?? undefined}
      className="flex flex-col gap-1 rounded-md border border-primary/30 border-l-4 border-l-primary bg-white p-1.5"
    >
      <div className="flex items-center justify-between gap-1 text-[12px]">
        <span>
          <span className="text-muted">Sch In </span>
          <span data-testid="sch-in">{shift.startTime ?? '--'}</span>
        </span>
        <span>
          <span className="text-muted">Sch Out </span>
          <span data-testid="sch-out">{shift.endTime ?? '--'}</span>
        </span>
        {onEdit && (
          <EditButton label={`Modify Shift ${shift.startTime ?? ''}-${shift.endTime ?? ''}`} onClick={onEdit} />
        )}
      </div>
      {children}
    </div>
  );
}

/**
 * A shift's punch pairs under their column names; their hours open their explanation, and with `edits` their times
 * and their edit open the modals.
 */
function PairRows({
  pairs,
  zone,
  day,
  edits,
  onExplain,
}: {
  pairs: readonly PunchPair[];
  zone: string;
  day: string;
  edits: GridEdits | undefined;
  onExplain: (pair: PunchPair) => void;
}) {
  if (pairs.length === 0) return null;
  return (
    <>
      <PunchPairHeader />
      {pairs.map((pair) => (
        <PunchPairRow
          key={pair.id}
          pair={pair}
          zone={zone}
          day={day}
          onPunch={edits?.punch}
          onPair={edits?.pair}
          onExplain={() => onExplain(pair)}
        />
      ))}
    </>
  );
}

import { DateInput } from '../kit/DateField';
import { periodLabel, shiftPeriod, type Period } from './period';

/** The User Info card's Period: previous and next arrows shifting the range by its length, the dates editable. */
export function PeriodNavigator({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const arrow =
    'flex size-8 shrink-0 items-center justify-center rounded-md border border-line bg-white text-lg hover:border-primary hover:text-primary';
  return (
    <div className="flex flex-col gap-2" data-testid="period">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={arrow}
          aria-label="Previous period"
          data-testid="period-previous"
          onClick={() => onChange(shiftPeriod(period, -1))}
        >
          ‹
        </button>
        <span className="flex-1 text-center font-semibold" data-testid="period-label">
          {periodLabel(period)}
        </span>
        <button
          type="button"
          className={arrow}
          aria-label="Next period"
          data-testid="period-next"
          onClick={() => onChange(shiftPeriod(period, 1))}
        >
          ›
        </button>
      </div>
      <div className="flex items-center gap-1">
        <label className="sr-only" htmlFor="period-from">
          From
        </label>
        <DateInput
          id="period-from"
          value={period.fromT}
          max={period.toT}
          onChange={(fromT) => fromT && onChange({ fromT, toT: period.toT })}
          className="min-w-0 flex-1"
        />
        <span className="text-muted">to</span>
        <label className="sr-only" htmlFor="period-to">
          To
        </label>
        <DateInput
          id="period-to"
          value={period.toT}
          min={period.fromT}
          onChange={(toT) => toT && onChange({ fromT: period.fromT, toT })}
          className="min-w-0 flex-1"
        />
      </div>
    </div>
  );
}

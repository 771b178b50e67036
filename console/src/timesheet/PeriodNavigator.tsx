import { periodLabel, shiftPeriod, type Period } from './period';

/** The period with previous and next arrows, and the dates themselves editable. */
export function PeriodNavigator({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const arrow =
    'flex size-9 items-center justify-center rounded-md border border-line bg-white text-lg hover:border-primary hover:text-primary';
  return (
    <div className="flex items-center gap-2" data-testid="period">
      <button
        type="button"
        className={arrow}
        aria-label="Previous period"
        data-testid="period-previous"
        onClick={() => onChange(shiftPeriod(period, -1))}
      >
        ‹
      </button>
      <label className="sr-only" htmlFor="period-from">
        From
      </label>
      <input
        id="period-from"
        type="date"
        value={period.fromT}
        max={period.toT}
        onChange={(e) => e.target.value && onChange({ fromT: e.target.value, toT: period.toT })}
        className="h-9 rounded-md border border-line bg-white px-2"
      />
      <span className="text-muted">to</span>
      <label className="sr-only" htmlFor="period-to">
        To
      </label>
      <input
        id="period-to"
        type="date"
        value={period.toT}
        min={period.fromT}
        onChange={(e) => e.target.value && onChange({ fromT: period.fromT, toT: e.target.value })}
        className="h-9 rounded-md border border-line bg-white px-2"
      />
      <button
        type="button"
        className={arrow}
        aria-label="Next period"
        data-testid="period-next"
        onClick={() => onChange(shiftPeriod(period, 1))}
      >
        ›
      </button>
      <span className="sr-only" data-testid="period-label">
        {periodLabel(period)}
      </span>
    </div>
  );
}

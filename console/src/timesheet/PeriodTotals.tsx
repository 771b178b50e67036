import type { PayTypeTime } from '@rollcall/api-client';
import { hours, payTypeAmount } from './hours';

/**
 * The period's pay-type totals: name and hours (or units), its pay card units beside, and the sum of the hours. A
 * total opens its explanation (`onExplain`): the days that pay it, and why.
 */
export function PeriodTotals({
  totals,
  onExplain,
}: {
  totals: readonly PayTypeTime[];
  onExplain: (total: PayTypeTime) => void;
}) {
  const sum = totals.reduce((all, t) => all + (t.minutes ?? 0), 0);
  return (
    <div data-testid="period-totals" className="flex flex-wrap items-center gap-x-6 gap-y-1 px-3 py-2">
      <span className="font-bold">Totals</span>
      {totals.map((t) => (
        <span key={t.payTypeId} data-testid="period-total-row" className="flex gap-2">
          <span className="text-muted">{t.payTypeName}</span>
          <button
            type="button"
            aria-label={`Explain ${t.payTypeName} total`}
            title="Why?"
            className="font-semibold tabular-nums underline decoration-dotted hover:text-primary"
            onClick={() => onExplain(t)}
          >
            {payTypeAmount(t)}
          </button>
          {t.payCardUnits !== undefined && (
            <span data-testid="period-total-card" className="text-muted tabular-nums">
              +{t.payCardUnits.toFixed(2)} pay card
            </span>
          )}
        </span>
      ))}
      <span className="ml-auto flex gap-2">
        <span className="text-muted">All pay types</span>
        <span data-testid="period-total" className="font-bold tabular-nums">
          {hours(sum)}
        </span>
      </span>
    </div>
  );
}

import type { PayTypeTime } from '@rollcall/api-client';
import { hours, payTypeAmount } from './hours';

/** The period's pay-type totals: name and hours (or units), its pay card units beside, and the sum of the hours. */
export function PeriodTotals({ totals }: { totals: readonly PayTypeTime[] }) {
  const sum = totals.reduce((all, t) => all + (t.minutes ?? 0), 0);
  return (
    <div data-testid="period-totals" className="flex flex-wrap items-center gap-x-6 gap-y-1 px-3 py-2">
      <span className="font-bold">Totals</span>
      {totals.map((t) => (
        <span key={t.payTypeId} data-testid="period-total-row" className="flex gap-2">
          <span className="text-muted">{t.payTypeName}</span>
          <span className="font-semibold tabular-nums">{payTypeAmount(t)}</span>
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

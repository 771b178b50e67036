import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { hours, payTypeAmount } from './hours';
import { unitsText } from './pay-card-form';
import { monthLabel, monthOf, shiftMonth } from './month';

/**
 * The employee's pay-type totals over a calendar month (GET /api/timesheet/paytype-by-month): the month of the
 * period's first day, with arrows to the months around it. Pay card units are shown beside the calculated figure.
 */
export function MonthPayTypesCard({ employeeId, periodStart }: { employeeId: string; periodStart: string }) {
  const [month, setMonth] = useState(() => monthOf(periodStart));
  useEffect(() => setMonth(monthOf(periodStart)), [periodStart]);
  const totals = useQuery({
    queryKey: ['punch-records', employeeId, 'month', month],
    queryFn: () => api.getPayTypesByMonth({ query: { employeeId, month } }),
    enabled: employeeId !== '',
    placeholderData: keepPreviousData,
  });
  const data = totals.data;
  const arrow =
    'flex size-7 items-center justify-center rounded-md border border-line bg-white hover:border-primary hover:text-primary';
  return (
    <section
      data-testid="month-pay-types"
      aria-label="Pay types by month"
      className="flex flex-col gap-2 rounded-lg bg-white p-4"
    >
      <div className="flex items-center gap-2">
        <h2 className="mr-auto font-bold">Month</h2>
        <button
          type="button"
          className={arrow}
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <span data-testid="month-label" className="w-32 text-center">
          {monthLabel(month)}
        </span>
        <button type="button" className={arrow} aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
          ›
        </button>
      </div>
      {totals.isError && <p className="text-danger">{errorText(totals.error)}</p>}
      {data && data.payTypes.length === 0 && <p className="text-muted">Nothing calculated this month.</p>}
      {data && data.payTypes.length > 0 && (
        <table className="w-full text-left">
          <tbody>
            {data.payTypes.map((t) => (
              <tr key={t.payTypeId} data-testid="month-pay-type">
                <td className="pr-2 text-muted">{t.payTypeName}</td>
                <td className="text-right font-semibold tabular-nums">
                  {t.minutes !== undefined || t.units !== undefined ? payTypeAmount(t) : ''}
                  {t.payCardUnits !== undefined && (
                    <span className="ml-1 font-normal text-muted">+{unitsText(t.payCardUnits)} card</span>
                  )}
                </td>
              </tr>
            ))}
            <tr className="border-t border-line">
              <td className="pr-2 font-bold">All pay types</td>
              <td data-testid="month-total" className="text-right font-bold tabular-nums">
                {hours(data.payTypes.reduce((all, t) => all + (t.minutes ?? 0), 0))}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {data && data.recalculating > 0 && (
        <p className="text-warning">{data.recalculating} days are being recalculated.</p>
      )}
    </section>
  );
}

import type { TimeCardExceptionRow } from '@rollcall/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDate } from '../kit/dates';
import { Modal } from '../kit/Modal';
import { PlainTable } from '../kit/table/PlainTable';
import { notify } from '../kit/notifications/notification-store';
import { EXCEPTION_MESSAGES } from './exception-messages';
import { exceptionKeys } from './exception-queries';
import { reviewRows } from './exception-review';
import { typeLabel } from './exception-types';

/** The most exceptions one day of one employee shows (a day has a handful). */
const DAY_ROWS = 100 as const;

/**
 * The timesheet's Time Card Exceptions (spec 001 §2, width 800): a day's unreviewed exceptions of one employee, each
 * with Review; it closes itself when none remain (§4). `onChanged` refreshes the timesheet.
 */
export function DayExceptionsModal({
  employeeId,
  date,
  mayReview,
  onClose,
  onChanged,
}: {
  employeeId: string;
  date: string;
  mayReview: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const query = { type: 'AllException' as const, startDate: date, endDate: date, employeeId, pageSize: DAY_ROWS };
  const answer = useQuery({
    queryKey: [...exceptionKeys.all, 'day', query],
    queryFn: () => api.listTimeCardExceptions({ query }),
  });
  const [confirming, setConfirming] = useState<TimeCardExceptionRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = answer.data?.rows ?? [];
  const loaded = answer.isSuccess && !answer.isFetching;

  useEffect(() => {
    if (loaded && rows.length === 0) onClose();
  }, [loaded, rows.length, onClose]);

  async function review(picked: TimeCardExceptionRow[]) {
    setBusy(true);
    try {
      const outcome = await reviewRows(picked, false);
      if (outcome.ok) notify.success(outcome.text);
      else notify.error(outcome.text);
      await queryClient.invalidateQueries({ queryKey: exceptionKeys.all });
      onChanged();
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <Modal
      open
      title={`Time Card Exceptions ${formatDate(date)}`}
      width={800}
      onClose={onClose}
      footer={
        mayReview && (
          <Button variant="primary" disabled={rows.length === 0} loading={busy} onClick={() => setConfirming(rows)}>
            {busy ? EXCEPTION_MESSAGES.reviewing : 'Review All'}
          </Button>
        )
      }
    >
      {answer.isError ? (
        <p role="alert" className="text-danger">
          {errorText(answer.error)}
        </p>
      ) : (
        <PlainTable
          testId="day-exceptions"
          titles={['Exception Type', 'Schedule In', 'Schedule Out', 'Actual In', 'Actual Out', 'Action']}
          rowCount={rows.length}
          loading={answer.isPending}
          empty={EXCEPTION_MESSAGES.empty}
        >
          {rows.map((r) => (
            <tr key={r.id} data-testid="day-exception" className="border-b border-line last:border-0">
              <td className="px-3 py-2">{typeLabel(r.actuaInException)}</td>
              <td className="px-3 py-2">{r.scheduleIn ?? ''}</td>
              <td className="px-3 py-2">{r.scheduleOut ?? ''}</td>
              <td className="px-3 py-2 text-danger">{r.actuaIn ?? ''}</td>
              <td className="px-3 py-2 text-danger">{r.actuaOut ?? ''}</td>
              <td className="px-3 py-2">
                {mayReview && (
                  <Button
                    variant="link"
                    aria-label={`Review ${typeLabel(r.actuaInException)}`}
                    onClick={() => setConfirming([r])}
                  >
                    Review
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      <ConfirmDialog
        open={confirming !== null}
        question={EXCEPTION_MESSAGES.reviewConfirm}
        busy={busy}
        onConfirm={() => void review(confirming ?? [])}
        onCancel={() => setConfirming(null)}
      />
    </Modal>
  );
}

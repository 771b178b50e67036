import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { formatDate, formatDateTime } from '../kit/dates';
import { Modal } from '../kit/Modal';
import { PlainTable } from '../kit/table/PlainTable';
import { TablePager } from '../kit/table/TablePager';
import { changedFields, changeTitle } from './history';

const PAGE_SIZE = 10 as const;

/**
 * A day's history (issue 11): every change to its punches, pairs, shifts and pay cards, through the console or the
 * API, newest first, a page at a time from the server: who, when, why, and the fields before and after. It is kept
 * under the timesheet's query key, so an edit or a live push refreshes it with the grid.
 */
export function DayHistoryModal({
  employeeId,
  date,
  onClose,
}: {
  employeeId: string;
  date: string;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const answer = useQuery({
    queryKey: ['punch-records', employeeId, 'history', date, page],
    queryFn: () => api.getTimesheetHistory({ query: { employeeId, day: date, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const rows = answer.data?.rows ?? [];
  const total = answer.data?.total ?? 0;
  const shown = answer.data?.page ?? page;
  return (
    <Modal open title={`History ${formatDate(date)}`} width={900} onClose={onClose}>
      {answer.isError ? (
        <p role="alert" className="text-danger">
          {errorText(answer.error)}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <PlainTable
            testId="day-history"
            titles={['When', 'Who', 'Change', 'Reason', 'Before → After']}
            rowCount={rows.length}
            loading={answer.isPending}
            empty="No changes to this day."
          >
            {rows.map((change) => (
              <tr
                key={change.changeId}
                data-testid="history-row"
                className="border-b border-line align-top last:border-0"
              >
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(change.changedAt)}</td>
                <td className="px-3 py-2">{change.changedBy.email ?? '--'}</td>
                <td className="px-3 py-2 whitespace-nowrap" data-testid="history-change">
                  {changeTitle(change)}
                </td>
                <td className="px-3 py-2" data-testid="history-reason">
                  {change.reason || '--'}
                </td>
                <td className="px-3 py-2">
                  <ul className="flex flex-col gap-0.5" data-testid="history-fields">
                    {changedFields(change).map((f) => (
                      <li key={f.field}>
                        <span className="text-muted">{f.field}: </span>
                        {f.before} → {f.after}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </PlainTable>
          <TablePager total={total} page={shown} pageSize={PAGE_SIZE} onPage={setPage} />
        </div>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { Button } from '../kit/Button';
import { Modal } from '../kit/Modal';
import { PlainTable } from '../kit/table/PlainTable';
import { TablePager } from '../kit/table/TablePager';
import { PAY_MESSAGES } from './pay-messages';
import {
  costChangeText,
  differenceText,
  hoursText,
  PREVIEW_PAGE_SIZE,
  previewCostText,
  previewCountsText,
  previewPeriodsText,
} from './pay-group-preview';
import { usePayGroupPreview } from './pay-queries';

const TITLES = ['Employee', 'Period', 'Pay Type', 'Before', 'After', 'Difference', 'Cost Change'] as const;

/**
 * The pay group form's Preview (issue 13): the last closed period and the current one recomputed on the server
 * under the form's unsaved `rules` (nothing stored), per employee, period and pay type, changed lines first, a page
 * at a time.
 */
export function PayGroupPreviewModal({
  payGroupId,
  rules,
  onClose,
}: {
  payGroupId: string;
  rules: Record<string, unknown>;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const answer = usePayGroupPreview(payGroupId, rules, page, PREVIEW_PAGE_SIZE);
  const data = answer.data;
  const rows = data?.rows ?? [];
  return (
    <Modal
      open
      title="Preview of the unsaved rules"
      width={1000}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {answer.isError ? (
        <p role="alert" className="text-danger">
          {answerText(answer.error, {}, PAY_MESSAGES.previewFailed)}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {data && (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1" aria-label="Preview summary">
              <dt className="text-muted">Periods</dt>
              <dd data-testid="preview-periods">{previewPeriodsText(data.periods)}</dd>
              <dt className="text-muted">Changes</dt>
              <dd data-testid="preview-counts">{previewCountsText(data)}</dd>
              <dt className="text-muted">Cost change</dt>
              <dd data-testid="preview-cost">{previewCostText(data)}</dd>
            </dl>
          )}
          {data && data.total > 0 && data.changed === 0 && (
            <p role="status" className="rounded-md bg-canvas px-3 py-2">
              {PAY_MESSAGES.previewNoChanges}
            </p>
          )}
          <PlainTable
            testId="pay-group-preview"
            titles={TITLES}
            rowCount={rows.length}
            loading={answer.isPending}
            empty={PAY_MESSAGES.previewNoLines}
          >
            {rows.map((line) => (
              <tr
                key={`${line.employeeId}|${line.periodCode}|${line.payTypeId}`}
                data-testid="preview-row"
                className={`border-b border-line last:border-0 ${line.difference === 0 ? 'text-muted' : ''}`}
              >
                <td className="px-3 py-2">{`${line.firstName} ${line.lastName}`}</td>
                <td className="px-3 py-2">{line.periodCode}</td>
                <td className="px-3 py-2" title={line.payTypeName}>
                  {line.payTypeCode}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{hoursText(line.before)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{hoursText(line.after)}</td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{differenceText(line.difference)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{costChangeText(line.costChange)}</td>
              </tr>
            ))}
          </PlainTable>
          <TablePager
            total={data?.total ?? 0}
            page={data?.page ?? page}
            pageSize={PREVIEW_PAGE_SIZE}
            onPage={setPage}
          />
        </div>
      )}
    </Modal>
  );
}

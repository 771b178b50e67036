import { ApiError, type CloseCheckAnswer, type PayrollTransferRow } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDate } from '../kit/dates';
import { SelectField } from '../kit/Field';
import { selectColumn } from '../kit/table/columns';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import type { Column } from '../kit/table/DataTable';
import { TextField } from '../kit/TextField';
import { usePermissions } from '../session/use-permissions';
import { ExportDepartmentsModal } from './ExportDepartmentsModal';
import { XeroActions } from './XeroActions';
import { DAYS_OPTIONS, DEFAULT_DAYS, daysFilterOf, type DaysFilter } from './payroll-filters';
import { PAYROLL_MESSAGES as M } from './payroll-messages';
import { payrollKeys, payrollTransferPages } from './payroll-queries';

const ANSWER_TEXT: Record<string, string> = { close: M.closedPeriod };

/**
 * /payrolltransfer/list (spec 002 §2 Payroll transfers): the pay periods by the period filter, with row selection;
 * Open and Close the selected (each confirmed: a close lists the unreviewed exceptions it closes over, and is
 * refused while days wait to be recalculated), Recalculate, Export through 'Choose department', and the accounting
 * provider's Connect, Sync and Export to Xero (XeroActions); each row's Export, and Recalculate while it is open.
 */
export function PayrollTransferListScreen() {
  const permissions = usePermissions();
  const mayChange = permissions.can('payroll', 'update');
  const queryClient = useQueryClient();
  const [days, setDays] = useState<DaysFilter>(DEFAULT_DAYS);
  const [chosen, setChosen] = useState<Map<string, PayrollTransferRow>>(new Map());
  const [opening, setOpening] = useState<{ reason: string; error?: string } | null>(null);
  const [closing, setClosing] = useState<CloseCheckAnswer | null>(null);
  const [exporting, setExporting] = useState<PayrollTransferRow[] | null>(null);
  const [busy, setBusy] = useState<'open' | 'close' | 'recalculate' | null>(null);
  const selected = [...chosen.values()];
  const ids = selected.map((p) => p.id);

  const refresh = () => queryClient.invalidateQueries({ queryKey: payrollKeys.all });
  const toggle = (row: PayrollTransferRow, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });

  async function open(reason: string) {
    setBusy('open');
    try {
      await api.openPayrollTransfers({ body: { ids, reason } });
      notify.success(M.opened);
      setOpening(null);
      setChosen(new Map());
      await refresh();
    } catch (failure) {
      notify.error(answerText(failure, ANSWER_TEXT, M.openFailed));
    } finally {
      setBusy(null);
    }
  }

  async function askToClose() {
    setBusy('close');
    try {
      const check = await api.checkPayrollTransferClose({ query: { ids: ids.join(',') } });
      if (check.queued.length > 0) {
        notify.error(
          `${M.closeFailed}: days are still waiting to be recalculated (${check.queued.map((q) => `${q.periodCode}: ${q.days}`).join(', ')}). Close once the recalculation has finished.`,
        );
      } else setClosing(check);
    } catch (failure) {
      notify.error(answerText(failure, ANSWER_TEXT, M.closeFailed));
    } finally {
      setBusy(null);
    }
  }

  async function close() {
    setBusy('close');
    try {
      await api.closePayrollTransfers({ body: { ids } });
      notify.success(M.closed);
      setChosen(new Map());
      await refresh();
    } catch (failure) {
      notify.error(
        failure instanceof ApiError && failure.message === 'recalculating'
          ? `${M.closeFailed}: ${String((failure.body as { detail?: string }).detail)}`
          : answerText(failure, ANSWER_TEXT, M.closeFailed),
      );
    } finally {
      setClosing(null);
      setBusy(null);
    }
  }

  async function recalculate(periodIds: string[]) {
    setBusy('recalculate');
    try {
      const answer = await api.recalculatePayrollTransfers({ body: { ids: periodIds } });
      notify.success(answer.message === M.submitted ? M.submitted : M.recalculated);
      await refresh();
    } catch (failure) {
      notify.error(answerText(failure, ANSWER_TEXT, M.recalculateFailed));
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<PayrollTransferRow>[] = [
    // the selection keeps the rows, so the chosen periods show by name after the page changes
    selectColumn<PayrollTransferRow>(
      { selected: ids, toggle: (_id, on, row) => toggle(row, on) },
      (r) => `${r.paygroupName} ${r.periodCode}`,
    ),
    { key: 'periodCode', title: 'Period Code', text: (r) => r.periodCode },
    { key: 'fromDate', title: 'From', text: (r) => formatDate(r.fromDate) },
    { key: 'toDate', title: 'To', text: (r) => formatDate(r.toDate) },
    { key: 'isClosed', title: 'Closed', text: (r) => (r.isClosed ? 'Closed' : 'Open') },
    { key: 'isExported', title: 'Exported', text: (r) => (r.isExported ? 'Exported' : '') },
    { key: 'paygroupName', title: 'Paygroup', text: (r) => r.paygroupName },
    {
      key: 'action',
      title: 'Action',
      fixed: true,
      sortable: false,
      text: () => '',
      render: (row) =>
        mayChange && (
          <span className="flex gap-3">
            <Button
              variant="link"
              aria-label={`Export ${row.paygroupName} ${row.periodCode}`}
              onClick={() => setExporting([row])}
            >
              Export
            </Button>
            {!row.isClosed && (
              <Button
                variant="link"
                aria-label={`Recalculate ${row.paygroupName} ${row.periodCode}`}
                disabled={busy !== null}
                onClick={() => void recalculate([row.id])}
              >
                Recalculate
              </Button>
            )}
          </span>
        ),
    },
  ];

  const none = ids.length === 0;
  return (
    <ListScreen
      title="Payroll Transfer"
      tableId="payroll-transfer-list"
      columns={columns}
      source={payrollTransferPages(days)}
      rowKey={(r) => r.id}
      filters={
        <SelectField
          label="Period"
          className="w-48"
          placeholder="All"
          options={DAYS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          value={days}
          onChange={(e) => setDays(daysFilterOf(e.target.value))}
        />
      }
      actions={
        mayChange && (
          <>
            <Button disabled={none || busy !== null} onClick={() => setOpening({ reason: '' })}>
              Open
            </Button>
            <Button disabled={none || busy !== null} loading={busy === 'close'} onClick={() => void askToClose()}>
              Close
            </Button>
            <Button
              disabled={none || busy !== null}
              loading={busy === 'recalculate'}
              onClick={() => void recalculate(ids)}
            >
              Recalculate
            </Button>
            <XeroActions selected={selected} onExported={() => void refresh()} />
            <Button variant="primary" disabled={none} onClick={() => setExporting(selected)}>
              Export
            </Button>
          </>
        )
      }
    >
      {selected.length > 0 && (
        <section aria-label="Chosen pay periods" className="rounded-lg border border-line bg-white p-3">
          <h2 className="mb-1 font-semibold">Chosen ({selected.length})</h2>
          <ul className="text-sm">
            {selected.map((p) => (
              <li key={p.id}>
                {p.paygroupName} {p.periodCode} ({formatDate(p.fromDate)} – {formatDate(p.toDate)}):{' '}
                <span className="font-mono text-muted">{p.id}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={opening !== null}
        question={M.openQuestion}
        busy={busy === 'open'}
        onCancel={() => setOpening(null)}
        onConfirm={() => {
          const reason = opening?.reason.trim() ?? '';
          if (!reason) setOpening({ reason: opening?.reason ?? '', error: M.reasonRequired });
          else void open(reason);
        }}
        detail={
          <TextField
            label="Reason"
            required
            value={opening?.reason ?? ''}
            error={opening?.error}
            onChange={(e) => setOpening({ reason: e.target.value })}
          />
        }
      />
      <ConfirmDialog
        open={closing !== null}
        question={M.closeQuestion}
        busy={busy === 'close'}
        onCancel={() => setClosing(null)}
        onConfirm={() => void close()}
        detail={closing && <CloseWarnings check={closing} />}
      />
      {exporting && (
        <ExportDepartmentsModal
          periods={exporting}
          onClose={() => setExporting(null)}
          onExported={() => {
            setExporting(null);
            void refresh();
          }}
        />
      )}
    </ListScreen>
  );
}

/** What a close closes over: the counts, and the first exceptions and unapproved pairs by period, employee and day. */
function CloseWarnings({ check }: { check: CloseCheckAnswer }) {
  return (
    <div className="flex flex-col gap-2">
      <p>{M.closeDetail(check.exceptionCount, check.unapprovedPairCount)}</p>
      <WarningList
        label="Unreviewed exceptions"
        total={check.exceptionCount}
        items={check.exceptions.map((e) => ({
          key: `${e.periodCode}|${e.employeeId}|${e.date}|${e.type}`,
          text: `${e.periodCode} ${formatDate(e.date)} ${e.employeeName}: ${e.type}`,
        }))}
      />
      <WarningList
        label="Unapproved pairs"
        total={check.unapprovedPairCount}
        items={check.unapprovedPairs.map((p) => ({
          key: `${p.periodCode}|${p.employeeId}|${p.date}|${p.actualIn}`,
          text: `${p.periodCode} ${formatDate(p.date)} ${p.employeeName}: ${p.actualIn}–${p.actualOut}`,
        }))}
      />
    </div>
  );
}

function WarningList({
  label,
  total,
  items,
}: {
  label: string;
  total: number;
  items: { key: string; text: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="max-h-40 overflow-y-auto text-sm">
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
      {total > items.length && <li>… and {total - items.length} more</li>}
    </ul>
  );
}

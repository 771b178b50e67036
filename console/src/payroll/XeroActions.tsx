import { ApiError, type PayrollTransferRow, type XeroExportAnswer, type XeroStatusAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../kit/Button';
import { Modal } from '../kit/Modal';
import { notify } from '../kit/notifications/notification-store';
import { ChooseDepartmentModal } from './ChooseDepartmentModal';
import { PAYROLL_MESSAGES as M } from './payroll-messages';
import { useXeroStatus, xeroKeys } from './payroll-queries';

const ANSWER_TEXT: Record<string, string> = { reconnect: M.reconnect, notConfigured: M.notConfigured };

/**
 * The accounting provider's part of the Payroll Transfer toolbar (spec 002 §2, §8): Connect (or Reconnect) to
 * Xero, which navigates to Xero's authorization page (/payrolltransfer/RequestAuthorization) and comes back here
 * with `?xero=connected` or `denied`; Sync with the accounting provider (syncXeroData); and Export to Xero of the
 * selected periods through 'Choose department' (the departments whose employees it sends, none chosen: everyone),
 * which warns that it overwrites the timesheets Xero holds, then lists what was not sent
 * under 'Export to Xero finished', or says 'Export to Xero failed'; an export that goes on after the answer
 * (Xero's rate limit) says how far it is and that its result follows on the Sync Results page.
 */
export function XeroActions({ selected, onExported }: { selected: PayrollTransferRow[]; onExported: () => void }) {
  const queryClient = useQueryClient();
  const status = useXeroStatus();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<'connect' | 'sync' | 'export' | null>(null);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<XeroExportAnswer | null>(null);
  const xero = status.data;
  const connected = Boolean(xero?.connected);
  const landed = params.get('xero');

  // back from Xero's authorization page: say how it went, once, and forget the parameter
  useEffect(() => {
    if (!landed) return;
    if (landed === 'connected') {
      void queryClient.invalidateQueries({ queryKey: xeroKeys.status }).then(() => {
        const now = queryClient.getQueryData<XeroStatusAnswer>(xeroKeys.status);
        notify.success(M.connected(now?.tenantName ?? null));
      });
    } else notify.warning(M.connectDenied);
    const next = new URLSearchParams(params);
    next.delete('xero');
    setParams(next, { replace: true });
  }, [landed, params, setParams, queryClient]);

  /** A 409 `reconnect` shows the Reconnect button: the status is read again. */
  function failed(failure: unknown, fallback: string) {
    if (failure instanceof ApiError && failure.message === 'reconnect')
      void queryClient.invalidateQueries({ queryKey: xeroKeys.status });
    const text = answerText(failure, ANSWER_TEXT, '');
    notify.error(text ? `${fallback}: ${text}` : fallback);
  }

  async function connect() {
    setBusy('connect');
    try {
      const { url } = await api.requestXeroAuthorization();
      window.location.assign(url);
    } catch (failure) {
      failed(failure, M.connectFailed);
      setBusy(null);
    }
  }

  async function sync() {
    setBusy('sync');
    try {
      const answer = await api.syncXeroData();
      notify.success(
        `${M.synced}. ${M.syncSummary(answer.payTypes.matched, answer.employees.matched, answer.employees.inXero)}`,
      );
    } catch (failure) {
      failed(failure, M.syncFailed);
    } finally {
      setBusy(null);
    }
  }

  async function exportToXero(departmentIds: string[]) {
    setBusy('export');
    try {
      const answer = await api.xeroApiPay({ body: { payrollTransferIds: selected.map((p) => p.id), departmentIds } });
      // an export still running when the request stopped waiting goes on; its result is a sync result
      if (answer.running) notify.warning(answer.message);
      else setResult(answer);
      onExported();
    } catch (failure) {
      failed(failure, M.xeroExportFailed);
    } finally {
      setAsking(false);
      setBusy(null);
    }
  }

  const why = !xero || connected ? undefined : !xero.configured ? M.notConfigured : M.connectFirst;
  return (
    <>
      {xero?.configured && !connected && (
        <Button loading={busy === 'connect'} disabled={busy !== null} onClick={() => void connect()}>
          {xero.reconnect ? M.reconnectXero : M.connectXero}
        </Button>
      )}
      <Button disabled={!connected || busy !== null} loading={busy === 'sync'} title={why} onClick={() => void sync()}>
        Sync with the accounting provider
      </Button>
      <Button
        disabled={!connected || selected.length === 0 || busy !== null}
        loading={busy === 'export'}
        title={why}
        onClick={() => setAsking(true)}
      >
        {M.exportToXero}
      </Button>
      {asking && (
        <ChooseDepartmentModal
          periods={selected}
          onClose={() => setAsking(false)}
          actions={(departmentIds) => (
            <Button variant="primary" loading={busy === 'export'} onClick={() => void exportToXero(departmentIds)}>
              {M.exportToXero}
            </Button>
          )}
        >
          <p>{M.xeroExportQuestion}</p>
          <p role="alert">{M.xeroOverwriteWarning}</p>
        </ChooseDepartmentModal>
      )}
      {result && (
        <Modal
          open
          title={M.xeroExportFinished}
          width={550}
          onClose={() => setResult(null)}
          footer={
            <Button variant="primary" onClick={() => setResult(null)}>
              OK
            </Button>
          }
        >
          <p>{M.xeroSent(result.sent, result.replaced, result.tenantName)}</p>
          {result.reasons.length > 0 && (
            <ul aria-label="Not sent" className="mt-2 list-disc pl-5 text-sm">
              {result.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </Modal>
      )}
    </>
  );
}

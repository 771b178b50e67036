import type { LeaveBalanceUploadAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { answerText } from '../api/answer-text';
import { uploadFileWithProgress } from '../api/upload-file';
import { Button } from '../kit/Button';
import { DateField } from '../kit/DateField';
import { FileUploadField, RefusedRows } from '../kit/forms/FileUploadField';
import { useFileUpload } from '../kit/forms/use-file-upload';
import { notify } from '../kit/notifications/notification-store';
import { BALANCE_FILE_ACCEPT, balanceImportSummary, percentOf, refusedBalanceLines } from './balance-import-result';
import { BALANCE_IMPORT_ANSWER_TEXT, BALANCE_IMPORT_MESSAGES as M } from './leave-balance-messages';

/**
 * /leaveBalance/import (spec 002 "Imports"): an .xls, .xlsx or .csv read by the company's column mapping (Leave
 * Balance Settings). The bytes sent show as they go; pay IDs no employee has stay on screen as a warning until the
 * next upload; refused rows are listed with their reasons.
 */
export function LeaveBalanceImportScreen() {
  const queryClient = useQueryClient();
  const [balanceDate, setBalanceDate] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const { choose, error, busy, result, upload } = useFileUpload<LeaveBalanceUploadAnswer>({
    required: M.fileRequired,
    send: (file) => {
      setSent(0);
      return uploadFileWithProgress<LeaveBalanceUploadAnswer>(
        `/api/leave-balance/upload${balanceDate ? `?balanceDate=${balanceDate}` : ''}`,
        'leavebalanceExcelFile',
        file,
        (loaded, total) => setSent(percentOf(loaded, total)),
      );
    },
    done: async () => {
      setSent(null);
      notify.success(M.uploaded);
      await queryClient.invalidateQueries({ queryKey: ['leave-balances'] });
    },
    failed: (failure) => {
      setSent(null);
      notify.error(answerText(failure, BALANCE_IMPORT_ANSWER_TEXT, M.importFailed));
    },
  });

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-bold">Import Leave Balance</h1>
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5">
        <p className="text-muted">
          An .xls, .xlsx or .csv file of leave balances, read by the columns set in{' '}
          <Link href="/leaveBalance/settings">Leave Balance Settings</Link>. Importing the same file again changes
          nothing.
        </p>
        <FileUploadField ariaLabel="Leave balance file" accept={BALANCE_FILE_ACCEPT} error={error} onChange={choose} />
        <DateField label="Balance Date" value={balanceDate} onChange={setBalanceDate} className="max-w-xs" />
        <p className="-mt-3 text-[13px] text-muted">The day the balances stand on; left empty, today.</p>
        {sent !== null && (
          <progress aria-label="Upload progress" className="w-full accent-primary" max={100} value={sent} />
        )}
        <div className="flex justify-end">
          <Button variant="primary" loading={busy} onClick={() => void upload()}>
            {busy ? 'Uploading' : 'Upload'}
          </Button>
        </div>
        {result?.warning && (
          <div role="alert" className="rounded-md border border-warning/40 bg-warning/10 p-2">
            {result.warning}
          </div>
        )}
        {result && (
          <div role="status" className="flex flex-col gap-1">
            <div className="font-semibold">{balanceImportSummary(result)}</div>
            {result.refused.length > 0 && <RefusedRows lines={refusedBalanceLines(result)} />}
          </div>
        )}
      </div>
    </div>
  );
}

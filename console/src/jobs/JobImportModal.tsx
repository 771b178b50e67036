import type { JobImportAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { Button } from '../kit/Button';
import { Modal } from '../kit/Modal';
import { notify } from '../kit/notifications/notification-store';
import { JOB_MESSAGES } from './job-messages';
import { JOB_FILE_ACCEPT, refusedLines, uploadJobFile } from './job-import-upload';

/** 'Import Jobs': a .csv or .xlsx with a header row (Code required; see docs/api.md for the columns). */
export function JobImportModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<JobImportAnswer | null>(null);

  async function upload() {
    if (!file) {
      setError(JOB_MESSAGES.fileRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadJobFile(file);
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
      const summary = `Jobs imported: ${answer.created} created, ${answer.updated} updated.`;
      if (answer.refused.length) notify.warning(`${summary} ${answer.refused.length} row(s) were not imported.`);
      else notify.success(summary);
    } catch (failure) {
      notify.error(answerText(failure, {}, JOB_MESSAGES.importFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title="Import Jobs"
      width={550}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{result ? 'Close' : 'Cancel'}</Button>
          <Button variant="primary" loading={busy} onClick={() => void upload()}>
            {busy ? 'Uploading' : 'Upload'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p className="text-muted">
          A .csv or .xlsx file with a header row: Code (required), Name, Punch Code, Description, Pay Export Code, Tasks
          (task codes separated by ;), Active (Yes/No). Jobs are matched by Code: existing ones are updated.
        </p>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">
            <span aria-hidden className="mr-0.5 text-danger">
              *
            </span>
            File
          </span>
          <input
            type="file"
            aria-label="Job file"
            accept={JOB_FILE_ACCEPT}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError('');
              setResult(null);
            }}
          />
        </label>
        <div className="min-h-5 text-[13px] text-danger" role={error ? 'alert' : undefined}>
          {error}
        </div>
        {result && result.refused.length > 0 && (
          <div role="status" className="rounded-md border border-warning/40 bg-warning/10 p-2">
            <div className="font-semibold">Rows not imported</div>
            <ul className="list-disc pl-5">
              {refusedLines(result).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Modal>
  );
}

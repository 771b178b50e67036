import type { JobImportAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { answerText } from '../api/answer-text';
import { Button } from '../kit/Button';
import { Modal } from '../kit/Modal';
import { FileUploadField, RefusedRows } from '../kit/forms/FileUploadField';
import { useFileUpload } from '../kit/forms/use-file-upload';
import { notify } from '../kit/notifications/notification-store';
import { JOB_MESSAGES } from './job-messages';
import { JOB_FILE_ACCEPT, refusedLines, uploadJobFile } from './job-import-upload';

/** 'Import Jobs': a .csv or .xlsx with a header row (Code required; see docs/api.md for the columns). */
export function JobImportModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const { choose, error, busy, result, upload } = useFileUpload<JobImportAnswer>({
    required: JOB_MESSAGES.fileRequired,
    send: uploadJobFile,
    done: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
      const summary = `Jobs imported: ${answer.created} created, ${answer.updated} updated.`;
      if (answer.refused.length) notify.warning(`${summary} ${answer.refused.length} row(s) were not imported.`);
      else notify.success(summary);
    },
    failed: (failure) => notify.error(answerText(failure, {}, JOB_MESSAGES.importFailed)),
  });

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
        <FileUploadField ariaLabel="Job file" accept={JOB_FILE_ACCEPT} error={error} onChange={choose} />
        {result && result.refused.length > 0 && <RefusedRows role="status" lines={refusedLines(result)} />}
      </div>
    </Modal>
  );
}

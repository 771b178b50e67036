import type { ScheduleImportAnswer } from '@rollcall/api-client';
import { answerText } from '../api/answer-text';
import { downloadFile, uploadFile } from '../api/upload-file';
import { Button } from '../kit/Button';
import { FileUploadField, RefusedRows } from '../kit/forms/FileUploadField';
import { useFileUpload } from '../kit/forms/use-file-upload';
import { notify } from '../kit/notifications/notification-store';
import { SCHEDULE_IMPORT_ANSWER_TEXT, SCHEDULE_IMPORT_MESSAGES as M } from './schedule-import-messages';
import { importSummary, refusedScheduleLines, SCHEDULE_FILE_ACCEPT } from './schedule-import-result';

/**
 * /schedule/importschedule (spec 002 "Imports"): an .xls or .xlsx in the import template (the example file shows
 * the columns) sets employees' schedule days; rows refused are listed with their reasons.
 */
export function ScheduleImportScreen() {
  const { choose, error, busy, result, upload } = useFileUpload<ScheduleImportAnswer>({
    required: M.fileRequired,
    send: (file) => uploadFile<ScheduleImportAnswer>('/schedule/uploadExl', 'uploadFile', file),
    done: (answer) => {
      if (answer.refused.length) notify.warning(`${M.uploaded} ${importSummary(answer)}`);
      else notify.success(M.uploaded);
    },
    failed: (failure) => notify.error(answerText(failure, SCHEDULE_IMPORT_ANSWER_TEXT, M.importFailed)),
  });

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-bold">Import Schedule</h1>
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5">
        <p className="text-muted">
          An .xls or .xlsx file with a header row and one row per work section: Clock ID, Employee, Date (YYYY-MM-DD),
          Off Day, Sch In, Sch Out (HH:mm), Previous Day, Next Day, Break (minutes). A date in the file replaces that
          employee’s schedule of the day.
        </p>
        <div>
          <Button
            variant="link"
            onClick={() =>
              void downloadFile('/schedule/importTemplate', 'schedule-import-template.xlsx').catch(() =>
                notify.error(M.templateFailed),
              )
            }
          >
            Download the example file
          </Button>
        </div>
        <FileUploadField ariaLabel="Schedule file" accept={SCHEDULE_FILE_ACCEPT} error={error} onChange={choose} />
        <div className="flex justify-end">
          <Button variant="primary" loading={busy} onClick={() => void upload()}>
            {busy ? 'Uploading' : 'Upload'}
          </Button>
        </div>
        {result && (
          <div role="status" className="flex flex-col gap-1">
            <div className="font-semibold">{importSummary(result)}</div>
            {result.refused.length > 0 && <RefusedRows lines={refusedScheduleLines(result)} />}
          </div>
        )}
      </div>
    </div>
  );
}

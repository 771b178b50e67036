import type { ScheduleImportAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { downloadFile, uploadFile } from '../api/upload-file';
import { Button } from '../kit/Button';
import { notify } from '../kit/notifications/notification-store';
import { SCHEDULE_IMPORT_ANSWER_TEXT, SCHEDULE_IMPORT_MESSAGES as M } from './schedule-import-messages';
import { importSummary, refusedScheduleLines, SCHEDULE_FILE_ACCEPT } from './schedule-import-result';

/**
 * /schedule/importschedule (spec 002 "Imports"): an .xls or .xlsx in the import template (the example file shows
 * the columns) sets employees' schedule days; rows refused are listed with their reasons.
 */
export function ScheduleImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ScheduleImportAnswer | null>(null);

  async function upload() {
    if (!file) {
      setError(M.fileRequired);
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await uploadFile<ScheduleImportAnswer>('/schedule/uploadExl', 'uploadFile', file);
      setResult(answer);
      if (answer.refused.length) notify.warning(`${M.uploaded} ${importSummary(answer)}`);
      else notify.success(M.uploaded);
    } catch (failure) {
      notify.error(answerText(failure, SCHEDULE_IMPORT_ANSWER_TEXT, M.importFailed));
    } finally {
      setBusy(false);
    }
  }

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
        <label className="flex flex-col gap-1">
          <span className="font-semibold">
            <span aria-hidden className="mr-0.5 text-danger">
              *
            </span>
            File
          </span>
          <input
            type="file"
            aria-label="Schedule file"
            accept={SCHEDULE_FILE_ACCEPT}
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
        <div className="flex justify-end">
          <Button variant="primary" loading={busy} onClick={() => void upload()}>
            {busy ? 'Uploading' : 'Upload'}
          </Button>
        </div>
        {result && (
          <div role="status" className="flex flex-col gap-1">
            <div className="font-semibold">{importSummary(result)}</div>
            {result.refused.length > 0 && (
              <div className="rounded-md border border-warning/40 bg-warning/10 p-2">
                <div className="font-semibold">Rows not imported</div>
                <ul className="list-disc pl-5">
                  {refusedScheduleLines(result).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

import { ApiError, type ScheduleConflictRow } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { EmployeesOrDepartments } from '../employees/EmployeesOrDepartments';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DateField } from '../kit/DateField';
import { formatDate, localToday } from '../kit/dates';
import { notify } from '../kit/notifications/notification-store';
import {
  blankGlobalSchedule,
  globalScheduleErrors,
  globalScheduleRequest,
  type GlobalScheduleValues,
} from './global-schedule-form';
import { GLOBAL_SCHEDULE_ANSWER_TEXT, GLOBAL_SCHEDULE_MESSAGES as M } from './global-schedule-messages';
import { ScheduleConflictsDialog } from './ScheduleConflictsDialog';
import { SectionRows } from './SectionRows';

/**
 * /globalschedule/condition (spec 002 "Global bulk actions"): one day's sections, or an off day, for the employees
 * or departments chosen. Generate verifies first: conflicts with the days around open 'Schedule time conflicts';
 * none ask to confirm that the day's existing shifts are overwritten, then generate with the same request.
 */
export function GlobalScheduleScreen() {
  const [values, setValues] = useState<GlobalScheduleValues>(() => blankGlobalSchedule(localToday()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [conflicts, setConflicts] = useState<ScheduleConflictRow[] | null>(null);
  const [confirming, setConfirming] = useState<{ overwrites: number } | null>(null);
  const set = <K extends keyof GlobalScheduleValues>(key: K, value: GlobalScheduleValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function verify() {
    const found = globalScheduleErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await api.verifyGlobalSchedule({ body: globalScheduleRequest(values) });
      if (answer.conflicts.length) setConflicts(answer.conflicts);
      else setConfirming({ overwrites: answer.overwrites });
    } catch (failure) {
      notify.error(answerText(failure, GLOBAL_SCHEDULE_ANSWER_TEXT, M.verifyFailed));
    } finally {
      setBusy(false);
    }
  }

  async function generate() {
    setBusy(true);
    try {
      await api.generateGlobalSchedule({ body: globalScheduleRequest(values) });
      setConfirming(null);
      notify.success(M.generated);
    } catch (failure) {
      setConfirming(null);
      const rows =
        failure instanceof ApiError ? (failure.body as { conflicts?: ScheduleConflictRow[] }).conflicts : null;
      if (rows?.length) setConflicts(rows);
      else notify.error(answerText(failure, GLOBAL_SCHEDULE_ANSWER_TEXT, M.generateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-xl font-bold">Global Schedule</h1>
      <div className="flex flex-col gap-4 rounded-lg border border-line bg-white p-5">
        <EmployeesOrDepartments
          label="Schedule by"
          byEmployee={values.byEmployee}
          onByEmployee={(by) => set('byEmployee', by)}
          employeeIds={values.employeeIds}
          onEmployees={(ids) => set('employeeIds', ids)}
          departmentIds={values.departmentIds}
          onDepartments={(ids) => set('departmentIds', ids)}
          employeesError={errors.employeeIds}
          departmentsError={errors.departmentIds}
        />
        <DateField
          label="Date"
          required
          value={values.ruleDate}
          onChange={(date) => set('ruleDate', date)}
          error={errors.ruleDate}
          className="max-w-xs"
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={values.isOffDay} onChange={(e) => set('isOffDay', e.target.checked)} />
          Off Day
        </label>
        {!values.isOffDay && (
          <SectionRows sections={values.sections} errors={errors} onChange={(s) => set('sections', s)} />
        )}
        <div className="flex justify-end">
          <Button variant="primary" loading={busy && !confirming} onClick={() => void verify()}>
            Generate
          </Button>
        </div>
      </div>
      {conflicts && <ScheduleConflictsDialog rows={conflicts} onClose={() => setConflicts(null)} />}
      <ConfirmDialog
        open={!!confirming}
        question={M.overwriteQuestion}
        detail={M.overwriteDetail(formatDate(values.ruleDate), confirming?.overwrites ?? 0)}
        busy={busy}
        onConfirm={() => void generate()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

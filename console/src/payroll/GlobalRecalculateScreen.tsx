import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { EmployeesOrDepartments } from '../employees/EmployeesOrDepartments';
import { Button } from '../kit/Button';
import { DateField } from '../kit/DateField';
import { localToday } from '../kit/dates';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { RECALCULATE_MESSAGES as M } from './payroll-messages';
import {
  blankRecalculate,
  progressOf,
  recalculateBody,
  recalculateErrors,
  type RecalculateValues,
} from './recalculate-form';

/** The refusal codes of the recalculate call, as this screen says them (spec 002 §8 "Global actions"). */
const ANSWER_TEXT: Record<string, string> = { 'Cannot recalculate closed pay period.': M.closedPeriod };

/** How often a queued recalculation's progress is read. */
const PROGRESS_EVERY_MS = 2000;

/**
 * /recalculate/condition (spec 002 "Global bulk actions"): employees or departments and a date range. Up to 500
 * employee-days run at once ('Recalculate completed.'); more are queued ('Request submitted. It can take a while'),
 * and those who may see the recalculation status follow it here until the queue is empty.
 */
export function GlobalRecalculateScreen() {
  const permissions = usePermissions();
  const [values, setValues] = useState<RecalculateValues>(() => blankRecalculate(localToday()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [queuedAtStart, setQueuedAtStart] = useState<number | null>(null);
  const followsProgress = permissions.can('payroll', 'visible');
  const status = useQuery({
    queryKey: ['recalculation-status'],
    queryFn: () => api.recalculationStatus(),
    enabled: queuedAtStart !== null && followsProgress,
    refetchInterval: (query) => (query.state.data?.queuedDays === 0 ? false : PROGRESS_EVERY_MS),
  });
  const set = <K extends keyof RecalculateValues>(key: K, value: RecalculateValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    const found = recalculateErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await api.recalculate({ body: recalculateBody(values) });
      if (answer.message === M.submitted) {
        notify.success(M.submitted);
        if (followsProgress) setQueuedAtStart((await api.recalculationStatus()).queuedDays);
      } else notify.success(M.completed);
    } catch (failure) {
      notify.error(answerText(failure, ANSWER_TEXT, M.failed));
    } finally {
      setBusy(false);
    }
  }

  const progress = queuedAtStart !== null && status.data ? progressOf(queuedAtStart, status.data.queuedDays) : null;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-bold">Global Recalculate</h1>
      <div className="flex flex-col gap-4 rounded-lg border border-line bg-white p-5">
        <EmployeesOrDepartments
          label="Recalculate by"
          byEmployee={values.byEmployee}
          onByEmployee={(by) => set('byEmployee', by)}
          employeeIds={values.employees}
          onEmployees={(ids) => set('employees', ids)}
          departmentIds={values.departments}
          onDepartments={(ids) => set('departments', ids)}
          employeesError={errors.employees}
          departmentsError={errors.departments}
        />
        <div className="flex flex-wrap gap-4">
          <DateField
            label="Start Date"
            required
            value={values.startDate}
            onChange={(date) => set('startDate', date)}
            error={errors.startDate}
            className="max-w-xs"
          />
          <DateField
            label="End Date"
            required
            value={values.endDate}
            onChange={(date) => set('endDate', date)}
            error={errors.endDate}
            className="max-w-xs"
          />
        </div>
        <div className="flex justify-end">
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            Recalculate
          </Button>
        </div>
      </div>
      {progress && (
        <section aria-label="Recalculation progress" className="flex flex-col gap-2 rounded-lg bg-white p-4">
          <p>
            {progress.done < progress.total
              ? `${M.submitted}: ${progress.done} of ${progress.total} employee-days recalculated.`
              : `${M.completed} ${progress.total} employee-days recalculated.`}
          </p>
          <progress className="w-full accent-primary" max={progress.total} value={progress.done} />
        </section>
      )}
    </div>
  );
}

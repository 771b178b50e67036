import type { GlobalLeaveAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText, fieldErrors } from '../api/answer-text';
import { EmployeesOrDepartments } from '../employees/EmployeesOrDepartments';
import { Button } from '../kit/Button';
import { localToday } from '../kit/dates';
import { notify } from '../kit/notifications/notification-store';
import { useProfile } from '../session/use-profile';
import { blankGlobalLeave, globalLeaveBody, globalLeaveErrors, type GlobalLeaveValues } from './global-leave-form';
import { LeaveFields } from './LeaveFields';
import { GLOBAL_LEAVE_MESSAGES as M, LEAVE_ANSWER_TEXT } from './leave-messages';
import { leaveKeys } from './leave-queries';

/**
 * /global-leave/condition (spec 002 "Global bulk actions"): one leave for the employees or the department chosen.
 * The answer says who got it (messageSuccess) and who did not, and why (messageError): both stay on screen, each
 * refused employee on a line with the reason.
 */
export function GlobalLeaveScreen() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [values, setValues] = useState<GlobalLeaveValues>(() => blankGlobalLeave(localToday()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GlobalLeaveAnswer | null>(null);
  const set = <K extends keyof GlobalLeaveValues>(key: K, value: GlobalLeaveValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    const found = globalLeaveErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await api.saveGlobalLeave({ body: globalLeaveBody(values, profile.data?.roleName ?? null) });
      setResult(answer);
      if (answer.messageSuccess) notify.success(answer.messageSuccess);
      if (!answer.added.length) notify.error(M.failed);
      await queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    } catch (failure) {
      setErrors(fieldErrors(failure));
      notify.error(answerText(failure, LEAVE_ANSWER_TEXT, M.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-bold">Global Leave</h1>
      <div className="flex flex-col gap-4 rounded-lg border border-line bg-white p-5">
        <EmployeesOrDepartments
          label="Leave by"
          byEmployee={values.byEmployee}
          onByEmployee={(by) => set('byEmployee', by)}
          employeeIds={values.employees}
          onEmployees={(ids) => set('employees', ids)}
          departmentIds={values.departments}
          onDepartments={(ids) => set('departments', ids)}
          employeesError={errors.employees}
          departmentsError={errors.departments}
        />
        <LeaveFields values={values} setValues={setValues} errors={errors} />
        <div className="flex justify-end">
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            Add Leave
          </Button>
        </div>
      </div>
      {result && (
        <section aria-label="Global leave result" className="flex flex-col gap-2 rounded-lg bg-white p-4">
          {result.messageSuccess && (
            <p role="status" className="text-primary">
              {result.messageSuccess}
            </p>
          )}
          {result.refused.length > 0 && (
            <div role="alert" className="text-danger">
              <p>{M.failed}</p>
              <ul className="list-disc pl-5">
                {result.refused.map((r) => (
                  <li key={r.employeeId}>
                    {r.employeeName}: {r.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

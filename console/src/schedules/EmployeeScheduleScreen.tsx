import type { EmployeeScheduleAnswer } from '@rollcall/api-client';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useCompanySettings } from '../api/use-company-settings';
import { employeePickerSource } from '../employees/employee-picker-source';
import { Button } from '../kit/Button';
import { DateField } from '../kit/DateField';
import { useModalSave } from '../kit/forms/use-modal-save';
import { localToday } from '../kit/dates';
import { SearchPicker } from '../kit/SearchPicker';
import { usePermissions } from '../session/use-permissions';
import {
  defaultRange,
  employeeDays,
  employeeScheduleErrors,
  modifiedRules,
  withDayChange,
  type EmployeeScheduleParams,
} from './employee-schedule-form';
import { SCHEDULE_ANSWER_TEXT, SCHEDULE_MESSAGES as M } from './schedule-messages';
import { scheduleKeys, useEmployeeSchedule } from './schedule-queries';
import { ScheduleDaysEditor } from './ScheduleDaysEditor';

const TOOLBAR_LINK =
  'inline-flex h-9 items-center rounded-md border border-line bg-white px-4 hover:border-primary hover:text-primary';

/**
 * /schedule/employee?employeeId=&startDate=&endDate= (spec 001 §2 "Employee schedule"): an employee's days over a
 * range (the last 7 days by default), edited day by day and saved together; only the days changed are sent.
 */
export function EmployeeScheduleScreen() {
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange(localToday());
  const asked: EmployeeScheduleParams = {
    employeeId: params.get('employeeId') ?? '',
    startDate: params.get('startDate') || fallback.startDate,
    endDate: params.get('endDate') || fallback.endDate,
  };
  const search = asked.employeeId && !Object.keys(employeeScheduleErrors(asked)).length ? asked : null;
  const schedule = useEmployeeSchedule(search);
  const [form, setForm] = useState(asked);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // the address changed from outside (back, a link): the form follows
  const askedKey = `${asked.employeeId} ${asked.startDate} ${asked.endDate}`;
  useEffect(() => {
    const [employeeId = '', startDate = '', endDate = ''] = askedKey.split(' ');
    setForm({ employeeId, startDate, endDate });
  }, [askedKey]);

  function find() {
    const found = employeeScheduleErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) setParams(new URLSearchParams({ ...form }));
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-bold">Employee Schedule</h1>
        {search && (
          <>
            <Link
              href={`/timesheet/view?id=${search.employeeId}&fromT=${search.startDate}&toT=${search.endDate}`}
              className={TOOLBAR_LINK}
            >
              Timesheet
            </Link>
            <Link href={`/employee/update?id=${search.employeeId}`} className={TOOLBAR_LINK}>
              Employee
            </Link>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-4 rounded-lg border border-line bg-white p-4">
        <div className="w-72">
          <SearchPicker
            label="Employee"
            required
            source={employeePickerSource}
            noun="employee"
            value={form.employeeId}
            error={errors.employeeId}
            onChange={(employeeId) => setForm((f) => ({ ...f, employeeId }))}
          />
        </div>
        <DateField
          label="From"
          required
          value={form.startDate}
          error={errors.dates}
          onChange={(startDate) => setForm((f) => ({ ...f, startDate }))}
        />
        <DateField
          label="To"
          required
          value={form.endDate}
          onChange={(endDate) => setForm((f) => ({ ...f, endDate }))}
        />
        <Button variant="primary" className="mt-6" onClick={find}>
          Search
        </Button>
      </div>
      {schedule.error && <div className="text-danger">{errorText(schedule.error)}</div>}
      {schedule.data && <EmployeeDays key={schedule.dataUpdatedAt} answer={schedule.data} />}
    </div>
  );
}

/** The schedule card: the rules grid and Save, enabled once a day was changed. */
function EmployeeDays({ answer }: { answer: EmployeeScheduleAnswer }) {
  const settings = useCompanySettings();
  const canEdit = usePermissions().can('schedule', 'update');
  const [days, setDays] = useState(() => employeeDays(answer));
  const changed = modifiedRules(days);
  const { busy, save } = useModalSave({
    validate: () => ({}),
    run: () => api.saveEmployeeCustomSchedule({ body: { employeeId: answer.employeeId, ruleVos: changed } }),
    success: M.employeeScheduleSaved,
    invalidate: scheduleKeys.employee,
    codes: SCHEDULE_ANSWER_TEXT,
    failure: M.employeeScheduleFailed,
    onSaved: () => undefined,
  });
  return (
    <section aria-label="Schedule" className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Schedule</h2>
        {canEdit && (
          <Button variant="primary" disabled={changed.length === 0} loading={busy} onClick={() => void save()}>
            {busy ? 'Saving' : 'Save'}
          </Button>
        )}
      </div>
      <ScheduleDaysEditor
        periods={[{ label: null, days }]}
        multiShift={settings.data?.multiShiftView ?? false}
        editable={canEdit}
        onDayChange={(key, day) => setDays((current) => withDayChange(current, key, day))}
      />
    </section>
  );
}

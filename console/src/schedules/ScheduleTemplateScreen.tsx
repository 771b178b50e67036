import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { mondayOf, type PeriodType } from '@rollcall/contracts/roster';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useCompanySettings } from '../api/use-company-settings';
import { EmployeeMultiPicker } from '../employees/EmployeeMultiPicker';
import { Button } from '../kit/Button';
import { DateField } from '../kit/DateField';
import { CheckboxField, SelectField } from '../kit/Field';
import { useModalSave } from '../kit/forms/use-modal-save';
import { localToday } from '../kit/dates';
import { TextField } from '../kit/TextField';
import { usePermissions } from '../session/use-permissions';
import { SCHEDULE_ANSWER_TEXT, SCHEDULE_MESSAGES as M, SCHEDULE_WARNINGS } from './schedule-messages';
import { scheduleKeys, useScheduleTemplate } from './schedule-queries';
import { ScheduleDaysEditor, type GridPeriod } from './ScheduleDaysEditor';
import {
  blankTemplate,
  PERIOD_TYPE_OPTIONS,
  templateErrors,
  templatePeriods,
  templateSaveBody,
  templateValues,
  withPeriodType,
  withRule,
  type TemplateValues,
} from './template-form';

/** /schedule/create and /schedule/update?id= (spec 001 §2 "Schedule template editor"). */
export function ScheduleTemplateScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') || null;
  const loaded = useScheduleTemplate(id);
  if (id === null) return <TemplateForm key="new" id={null} initial={blankTemplate(mondayOf(localToday()))} />;
  if (loaded.error) return <div className="text-danger">{errorText(loaded.error)}</div>;
  if (!loaded.data) return <div className="text-muted">Loading…</div>;
  return <TemplateForm key={id} id={id} initial={templateValues(loaded.data)} />;
}

function TemplateForm({ id, initial }: { id: string | null; initial: TemplateValues }) {
  const [, go] = useLocation();
  const settings = useCompanySettings();
  const permissions = usePermissions();
  const canSave = permissions.can('schedule', id ? 'update' : 'create');
  const allowAutoPunch = settings.data?.allowAutoPunch ?? false;
  const [values, setValues] = useState(initial);
  const set = <K extends keyof TemplateValues>(key: K, value: TemplateValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const { errors, busy, save } = useModalSave({
    validate: () => templateErrors(values),
    run: () => api.saveScheduleTemplate({ body: templateSaveBody(values, id) }),
    success: M.saved,
    invalidate: scheduleKeys.all,
    codes: SCHEDULE_ANSWER_TEXT,
    failure: M.saveFailed,
    warnings: SCHEDULE_WARNINGS,
    onSaved: () => go('/schedule/list'),
  });
  const periods: GridPeriod[] = templatePeriods(values).map((rules, p, all) => ({
    label: all.length > 1 ? `Period ${p + 1}` : null,
    days: rules.map((r) => ({
      key: String(r.num),
      title: r.title,
      isOffDay: r.isOffDay,
      workSections: r.workSections,
      isClosed: false,
      modified: false,
    })),
  }));
  const custom = values.periodType === 'Custom';

  return (
    // not a <form>: the dialogs' forms are rendered in portals, and React would bubble their submit into it
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{id ? 'Modify Schedule Template' : 'New Schedule Template'}</h1>
      <div className="flex flex-wrap items-start gap-4">
        <section aria-label="Schedule Info" className="w-80 shrink-0 rounded-lg border border-line bg-white p-4">
          <h2 className="mb-3 font-semibold">Schedule Info</h2>
          <TextField
            label="Name"
            required
            maxLength={100}
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <EmployeeMultiPicker
            label="Assign"
            value={values.employeeIds}
            onChange={(ids) => set('employeeIds', ids)}
            error={errors.employeeIds}
          />
          <div className="flex flex-col gap-2 pb-5">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.active}
                disabled={id === null}
                onChange={(e) => set('active', e.target.checked)}
              />
              Active
            </label>
            {allowAutoPunch && (
              <>
                <CheckboxField label="Auto Punch" checked={values.autoPunch} onChange={(on) => set('autoPunch', on)} />
                <CheckboxField
                  label="Out Punch Only"
                  checked={values.outPunchOnly}
                  onChange={(on) => set('outPunchOnly', on)}
                />
              </>
            )}
            <CheckboxField
              label="Work on Holidays"
              checked={values.workOnHoliday}
              onChange={(on) => set('workOnHoliday', on)}
            />
          </div>
          <SelectField
            label="Period Type"
            required
            options={PERIOD_TYPE_OPTIONS}
            value={values.periodType}
            error={errors.periodType}
            disabled={id !== null}
            onChange={(e) => e.target.value && setValues((v) => withPeriodType(v, e.target.value as PeriodType))}
          />
          <div className="grid grid-cols-2 gap-x-3">
            <TextField
              label="Periods"
              inputMode="numeric"
              value={values.periods}
              error={errors.periods}
              disabled={!custom}
              onChange={(e) => set('periods', e.target.value)}
            />
            <TextField
              label="Days Per Period"
              inputMode="numeric"
              value={values.days}
              error={errors.days}
              disabled={!custom}
              onChange={(e) => set('days', e.target.value)}
            />
          </div>
          <DateField
            label="Start Date"
            required
            value={values.startDate}
            error={errors.startDate}
            onChange={(date) => set('startDate', date)}
          />
        </section>
        <section aria-label="Schedule Template" className="min-w-0 flex-1 rounded-lg border border-line bg-white p-4">
          <h2 className="mb-3 font-semibold">Schedule Template</h2>
          <ScheduleDaysEditor
            periods={periods}
            multiShift={settings.data?.multiShiftView ?? false}
            editable={canSave}
            onDayChange={(key, day) => setValues((v) => withRule(v, Number(key), day))}
          />
        </section>
      </div>
      <div className="flex gap-3">
        <Button onClick={() => window.history.back()}>Cancel</Button>
        {canSave && (
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            {busy ? 'Saving' : 'Save'}
          </Button>
        )}
      </div>
    </div>
  );
}

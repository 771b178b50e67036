import type { NewPayGroupAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useCompanySettings } from '../api/use-company-settings';
import { Button } from '../kit/Button';
import { CheckboxField, SelectField, TextAreaField } from '../kit/Field';
import { DateField } from '../kit/DateField';
import { TextField } from '../kit/TextField';
import { TimeField } from '../kit/TimeField';
import { notify } from '../kit/notifications/notification-store';
import { useProfile } from '../session/use-profile';
import { PAY_GROUP_CODES, PAY_MESSAGES } from './pay-messages';
import {
  BREAK_OPTIONS,
  type BreakType,
  type FlagField,
  type NumberField,
  OVERTIME_OPTIONS,
  type OvertimeType,
  PAY_GROUP_LABELS,
  payGroupBody,
  payGroupValues,
  payGroupVisibility,
  type PayGroupFormValues,
  type PayPeriod,
  PERIOD_OPTIONS,
  START_DAYS,
  validatePayGroup,
} from './pay-group-form';
import { useModalSave } from '../kit/forms/use-modal-save';
import { PayGroupPreviewModal } from './PayGroupPreviewModal';
import { useNewPayGroup, usePayGroup } from './pay-queries';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-white p-4">
      <h2 className="mb-3 font-semibold">{title}</h2>
      <div className="grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-3">{children}</div>
    </section>
  );
}

/** /paygroup/create and /paygroup/{id}: 'Create a new pay group' / 'Modify a pay group'. */
export function PayGroupDetailScreen() {
  const id = useParams<{ id?: string }>().id ?? null;
  const existing = usePayGroup(id);
  const blank = useNewPayGroup(id === null);
  const loaded = id === null ? blank : existing;
  if (loaded.error) return <div className="text-danger">{errorText(loaded.error)}</div>;
  if (!loaded.data) return <div className="text-muted">Loading…</div>;
  return <PayGroupForm key={id ?? 'new'} id={id} initial={loaded.data} />;
}

/** The form of the pay group `id`, or of a new one (`id` null) starting from the server's blank form `initial`. */
function PayGroupForm({ id, initial }: { id: string | null; initial: NewPayGroupAnswer }) {
  const [, go] = useLocation();
  const settings = useCompanySettings();
  const profile = useProfile();
  const multiShiftView = settings.data?.multiShiftView ?? true;
  const dateFormat = profile.data?.dateFormat ?? 'yyyy-MM-dd';
  const creating = id === null;
  const [values, setValues] = useState<PayGroupFormValues>(() => payGroupValues(initial));
  const [stay, setStay] = useState(false);
  // Save and New: the save's outcome reads which button started it.
  const staying = useRef(false);
  const leaveTypes = useQuery({
    queryKey: ['pay-types', 'leave'],
    queryFn: () => api.getPayTypes({ query: { isLeave: true } }),
  });
  const zones = useQuery({ queryKey: ['timezones'], queryFn: () => api.listTimeZones(), staleTime: Infinity });
  const allTypes = useQuery({ queryKey: ['pay-types', 'All'], queryFn: () => api.getPayTypes() });
  const show = payGroupVisibility(values, { multiShiftView });
  const { errors, setErrors, busy, save } = useModalSave({
    validate: () => validatePayGroup(values, { multiShiftView }),
    run: () => api.savePayGroup({ body: payGroupBody(values, id, { multiShiftView, dateFormat }) }),
    invalidate: ['pay-groups'],
    success: PAY_MESSAGES.payGroupSaved,
    codes: PAY_GROUP_CODES,
    failure: PAY_MESSAGES.payGroupSaveFailed,
    onSaved: () => {
      if (staying.current) {
        setValues(payGroupValues(initial));
        setErrors({});
      } else go('/paygroup/list');
    },
  });
  // Preview: the server turns the unsaved form into the engine's rules (checked as a save checks them), then the
  // modal pages the preview of those rules
  const [previewRules, setPreviewRules] = useState<Record<string, unknown> | null>(null);
  const [checking, setChecking] = useState(false);
  async function preview() {
    const invalid = validatePayGroup(values, { multiShiftView });
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setChecking(true);
    try {
      const body = payGroupBody(values, id, { multiShiftView, dateFormat });
      setPreviewRules((await api.payGroupRules({ body })).rules);
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(answerText(error, PAY_GROUP_CODES, PAY_MESSAGES.previewFailed));
    } finally {
      setChecking(false);
    }
  }
  const set = <K extends keyof PayGroupFormValues>(key: K, value: PayGroupFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const flag = (key: FlagField, label: string) => (
    <CheckboxField key={key} label={label} checked={values[key]} onChange={(c) => set(key, c)} className="h-9" />
  );
  const number = (key: NumberField, label: string, required = false) => (
    <TextField
      key={key}
      label={label}
      required={required}
      inputMode="decimal"
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );

  function submit(andStay: boolean) {
    staying.current = andStay;
    setStay(andStay);
    void save();
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{creating ? 'Create a new pay group' : 'Modify a pay group'}</h1>
      <Section title="General">
        <TextField
          label={PAY_GROUP_LABELS.name}
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <SelectField
          label="Pay Period"
          required
          value={values.period}
          options={PERIOD_OPTIONS}
          onChange={(e) => set('period', (e.target.value || 'Weekly') as PayPeriod)}
        />
        {show.startDayOfMonth && (
          <SelectField
            label={PAY_GROUP_LABELS.startDayOfMonth}
            required
            value={values.startDayOfMonth}
            options={START_DAYS.map((d) => ({ value: d, label: d }))}
            error={errors.startDayOfMonth}
            onChange={(e) => set('startDayOfMonth', e.target.value || '1')}
          />
        )}
        <DateField
          label={PAY_GROUP_LABELS.startTime}
          required
          value={values.startTime}
          error={errors.startTime}
          onChange={(value) => set('startTime', value)}
        />
        <SelectField
          label="Time Zone"
          value={values.timeZoneId}
          placeholder="The employee's time zone"
          options={(zones.data ?? []).map((z) => ({ value: z, label: z }))}
          onChange={(e) => set('timeZoneId', e.target.value)}
        />
        {flag('active', 'Active')}
        {flag('payOnFinishDay', 'Pay On Finish Day')}
        {number('convertUnit', 'Hours Per Day (Convert Unit)')}
      </Section>

      <Section title="Breaks">
        {show.breakCalculationType && (
          <SelectField
            label={PAY_GROUP_LABELS.breakCalculationType}
            required
            value={values.breakCalculationType}
            options={BREAK_OPTIONS}
            error={errors.breakCalculationType}
            onChange={(e) => set('breakCalculationType', e.target.value as BreakType | '')}
          />
        )}
        {show.workTime && number('workTime', 'Hours At Work Before Break (hours)')}
        {show.breakStartTime && (
          <TimeField
            label={PAY_GROUP_LABELS.breakStartTime}
            required
            value={values.breakStartTime}
            error={errors.breakStartTime}
            onChange={(time) => set('breakStartTime', time)}
          />
        )}
        {show.breakTime && number('breakTime', 'Break Time (hours)')}
        {number('breakTimeException', 'Break Time Exception (minutes)')}
        {flag('clockOutForBreaks', 'Clock Out For Breaks')}
        {flag('minimumBreak', 'Minimum Break')}
      </Section>

      <Section title="Shifts and Validators">
        {number('punchPairCompletionTime', 'Max Shift Length (hours)')}
        {number('shiftThreshold', 'Shift Threshold (minutes)')}
        {number('graceTimeIn', 'Grace Time In (minutes)')}
        {number('graceTimeOut', 'Grace Time Out (minutes)')}
        {number('earlyArrivalThreshold', `${PAY_GROUP_LABELS.earlyArrivalThreshold} (minutes)`, true)}
        {number('lateDepartureThreshold', `${PAY_GROUP_LABELS.lateDepartureThreshold} (minutes)`, true)}
        {flag('acceptEA', 'Accept Early Arrival')}
        {flag('acceptLD', 'Accept Late Departure')}
        {flag('hideApproveOT', 'Hide Approve OT')}
        {show.supervisorMAOT && flag('supervisorMAOT', 'Manually Approve OT')}
        {flag('approvedUnscheduledWork', 'Approve Unscheduled Work')}
        {flag('punchPairWitoutSchedule', 'Punch Pair Without Schedule')}
        {flag('skipException', 'Skip Exception')}
        {flag('manualPunch', 'Manual Punch')}
      </Section>

      <Section title="Overtime">
        <SelectField
          label="Overtime Calculation"
          required
          value={values.overtimeCalculationType}
          options={OVERTIME_OPTIONS}
          onChange={(e) => set('overtimeCalculationType', (e.target.value || 'None') as OvertimeType)}
        />
        {show.dailyOvertimeThreshold &&
          number('dailyOvertimeThreshold', `${PAY_GROUP_LABELS.dailyOvertimeThreshold} (hours)`, true)}
        {show.periodOvertime && flag('useStandardHoursAsPeriodOvertimeThreshold', 'Use Standard Hours As Threshold')}
        {show.periodOvertimeThreshold &&
          number('periodOvertimeThreshold', `${PAY_GROUP_LABELS.periodOvertimeThreshold} (hours)`, true)}
        {show.overtimeFields && (
          <SelectField
            label="Overtime Pay Type"
            value={values.periodOvertimeCode}
            placeholder="Default overtime"
            options={(allTypes.data ?? []).filter((p) => p.isOvertime).map((p) => ({ value: p.code, label: p.name }))}
            onChange={(e) => set('periodOvertimeCode', e.target.value)}
          />
        )}
        {show.overtimeFields &&
          flag('includePaidLeavesInOvertimeThreshold', 'Include Paid Leaves In Overtime Threshold')}
      </Section>

      <Section title="Holidays and Leave">
        {flag('calculatePublicHoliday', 'Enable Public Holiday')}
        {show.phlAbsent && flag('phlAbsent', 'Public Holiday Leave When Absent')}
        {flag('enablePublicHolidayLeave', 'Enable Public Holiday Leave')}
        {show.publicHolidayLeaveBySchedule &&
          flag('calculatePublicHolidayLeaveBySchedule', 'Public Holiday Leave By Schedule')}
        {flag('calculateAlternativeHoliday', 'Enable Alternative Holiday')}
        {show.alternativeHolidayOnSchedule &&
          flag('calculateAlternativeHolidayOnSchedule', 'Alternative Holiday On Schedule')}
        {flag('skipHoliday', 'Skip Holiday')}
        {flag('skipUnscheduleDay', 'Skip Unscheduled Day')}
        {flag('durationBySchedule', 'Duration By Schedule')}
        {flag('disableEmployeeApply', 'Disable Employee Apply')}
        {flag('autoLeave', 'Auto Leave')}
        {show.autoLeavePayType && (
          <SelectField
            label={PAY_GROUP_LABELS.autoLeavePayTypeId}
            required
            value={values.autoLeavePayTypeId}
            options={(leaveTypes.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            error={errors.autoLeavePayTypeId}
            onChange={(e) => set('autoLeavePayTypeId', e.target.value)}
          />
        )}
      </Section>

      <section className="rounded-lg border border-line bg-white p-4">
        <TextAreaField label="Memo" value={values.memo} onChange={(e) => set('memo', e.target.value)} />
      </section>

      <div className="flex justify-end gap-2">
        {!creating && (
          <Button className="mr-auto" loading={checking} onClick={() => void preview()}>
            Preview
          </Button>
        )}
        <Button onClick={() => go('/paygroup/list')}>Cancel</Button>
        {creating && (
          <Button loading={busy && stay} onClick={() => submit(true)}>
            Save and continue to create
          </Button>
        )}
        <Button variant="primary" loading={busy && !stay} onClick={() => submit(false)}>
          Save
        </Button>
      </div>
      {id !== null && previewRules && (
        <PayGroupPreviewModal payGroupId={id} rules={previewRules} onClose={() => setPreviewRules(null)} />
      )}
    </div>
  );
}

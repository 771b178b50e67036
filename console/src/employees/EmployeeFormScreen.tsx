import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { answerText, fieldErrors } from '../api/answer-text';
import { errorText } from '../api/error-text';
import type { EmployeeDetail } from '@rollcall/api-client';
import { api } from '../api/client';
import { useCompanySettings } from '../api/use-company-settings';
import { CheckboxField, SelectField, TextAreaField } from '../kit/Field';
import { MultiCheckList } from '../kit/MultiCheckList';
import { bindDate, DateField } from '../kit/DateField';
import { SearchPicker } from '../kit/SearchPicker';
import { TextField } from '../kit/TextField';
import { FormScreenFooter } from '../kit/forms/FormScreenFooter';
import { levelOf, saveMessages } from './employee-messages';
import {
  emptyEmployeeForm,
  employeeFormValues,
  employeeSaveBody,
  formRules,
  lastUpdateText,
  validateEmployee,
  type EmployeeFormErrors,
  type EmployeeFormRules,
  type EmployeeFormValues,
} from './employee-form';
import {
  useDepartmentOptions,
  usePayGroupOptions,
  usePositionOptions,
  useSkillOptions,
  useTimeRoundingOptions,
} from './use-employee-options';
import { notify } from '../kit/notifications/notification-store';
import { navigate } from '../app/routing/hash-location';
import { approverPickerSource } from '../users/approver-picker-source';
import { permissionsKey, usePermissions } from '../session/use-permissions';

/** /employee/create and /employee/update?id= (spec 000 §2 Employee detail form). */
export function EmployeeFormScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const settings = useCompanySettings();
  const permissions = usePermissions();
  const licence = useQuery({ queryKey: ['licence-count'], queryFn: () => api.getEmployeeLicenceCount() });
  const record = useQuery({
    queryKey: ['employee', id],
    queryFn: () => api.getEmployee({ path: { id: id } }),
    enabled: id !== '',
    refetchOnWindowFocus: false,
  });
  const nextClock = useQuery({
    queryKey: ['next-clock-id'],
    queryFn: () => api.getNextClockId(),
    enabled: id === '',
    refetchOnWindowFocus: false,
    staleTime: 0,
  });

  let body: ReactNode;
  if (settings.isPending || permissions.isPending || (id && record.isPending) || (!id && nextClock.isPending))
    body = <p className="text-muted">Loading…</p>;
  else if (settings.isError || record.isError)
    body = (
      <p role="alert" className="text-danger">
        {errorText(settings.error ?? record.error)}
      </p>
    );
  else
    body = (
      <EmployeeForm
        key={id || `new-${nextClock.dataUpdatedAt}`}
        record={id ? record.data : undefined}
        nextClockId={nextClock.data?.clockId ?? null}
        rules={{ ...formRules(settings.data), withPayRate: permissions.can('payRate', 'update') }}
        settings={settings.data}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-xl font-bold">{id ? 'Update Employee' : 'Create Employee'}</h1>
        {licence.data && (
          <span data-testid="licence-header" className="text-muted">
            Subscribed License: {licence.data.total}, Remaining: {licence.data.remaining}
          </span>
        )}
      </div>
      {body}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5">
      <h2 className="mb-3 text-base font-bold">{title}</h2>
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2 xl:grid-cols-3">{children}</div>
    </section>
  );
}

function EmployeeForm({
  record,
  nextClockId,
  rules,
  settings,
}: {
  record: EmployeeDetail | undefined;
  nextClockId: number | null;
  rules: EmployeeFormRules;
  settings: {
    outFaceTypeId?: string | null;
    standardHoursDisplayName?: string;
    guaranteedHoursDisplayName?: string;
    mobileApp?: boolean;
    thirdPartyType?: { id: string; name: string } | null;
  };
}) {
  const queryClient = useQueryClient();
  const editing = record !== undefined;
  const [values, setValues] = useState<EmployeeFormValues>(() =>
    record ? employeeFormValues(record) : emptyEmployeeForm(nextClockId),
  );
  const [errors, setErrors] = useState<EmployeeFormErrors>({});
  const [busy, setBusy] = useState<'save' | 'continue' | null>(null);
  const [showAllDepartments, setShowAllDepartments] = useState(false);
  const departments = useDepartmentOptions(showAllDepartments);
  const positions = usePositionOptions();
  const payGroups = usePayGroupOptions();
  const skills = useSkillOptions(rules.skills === true);
  const timeRoundings = useTimeRoundingOptions();
  const reportTo = approverPickerSource(record?.role === 'Supervisor' ? record.userId : null);
  const showReportTo = !editing || record?.showReportTo === true;

  const set = <K extends keyof EmployeeFormValues>(key: K, value: EmployeeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof EmployeeFormValues, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      required={extra.required}
      name={key}
      type={extra.type ?? 'text'}
      value={values[key] as string}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value as never)}
    />
  );

  async function submit(andContinue: boolean) {
    const found = validateEmployee(values, rules, editing);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(andContinue ? 'continue' : 'save');
    try {
      const answer = await api.saveEmployee({ body: employeeSaveBody(values, record, rules) });
      if (answer.message !== 'success') {
        const t =
          saveMessages.codes[answer.message] ?? (answer.message === 'error' ? saveMessages.failure : answer.message);
        notify[levelOf(t)](t);
        return;
      }
      notify.success(saveMessages.success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        queryClient.invalidateQueries({ queryKey: ['employee'] }),
        queryClient.invalidateQueries({ queryKey: ['licence-count'] }),
        queryClient.invalidateQueries({ queryKey: ['next-clock-id'] }),
        queryClient.invalidateQueries({ queryKey: permissionsKey }),
      ]);
      if (!andContinue) navigate('/employee/list');
      // "Save and continue to create": the screen keys the form on the next clock id fetch, so it starts over.
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (Object.keys(byField).length) setErrors(byField as EmployeeFormErrors);
      const t = answerText(failure, saveMessages.codes, saveMessages.failure);
      notify[levelOf(t)](t);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit(false);
      }}
      className="flex flex-col gap-4"
    >
      <Section title="Detail">
        {text('firstName', 'First Name', { required: true })}
        {text('lastName', 'Last Name', { required: true })}
        {text('middleName', 'Middle Name')}
        {text('email', 'Email', { type: 'email' })}
        {editing && (
          <CheckboxField
            className="mb-5 self-end"
            label="Change Password"
            checked={values.changePassword}
            onChange={(c) => set('changePassword', c)}
          />
        )}
        {(!editing || values.changePassword) && (
          <>
            {text('password', 'Password', { type: 'password' })}
            {text('confirm_password', 'Confirm Password', { type: 'password' })}
          </>
        )}
        <SelectField
          label="Department"
          required
          name="departmentId"
          value={values.departmentId}
          error={errors.departmentId}
          options={departments}
          onChange={(e) => set('departmentId', e.target.value)}
        />
        <CheckboxField
          className="mb-5 self-end"
          label="Show All options"
          checked={showAllDepartments}
          onChange={setShowAllDepartments}
        />
        <DateField label="Hire On Date" required {...bindDate({ values, errors, set }, 'hireOnDateValue')} />
        <DateField label="Terminated Date" {...bindDate({ values, errors, set }, 'terminateDateValue')} />
        {rules.useTimeClock && text('clockId', 'Clock ID', { type: 'number', required: true })}
        <SelectField
          label="Pay Group"
          required
          name="paygroupId"
          value={values.paygroupId}
          error={errors.paygroupId}
          options={payGroups}
          onChange={(e) => set('paygroupId', e.target.value)}
        />
        {text('payId', 'Pay ID', { required: rules.payIdRequired })}
        {rules.workflowIdRequired && text('workflowId', 'WorkflowMax ID', { required: true })}
        {settings.thirdPartyType &&
          !rules.workflowIdRequired &&
          text('externalId', `${settings.thirdPartyType.name} ID`)}
        {settings.outFaceTypeId === 'XeroPayType' && (
          <div className="flex flex-col gap-1 pb-5">
            <span className="font-semibold">Xero Guid</span>
            <span data-testid="xero-guid">{(record?.xeroGuid as string | null | undefined) || '--'}</span>
            {!record?.xeroGuid && (
              <span className="text-[13px] text-muted">
                If Xero Guid is empty. Please go to Settings page and synchronize.
              </span>
            )}
          </div>
        )}
        {rules.withPayRate && text('payRate', 'Pay Rate', { type: 'number' })}
        {showReportTo && (
          <SearchPicker
            label="Time/Leave Approval"
            noun="approver"
            source={reportTo}
            value={values.reportTo}
            onChange={(id) => set('reportTo', id)}
          />
        )}
        {text('standardHours', settings.standardHoursDisplayName || 'Standard Hours', { type: 'number' })}
        {text('guaranteedHours', settings.guaranteedHoursDisplayName || 'Guaranteed Hours', { type: 'number' })}
        <SelectField
          label="Time Rounding"
          name="timeRoundingId"
          value={values.timeRoundingId}
          error={errors.timeRoundingId}
          options={timeRoundings}
          onChange={(e) => set('timeRoundingId', e.target.value)}
        />
        <div className="flex flex-col gap-2 pb-5">
          <CheckboxField label="Export to Payroll" checked={values.isExport} onChange={(c) => set('isExport', c)} />
          <CheckboxField label="Is Supervisor" checked={values.isSupervisor} onChange={(c) => set('isSupervisor', c)} />
        </div>
        <MultiCheckList
          label="Transfer Positions"
          options={positions}
          value={values.transferPositions}
          onChange={(v) => set('transferPositions', v)}
        />
        {rules.skills && (
          <MultiCheckList
            label="Skills"
            options={skills}
            value={values.skills}
            error={errors.skills}
            onChange={(v) => set('skills', v)}
          />
        )}
        {values.isSupervisor && (
          <MultiCheckList
            label="Management"
            options={departments}
            value={values.departments}
            onChange={(v) => set('departments', v)}
          />
        )}
        <TextAreaField
          label="Comments"
          className="md:col-span-2 xl:col-span-3"
          value={values.comments}
          onChange={(e) => set('comments', e.target.value)}
        />
      </Section>
      {rules.greenTree && (
        <Section title="GreenTree">
          {text('defaultActivity', 'Default Activity')}
          {text('defaultWorkcentre', 'Default Workcentre')}
          {text('payCostcode', 'JC Trans Type')}
          {text('glTransType', 'GL Trans Type')}
          <div className="flex flex-col gap-1 pb-5">
            <span className="font-semibold">Last Update</span>
            <span data-testid="greentree-last-update">{lastUpdateText(record?.lastUpdate)}</span>
          </div>
        </Section>
      )}
      {settings.mobileApp && (
        <Section title="Mobile App">
          {text('mobileIMEI', 'Registration ID')}
          {text('pin', 'PIN')}
          <div className="flex flex-col gap-2 pb-5">
            <CheckboxField label="Enabled" checked={values.statusApp} onChange={(c) => set('statusApp', c)} />
            <CheckboxField
              label="Show on Dashboard"
              checked={values.showonDashboard}
              onChange={(c) => set('showonDashboard', c)}
            />
            <CheckboxField label="No GPS" checked={values.noGPS} onChange={(c) => set('noGPS', c)} />
            <CheckboxField label="No Geofence" checked={values.noGeoFence} onChange={(c) => set('noGeoFence', c)} />
            <CheckboxField label="Evacuator" checked={values.evacuator} onChange={(c) => set('evacuator', c)} />
          </div>
        </Section>
      )}
      <Section title="Contact">
        {text('name', 'Name')}
        {text('title', 'Title')}
        {text('mobile', 'Mobile')}
        {text('phone', 'Phone')}
        {text('fax', 'Fax')}
        {text('physicalAddr', 'Physical Address')}
        {text('postalAddr', 'Postal Address')}
      </Section>
      <FormScreenFooter busy={busy} onContinue={!editing && (() => void submit(true))} />
    </form>
  );
}

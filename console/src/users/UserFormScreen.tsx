import { api } from '../api/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { answerText, fieldErrors } from '../api/answer-text';
import { errorText } from '../api/error-text';
import { useCompanySettings } from '../api/use-company-settings';
import { CheckboxField, SelectField } from '../kit/Field';
import { MultiCheckList } from '../kit/MultiCheckList';
import { bindDate, DateField } from '../kit/DateField';
import { SearchPicker } from '../kit/SearchPicker';
import { TextField } from '../kit/TextField';
import { FormScreenFooter } from '../kit/forms/FormScreenFooter';
import {
  useDepartmentOptions,
  useDivisionOptions,
  usePayGroupOptions,
  useTimeRoundingOptions,
} from '../employees/use-employee-options';
import { notify } from '../kit/notifications/notification-store';
import { navigate } from '../app/routing/hash-location';
import { permissionsKey } from '../session/use-permissions';
import { approverPickerSource } from './approver-picker-source';
import { userApi, type UserDetail } from './user-queries';
import {
  emptyUserForm,
  SUPERVISOR_ROLE,
  userFormValues,
  userSaveBody,
  validateUser,
  type UserFormErrors,
  type UserFormValues,
} from './user-form';
import { userSaveMessages } from './user-messages';

/** /user/create and /user/update?id= (spec 000 §2 User detail form). */
export function UserFormScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const user = useQuery({
    queryKey: ['user', id],
    queryFn: () => userApi.get(id),
    enabled: id !== '',
    refetchOnWindowFocus: false,
  });
  const employeeId = user.data?.employeeId ?? '';
  const employee = useQuery({
    queryKey: ['employee', employeeId],
    queryFn: () => api.getEmployee({ path: { id: employeeId } }),
    enabled: employeeId !== '',
    refetchOnWindowFocus: false,
  });
  const [round, setRound] = useState(0);
  let body: ReactNode;
  if (id && (user.isPending || (employeeId && employee.isPending))) body = <p className="text-muted">Loading…</p>;
  else if (user.isError)
    body = (
      <p role="alert" className="text-danger">
        {errorText(user.error)}
      </p>
    );
  else
    body = (
      <UserForm
        key={id || `new-${round}`}
        record={id ? user.data : undefined}
        initial={
          id && user.data
            ? userFormValues(user.data, employee.data as Parameters<typeof userFormValues>[1])
            : emptyUserForm()
        }
        onCreatedAndContinue={() => setRound((r) => r + 1)}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{id ? 'Update User' : 'Create User'}</h1>
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

function UserForm({
  record,
  initial,
  onCreatedAndContinue,
}: {
  record: UserDetail | undefined;
  initial: UserFormValues;
  onCreatedAndContinue: () => void;
}) {
  const queryClient = useQueryClient();
  const editing = record !== undefined;
  const settings = useCompanySettings();
  const approvers = approverPickerSource();
  const roles = useQuery({ queryKey: ['roles'], queryFn: () => userApi.roles(), staleTime: 5 * 60_000 });
  const departments = useDepartmentOptions();
  const divisions = useDivisionOptions();
  const payGroups = usePayGroupOptions();
  const timeRoundings = useTimeRoundingOptions();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [busy, setBusy] = useState<'save' | 'continue' | null>(null);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof UserFormValues, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      name={key}
      required={extra.required}
      type={extra.type ?? 'text'}
      value={values[key] as string}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value as never)}
    />
  );

  async function submit(andContinue: boolean) {
    const found = validateUser(values, editing, record?.hasPin ?? false);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(andContinue ? 'continue' : 'save');
    try {
      const answer = await userApi.save(userSaveBody(values, record?.id));
      if (answer.message !== 'success') {
        notify.error(
          userSaveMessages.codes[answer.message] ??
            (answer.message === 'error' ? userSaveMessages.failure : answer.message),
        );
        return;
      }
      notify.success(userSaveMessages.success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: permissionsKey }),
      ]);
      if (andContinue) onCreatedAndContinue();
      else navigate('/user/list');
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (Object.keys(byField).length) setErrors(byField as UserFormErrors);
      const t = answerText(
        failure,
        userSaveMessages.codes,
        editing ? userSaveMessages.unknown : userSaveMessages.failure,
      );
      notify[t.startsWith('Warning') ? 'warning' : 'error'](t);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(false);
      }}
      className="flex flex-col gap-4"
    >
      <Section title="User Info">
        {text('email', 'Email', { type: 'email', required: true })}
        {text('firstName', 'First Name', { required: true })}
        {text('lastName', 'Last Name', { required: true })}
        {text('middleName', 'Middle Name')}
        <SelectField
          label="Role"
          required
          name="roleId"
          value={values.roleId}
          error={errors.roleId}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          onChange={(e) => set('roleId', e.target.value)}
        />
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
            {text('password', 'Password', { type: 'password', required: true })}
            {text('confirm_password', 'Confirm Password', { type: 'password', required: true })}
          </>
        )}
        <MultiCheckList
          label="Export Divisions"
          options={divisions}
          value={values.exportDevisions}
          onChange={(v) => set('exportDevisions', v)}
        />
        {values.roleId === SUPERVISOR_ROLE && (
          <MultiCheckList
            label="Management"
            required
            options={departments}
            value={values.departments}
            error={errors.departments}
            onChange={(v) => set('departments', v)}
          />
        )}
        <div className="flex flex-col gap-2 pb-5">
          <CheckboxField label="Is Employee" checked={values.isEmployee} onChange={(c) => set('isEmployee', c)} />
          <CheckboxField
            label="Leave Request Forwarding"
            checked={values.isLeave}
            onChange={(c) => set('isLeave', c)}
          />
          {settings.data?.mobileApp && (
            <CheckboxField label="Use Mobile App" checked={values.mobileApp} onChange={(c) => set('mobileApp', c)} />
          )}
        </div>
        {values.isLeave && (
          <SearchPicker
            label="Forward To"
            noun="approver"
            required
            source={approvers}
            value={values.forwardTo}
            error={errors.forwardTo}
            onChange={(id) => set('forwardTo', id)}
          />
        )}
        {values.mobileApp && (
          <>
            {text('pin', 'PIN')}
            <CheckboxField
              className="pb-5"
              label="Evacuator"
              checked={values.evacuator}
              onChange={(c) => set('evacuator', c)}
            />
          </>
        )}
      </Section>
      {values.isEmployee && (
        <Section title="Employee Info">
          <DateField label="Hire On Date" required {...bindDate({ values, errors, set }, 'hireOnDateValue')} />
          <SelectField
            label="Department"
            required
            value={values.departmentId}
            error={errors.departmentId}
            options={departments}
            onChange={(e) => set('departmentId', e.target.value)}
          />
          {text('clockId', 'Clock ID', { type: 'number' })}
          {text('payId', 'Pay ID')}
          <SelectField
            label="Pay Group"
            value={values.paygroupId}
            options={payGroups}
            onChange={(e) => set('paygroupId', e.target.value)}
          />
          <DateField label="Terminated Date" {...bindDate({ values, errors, set }, 'terminateDateValue')} />
          <SelectField
            label="Time Rounding"
            value={values.timeRoundingId}
            options={timeRoundings}
            onChange={(e) => set('timeRoundingId', e.target.value)}
          />
          <CheckboxField
            className="pb-5"
            label="Export to Payroll"
            checked={values.isExport}
            onChange={(c) => set('isExport', c)}
          />
          {text('name', 'Name')}
          {text('title', 'Title')}
          {text('mobile', 'Mobile')}
          {text('phone', 'Phone')}
          {text('fax', 'Fax')}
          {text('physicalAddr', 'Physical Address')}
          {text('postalAddr', 'Postal Address')}
        </Section>
      )}
      <FormScreenFooter busy={busy} onContinue={!editing && (() => void submit(true))} />
    </form>
  );
}

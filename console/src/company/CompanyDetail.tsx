import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { CheckboxField, SelectField } from '../kit/Field';
import { DateField } from '../kit/DateField';
import { TextField } from '../kit/TextField';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import {
  COMPANY_TEXT_FIELDS,
  companyFormValues,
  companySaveBody,
  THRESHOLD_CHOICES,
  validateCompany,
  type CompanyFormValues,
  type CompanyInfo,
} from './company-form';

// GET /api/company/info and POST /mydetail/save (docs/api.md "Organisation"), through HttpClient.request until the
// generated client is used here.
const companyMessages = {
  success: 'The company detail is saved successfully.',
  failure: 'Failed to save the company detail.',
  unknown: 'Failed to update the company detail.',
  codes: { existCode: 'Warning: Code is exist.' } as Record<string, string>,
};

/** The company detail form (spec 000 §2 "Details"), shown for the structure root. */
export function CompanyDetail({ rootId }: { rootId: string }) {
  const info = useQuery({
    queryKey: ['company-info'],
    queryFn: () => api.getCompanyInfo().then((answer): CompanyInfo => ({ ...answer })),
    refetchOnWindowFocus: false,
  });
  const permissions = usePermissions();
  if (info.isPending)
    return <section className="flex-1 rounded-lg bg-white p-10 text-center text-muted">Loading…</section>;
  if (info.isError)
    return (
      <section role="alert" className="flex-1 rounded-lg bg-white p-10 text-center text-danger">
        {errorText(info.error)}
      </section>
    );
  return (
    <section className="min-w-0 flex-1 rounded-lg bg-white p-5">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold">Details</h2>
        <span className="text-muted">
          Licenses: {info.data.licenses}
          {info.data.appLicenses != null ? `, Mobile App Licenses: ${info.data.appLicenses}` : ''}
        </span>
        {permissions.can('division', 'create') && (
          <Link
            href={`/mydetail/company/department/${rootId}/create`}
            className="ml-auto inline-flex h-9 items-center rounded-md border border-primary px-4 text-primary hover:bg-primary-soft"
          >
            Add Division
          </Link>
        )}
      </div>
      <CompanyForm key={info.dataUpdatedAt} info={info.data} />
    </section>
  );
}

function CompanyForm({ info }: { info: CompanyInfo }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CompanyFormValues>(() => companyFormValues(info));
  const [errors, setErrors] = useState<Partial<Record<keyof CompanyFormValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const zones = useQuery({
    queryKey: ['timezones'],
    queryFn: () => api.listTimeZones(),
    staleTime: Infinity,
  });
  const set = <K extends keyof CompanyFormValues>(key: K, value: CompanyFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = validateCompany(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await api.saveCompanyDetail({ body: companySaveBody(values, info.id) });
      if (answer.message !== 'success') {
        notify.error(companyMessages.codes[answer.message] ?? companyMessages.unknown);
        return;
      }
      notify.success(companyMessages.success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['company-info'] }),
        queryClient.invalidateQueries({ queryKey: ['company-settings'] }),
        queryClient.invalidateQueries({ queryKey: ['departments'] }),
      ]);
    } catch (failure) {
      setErrors(fieldErrors(failure) as typeof errors);
      const text = answerText(failure, companyMessages.codes, companyMessages.failure);
      notify[text.startsWith('Warning') ? 'warning' : 'error'](text);
    } finally {
      setBusy(false);
    }
  }

  const thresholds = THRESHOLD_CHOICES.map((n) => ({ value: String(n), label: `${n} minutes` }));
  return (
    <form noValidate onSubmit={save} className="grid grid-cols-1 gap-x-6 md:grid-cols-2 xl:grid-cols-3">
      {COMPANY_TEXT_FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          name={key}
          required={key === 'name'}
          value={values[key]}
          error={errors[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      ))}
      <DateField label="Opened On" value={values.openedOn} onChange={(value) => set('openedOn', value)} />
      <SelectField
        label="Time Zone"
        required
        value={values.timeZoneId}
        error={errors.timeZoneId}
        options={(zones.data ?? []).map((z) => ({ value: z, label: z }))}
        onChange={(e) => set('timeZoneId', e.target.value)}
      />
      <SelectField
        label="Exception Threshold (EA)"
        value={values.exceptionThreshold}
        options={thresholds}
        onChange={(e) => set('exceptionThreshold', e.target.value)}
      />
      <SelectField
        label="Exception Threshold (LD)"
        value={values.exceptionLDThreshold}
        options={thresholds}
        onChange={(e) => set('exceptionLDThreshold', e.target.value)}
      />
      <TextField
        label="Leave Notification Receivers"
        placeholder="e-mails, separated by commas"
        value={values.leaveNtReceivers}
        error={errors.leaveNtReceivers}
        onChange={(e) => set('leaveNtReceivers', e.target.value)}
      />
      <CheckboxField
        className="pb-5"
        label="Notify Supervisor of Leave"
        checked={values.leaveNotifySupervisor}
        onChange={(c) => set('leaveNotifySupervisor', c)}
      />
      {info.token && (
        <div className="flex flex-col gap-1 pb-5 md:col-span-2">
          <span className="font-semibold">Kiosk Token</span>
          <code className="break-all text-muted">{info.token}</code>
        </div>
      )}
      <div className="md:col-span-2 xl:col-span-3">
        <Button type="submit" variant="primary" loading={busy}>
          Save
        </Button>
      </div>
    </form>
  );
}

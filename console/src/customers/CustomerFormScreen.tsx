import { ApiError, type CustomerRow } from '@rollcall/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { api } from '../api/client';
import { answerText, fieldErrors } from '../api/answer-text';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { CheckboxField, SelectField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { FormScreenFooter } from '../kit/forms/FormScreenFooter';
import { MultiCheckList } from '../kit/MultiCheckList';
import { notify } from '../kit/notifications/notification-store';
import { navigate } from '../app/routing/hash-location';
import {
  adminBody,
  createAdminWhenKnown,
  emptyAdmin,
  emptyCustomer,
  FEATURES,
  featureChangeBody,
  KNOWN_EXPORT_INTERFACES,
  newCustomerBody,
  validateAdmin,
  validateCustomer,
  type AdminFormValues,
  type CustomerFormValues,
  type Errors,
} from './customer-form';
import { PAYROLL_TEMPLATES } from '../payroll/payroll-templates';
import { customerMessages } from './customer-messages';
import { customersKey } from './customer-queries';

const isNoCompany = (failure: unknown) => failure instanceof ApiError && failure.message === 'noCompany';

/** /customer/create (a company with its first admin) and /customer/update?id= (name and licence counts). */
export function CustomerFormScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const customer = useQuery({
    queryKey: ['customer', id],
    queryFn: () => api.getCustomer({ path: { id } }),
    enabled: id !== '',
    refetchOnWindowFocus: false,
  });
  let body: ReactNode;
  if (!id) body = <CreateCustomerForm />;
  else if (customer.isPending) body = <p className="text-muted">Loading…</p>;
  else if (customer.isError)
    body = (
      <p role="alert" className="text-danger">
        {errorText(customer.error)}
      </p>
    );
  else
    body = (
      <>
        <UpdateCustomerForm key={customer.dataUpdatedAt} customer={customer.data} />
        <AddAdminForm companyId={customer.data.id} />
      </>
    );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{id ? 'Update Customer' : 'Create Customer'}</h1>
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

function useTimeZoneOptions() {
  const zones = useQuery({ queryKey: ['timezones'], queryFn: () => api.listTimeZones(), staleTime: Infinity });
  return (zones.data ?? []).map((z) => ({ value: z, label: z }));
}

function CompanyFields({
  values,
  errors,
  set,
  creating,
}: {
  values: CustomerFormValues;
  errors: Errors<CustomerFormValues>;
  set: (key: keyof CustomerFormValues, value: string) => void;
  creating: boolean;
}) {
  const zones = useTimeZoneOptions();
  const field = (key: keyof CustomerFormValues, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      name={key}
      required={extra.required}
      type={extra.type ?? 'text'}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <>
      {field('name', 'Company Name', { required: true })}
      {creating && field('code', 'Code', { required: true })}
      {creating && (
        <SelectField
          label="Time Zone"
          required
          name="timeZoneId"
          value={values.timeZoneId}
          error={errors.timeZoneId}
          options={zones}
          onChange={(e) => set('timeZoneId', e.target.value)}
        />
      )}
      {field('licenses', 'Licences', { type: 'number', required: true })}
      {field('appLicenses', 'App Licences', { type: 'number' })}
    </>
  );
}

function AdminFields({
  values,
  errors,
  set,
}: {
  values: AdminFormValues;
  errors: Errors<AdminFormValues>;
  set: (key: keyof AdminFormValues, value: string) => void;
}) {
  const field = (key: keyof AdminFormValues, label: string, type = 'text') => (
    <TextField
      label={label}
      name={`admin-${key}`}
      required
      type={type}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <>
      {field('firstName', 'First Name')}
      {field('lastName', 'Last Name')}
      {field('email', 'Email', 'email')}
      {field('password', 'Password', 'password')}
      {field('confirm_password', 'Confirm Password', 'password')}
    </>
  );
}

function CreateCustomerForm() {
  const queryClient = useQueryClient();
  const [company, setCompany] = useState(emptyCustomer);
  const [admin, setAdmin] = useState(emptyAdmin);
  const [companyErrors, setCompanyErrors] = useState<Errors<CustomerFormValues>>({});
  const [adminErrors, setAdminErrors] = useState<Errors<AdminFormValues>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const foundCompany = validateCustomer(company, true);
    const foundAdmin = validateAdmin(admin);
    setCompanyErrors(foundCompany);
    setAdminErrors(foundAdmin);
    if (Object.keys(foundCompany).length || Object.keys(foundAdmin).length) return;
    setBusy(true);
    let companyId: string;
    try {
      companyId = (await api.createCustomer({ body: newCustomerBody(company) })).companyId;
    } catch (failure) {
      setCompanyErrors(fieldErrors(failure) as Errors<CustomerFormValues>);
      notify.error(answerText(failure, customerMessages.codes, customerMessages.createFailed));
      setBusy(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: customersKey });
    try {
      await createAdminWhenKnown(
        () => api.createCustomerAdmin({ path: { companyId }, body: adminBody(admin) }),
        isNoCompany,
      );
      notify.success(customerMessages.created);
      navigate('/customer/list');
    } catch (failure) {
      // The company stands: its admin can be added on its update screen.
      notify.error(answerText(failure, customerMessages.codes, customerMessages.adminFailed));
      navigate(`/customer/update?id=${encodeURIComponent(companyId)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Section title="Company">
        <CompanyFields
          values={company}
          errors={companyErrors}
          creating
          set={(key, value) => setCompany((v) => ({ ...v, [key]: value }))}
        />
      </Section>
      <Section title="First Admin">
        <AdminFields
          values={admin}
          errors={adminErrors}
          set={(key, value) => setAdmin((v) => ({ ...v, [key]: value }))}
        />
      </Section>
      <FormScreenFooter busy={busy ? 'save' : null} />
    </form>
  );
}

function UpdateCustomerForm({ customer }: { customer: CustomerRow }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CustomerFormValues>({
    name: customer.name,
    code: customer.code,
    timeZoneId: customer.timeZoneId,
    licenses: String(customer.licenses),
    appLicenses: String(customer.appLicenses),
  });
  const [features, setFeatures] = useState(customer.settings);
  const [errors, setErrors] = useState<Errors<CustomerFormValues>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCustomer(values, false);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.updateCustomer({
        path: { id: customer.id },
        body: {
          name: values.name.trim(),
          licenses: Number(values.licenses),
          appLicenses: values.appLicenses.trim() ? Number(values.appLicenses) : 0,
          settings: featureChangeBody(customer.settings, features),
        },
      });
      notify.success(customerMessages.updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customersKey }),
        queryClient.invalidateQueries({ queryKey: ['company-settings'] }),
      ]);
      navigate('/customer/list');
    } catch (failure) {
      setErrors(fieldErrors(failure) as Errors<CustomerFormValues>);
      notify.error(answerText(failure, customerMessages.codes, customerMessages.updateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Section title="Company">
        <div className="flex flex-col gap-1 pb-5">
          <span className="font-semibold">Code</span>
          <span>{customer.code}</span>
        </div>
        <div className="flex flex-col gap-1 pb-5">
          <span className="font-semibold">Time Zone</span>
          <span>{customer.timeZoneId}</span>
        </div>
        <div className="flex flex-col gap-1 pb-5">
          <span className="font-semibold">In Use</span>
          <span data-testid="licences-in-use">
            {customer.usedLicenses} employees, {customer.usedAppLicenses} app users
          </span>
        </div>
        <CompanyFields
          values={values}
          errors={errors}
          creating={false}
          set={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        />
      </Section>
      <Section title="Features">
        {FEATURES.map(([flag, label]) => (
          <CheckboxField
            key={flag}
            className="pb-3"
            label={label}
            checked={features[flag]}
            onChange={(on) => setFeatures((f) => ({ ...f, [flag]: on }))}
          />
        ))}
        <TextField
          label="Payroll Export Interface"
          name="outFaceTypeId"
          list="export-interfaces"
          value={features.outFaceTypeId ?? ''}
          onChange={(e) => setFeatures((f) => ({ ...f, outFaceTypeId: e.target.value }))}
        />
        <datalist id="export-interfaces">
          {KNOWN_EXPORT_INTERFACES.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </datalist>
        <div className="pt-3">
          <MultiCheckList
            label="Payroll Export Templates"
            options={PAYROLL_TEMPLATES.map(([value, label]) => ({ value, label }))}
            value={features.payrollTemplateExportCodes}
            onChange={(codes) => setFeatures((f) => ({ ...f, payrollTemplateExportCodes: codes }))}
          />
          <p className="text-sm text-muted">The first chosen is the default export; none: the generic CSV.</p>
        </div>
      </Section>
      <FormScreenFooter busy={busy ? 'save' : null} />
    </form>
  );
}

/** A customer's first admin, for a company created without one (identity refuses when it has an Active Admin). */
function AddAdminForm({ companyId }: { companyId: string }) {
  const [values, setValues] = useState(emptyAdmin);
  const [errors, setErrors] = useState<Errors<AdminFormValues>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAdmin(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await createAdminWhenKnown(
        () => api.createCustomerAdmin({ path: { companyId }, body: adminBody(values) }),
        isNoCompany,
      );
      notify.success(customerMessages.adminCreated);
      setValues(emptyAdmin());
    } catch (failure) {
      setErrors(fieldErrors(failure) as Errors<AdminFormValues>);
      notify.error(answerText(failure, customerMessages.codes, customerMessages.adminFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Section title="First Admin">
        <AdminFields values={values} errors={errors} set={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
      </Section>
      <div>
        <Button type="submit" variant="primary" loading={busy} disabled={busy}>
          Create Admin
        </Button>
      </div>
    </form>
  );
}

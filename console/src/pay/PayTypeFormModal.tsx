import type { NewPayTypeAnswer, PayTypeAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useCompanySettings } from '../api/use-company-settings';
import { CheckboxField, SelectField } from '../kit/Field';
import { Modal } from '../kit/Modal';
import { TextField } from '../kit/TextField';
import { SaveCancelFooter } from '../kit/forms/SaveCancelFooter';
import { PAY_MESSAGES, PAY_TYPE_CODES } from './pay-messages';
import {
  type ConvertMode,
  payTypeBody,
  payTypeValues,
  payTypeVisibility,
  validatePayType,
  withFlag,
  type PayTypeFormValues,
} from './pay-type-form';
import { useModalSave } from '../kit/forms/use-modal-save';
import { useNewPayType } from './pay-queries';

const XERO = '01';
const CONVERT_MODES: { value: ConvertMode; label: string }[] = [
  { value: 'percentage', label: 'By Percentage' },
  { value: 'byStandardHour', label: 'By Standard Hour' },
  { value: 'convertToDay', label: 'Hours Per Day' },
];

const TITLE = { creating: 'Create a new pay type', editing: 'Modify a pay type' };

/** 'Create a new pay type' / 'Modify a pay type' (550 wide); a new one starts from the server's blank form. */
export function PayTypeFormModal({ payType, onClose }: { payType: PayTypeAnswer | null; onClose: () => void }) {
  const blank = useNewPayType(payType === null);
  const initial = payType ?? blank.data;
  if (initial) return <PayTypeForm payType={payType} initial={initial} onClose={onClose} />;
  return (
    <Modal open width={550} title={TITLE.creating} onClose={onClose}>
      {blank.error ? <p className="text-danger">{errorText(blank.error)}</p> : <p className="text-muted">Loading…</p>}
    </Modal>
  );
}

function PayTypeForm({
  payType,
  initial,
  onClose,
}: {
  payType: PayTypeAnswer | null;
  initial: NewPayTypeAnswer;
  onClose: () => void;
}) {
  const settings = useCompanySettings();
  const [values, setValues] = useState<PayTypeFormValues>(() => payTypeValues(initial));
  const creating = payType === null;
  const show = payTypeVisibility(values, {
    creating,
    allowLeaveTime: settings.data?.allowLeaveTime ?? false,
    xero: settings.data?.thirdPartyType?.id === XERO,
  });
  const { errors, busy, save } = useModalSave({
    validate: () => validatePayType(values),
    run: () => api.savePayType({ body: payTypeBody(values, payType?.id ?? null) }),
    invalidate: ['pay-types'],
    success: PAY_MESSAGES.payTypeSaved,
    codes: PAY_TYPE_CODES,
    failure: PAY_MESSAGES.payTypeSaveFailed,
    onSaved: onClose,
  });
  const set = <K extends keyof PayTypeFormValues>(key: K, value: PayTypeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const templateCodes = settings.data?.payrollTemplateExportCodes ?? [];

  return (
    <Modal
      open
      width={550}
      title={creating ? TITLE.creating : TITLE.editing}
      onClose={onClose}
      footer={<SaveCancelFooter busy={busy} onCancel={onClose} onSave={() => void save()} />}
    >
      <div className="grid grid-cols-2 gap-x-4">
        <TextField
          label="Code"
          required
          value={values.code}
          disabled={!creating}
          error={errors.code}
          onChange={(e) => set('code', e.target.value)}
        />
        <TextField
          label="Name"
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField label="Export Code" value={values.exportCode} onChange={(e) => set('exportCode', e.target.value)} />
        <SelectField
          label="Type"
          value={values.type}
          options={[...new Set([...templateCodes, ...(values.type ? [values.type] : [])])].map((c) => ({
            value: c,
            label: c,
          }))}
          onChange={(e) => set('type', e.target.value)}
        />
        {show.xeroGuid && (
          <div className="col-span-2" title={PAY_MESSAGES.xeroGuidTip}>
            <TextField label="Xero Guid" value={payType?.xeroGuid ?? ''} readOnly title={PAY_MESSAGES.xeroGuidTip} />
          </div>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 py-2">
        <label className={`flex items-center gap-2 ${show.lockedWhileCreating ? 'text-muted' : ''}`}>
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={values.active}
            disabled={show.lockedWhileCreating}
            onChange={(e) => set('active', e.target.checked)}
          />
          Active
        </label>
        <label className={`flex items-center gap-2 ${show.lockedWhileCreating ? 'text-muted' : ''}`}>
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={values.hideFromEmp}
            disabled={show.lockedWhileCreating}
            onChange={(e) => set('hideFromEmp', e.target.checked)}
          />
          Hide From Employee
        </label>
        <CheckboxField label="Should Export" checked={values.shouldExport} onChange={(c) => set('shouldExport', c)} />
        <CheckboxField label="Is Default" checked={values.isDefault} onChange={(c) => set('isDefault', c)} />
        <CheckboxField
          label="Allowance"
          checked={values.isAllowance}
          onChange={(c) => setValues((v) => withFlag(v, 'isAllowance', c))}
        />
        <CheckboxField
          label="Leave"
          checked={values.leaveStatus}
          onChange={(c) => setValues((v) => withFlag(v, 'leaveStatus', c))}
        />
        {show.leaveFields && (
          <CheckboxField label="Paid Leave" checked={values.paidLeave} onChange={(c) => set('paidLeave', c)} />
        )}
        {show.leaveTimeFields && (
          <>
            <CheckboxField
              label="Allow Negative Leave"
              checked={values.allowNegativeLeave}
              onChange={(c) => set('allowNegativeLeave', c)}
            />
            <CheckboxField label="Hide Balance" checked={values.hideBalance} onChange={(c) => set('hideBalance', c)} />
          </>
        )}
        <CheckboxField label="Overtime" checked={values.isOvertime} onChange={(c) => set('isOvertime', c)} />
      </div>
      {show.overtimeFactor && (
        <TextField
          label="Overtime Factor"
          required
          inputMode="decimal"
          value={values.payRateFactor}
          error={errors.payRateFactor}
          onChange={(e) => set('payRateFactor', e.target.value)}
        />
      )}
      <fieldset className="flex flex-col gap-1 py-2">
        <legend className="font-semibold">Convert To Day</legend>
        <div className="flex gap-4">
          {CONVERT_MODES.map((m) => (
            <label key={m.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="convertMode"
                className="accent-primary"
                checked={values.convertMode === m.value}
                onChange={() => set('convertMode', m.value)}
              />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.convertMode === 'convertToDay' && (
        <TextField
          label="Daily Hours"
          required
          inputMode="decimal"
          value={values.ctDay}
          error={errors.ctDay}
          onChange={(e) => set('ctDay', e.target.value)}
        />
      )}
    </Modal>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { answerText, fieldErrors } from '../api/answer-text';
import { Button } from '../kit/Button';
import { CheckboxField, SelectField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { notify } from '../kit/notifications/notification-store';
import {
  balanceSettingsBody,
  balanceSettingsErrors,
  balanceSettingsValues,
  blankTypeRow,
  type BalanceSettingsValues,
  type BalanceTypeRow,
  typeChoices,
} from './balance-settings-form';
import { BALANCE_SETTINGS_MESSAGES as M } from './leave-balance-messages';
import { useLeaveTypes } from './leave-queries';

const settingsKey = ['leave-balance', 'settings'] as const;

/**
 * Leave Balance Settings (spec 002 §2 "Leave balance settings"): where the import finds each figure. One pay type per
 * row (named in a column) or one per column; the pay ID column; the standard hours column behind its switch; each
 * leave pay type once, with its balance column and whether it is in days. Columns count from 0, '#' combines them.
 */
export function LeaveBalanceSettingsScreen() {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: settingsKey, queryFn: () => api.getLeaveBalanceSettings() });
  const types = useLeaveTypes();
  const [values, setValues] = useState<BalanceSettingsValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (saved.data) setValues((current) => current ?? balanceSettingsValues(saved.data));
  }, [saved.data]);
  if (!values || !saved.data) return <p className="text-muted">Loading…</p>;

  const set = <K extends keyof BalanceSettingsValues>(key: K, value: BalanceSettingsValues[K]) =>
    setValues((v) => (v ? { ...v, [key]: value } : v));
  const setRow = (index: number, row: Partial<BalanceTypeRow>) =>
    set(
      'rows',
      values.rows.map((r, i) => (i === index ? { ...r, ...row } : r)),
    );

  async function save(current: BalanceSettingsValues) {
    const found = balanceSettingsErrors(current);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.saveLeaveBalanceSettings({ body: balanceSettingsBody(current) });
      notify.success(M.saved);
      await queryClient.invalidateQueries({ queryKey: settingsKey });
    } catch (failure) {
      setErrors(fieldErrors(failure));
      notify.error(answerText(failure, {}, M.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  const leaveTypes = types.data ?? [];
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-bold">Leave Balance Settings</h1>
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5">
        <p role="note" className="text-muted">
          {saved.data.tip}
        </p>
        <CheckboxField
          label="One pay type per row"
          checked={values.onePayTypePerRow}
          onChange={(on) => set('onePayTypePerRow', on)}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Pay ID Column"
            required
            value={values.payIdColumn}
            error={errors.payIdColumn}
            onChange={(e) => set('payIdColumn', e.target.value)}
          />
          {values.onePayTypePerRow && (
            <TextField
              label="Pay Type Column"
              required
              value={values.paytypeNameColumn}
              error={errors.paytypeNameColumn}
              onChange={(e) => set('paytypeNameColumn', e.target.value)}
            />
          )}
        </div>
        <div className="grid grid-cols-2 items-end gap-3">
          <CheckboxField
            label="Standard Hours Column"
            checked={values.isStandardHoursColumn}
            onChange={(on) => set('isStandardHoursColumn', on)}
            className="pb-8"
          />
          {values.isStandardHoursColumn && (
            <TextField
              label="Standard Hours Column"
              aria-label="Standard hours column number"
              required
              value={values.standardHoursColumn}
              error={errors.standardHoursColumn}
              onChange={(e) => set('standardHoursColumn', e.target.value)}
            />
          )}
        </div>
        <table aria-label="Leave pay types" className="w-full">
          <thead>
            <tr className="text-left">
              <th className="pb-1">Pay Type</th>
              <th className="pb-1">Column</th>
              <th className="pb-1">By Day</th>
              <th className="pb-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {values.rows.map((row, i) => (
              <tr key={i} className="align-top">
                <td className="pr-2">
                  <SelectField
                    label={`Pay type ${i + 1}`}
                    className="[&>div:first-child]:sr-only"
                    options={typeChoices(leaveTypes, values.rows, i).map((t) => ({ value: t.id, label: t.name }))}
                    value={row.payType}
                    error={errors[`rows.${i}.payType`]}
                    onChange={(e) => setRow(i, { payType: e.target.value })}
                  />
                </td>
                <td className="pr-2">
                  <TextField
                    label={`Column ${i + 1}`}
                    className="[&>div:first-child]:sr-only"
                    value={row.paytypeColumn}
                    error={errors[`rows.${i}.paytypeColumn`]}
                    onChange={(e) => setRow(i, { paytypeColumn: e.target.value })}
                  />
                </td>
                <td className="pt-2">
                  <CheckboxField label="Days" checked={row.byDay} onChange={(on) => setRow(i, { byDay: on })} />
                </td>
                <td className="pt-1">
                  <Button
                    variant="link"
                    aria-label={`Remove pay type ${i + 1}`}
                    onClick={() =>
                      set(
                        'rows',
                        values.rows.filter((_, j) => j !== i),
                      )
                    }
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {errors.rows && (
          <p role="alert" className="text-[13px] text-danger">
            {errors.rows}
          </p>
        )}
        <div className="flex justify-between">
          <Button onClick={() => set('rows', [...values.rows, blankTypeRow()])}>Add Pay Type</Button>
          <Button variant="primary" loading={busy} onClick={() => void save(values)}>
            Save
          </Button>
        </div>
      </div>
    </div>
  );
}

import { FormModal } from '../kit/forms/FormModal';
import { Modal } from '../kit/Modal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { CheckboxField, TextAreaField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { useModalSave } from '../kit/forms/use-modal-save';
import { notify } from '../kit/notifications/notification-store';
import {
  appendRow,
  canAddRow,
  removeRow,
  roundingFormProblem,
  roundingFormValues,
  roundingSaveBody,
  type RoundingFormValues,
  type RowValues,
} from './rounding-form';
import { ROUNDING_ANSWER_TEXT, ROUNDING_MESSAGES } from './rounding-messages';

/** New or Edit of a rule set: the 700-wide modal with name, description and the rules table. */
export function RoundingFormModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['time-roundings', 'detail', id],
    queryFn: () => api.getTimeRounding({ path: { id: id ?? '' } }),
    enabled: id !== null,
  });
  if (id !== null && !detail.data) {
    return (
      <Modal open title="Modify a Rounding Rule" width={700} onClose={onClose}>
        <p className="py-6 text-muted" role={detail.error ? 'alert' : undefined}>
          {detail.error ? errorText(detail.error) : 'Loading…'}
        </p>
      </Modal>
    );
  }
  return <RoundingForm id={id} initial={roundingFormValues(detail.data ?? null)} onClose={onClose} />;
}

function RoundingForm({
  id,
  initial,
  onClose,
}: {
  id: string | null;
  initial: RoundingFormValues;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const { errors, setErrors, busy, save } = useModalSave({
    validate: () => {
      const problem = roundingFormProblem(values);
      if (!problem) return {};
      if (problem.field === 'rules') notify.warning(problem.message);
      return { [problem.field]: problem.message };
    },
    run: () => api.saveTimeRounding({ body: roundingSaveBody(id, values) }),
    success: ROUNDING_MESSAGES.saved,
    invalidate: ['time-roundings'],
    codes: ROUNDING_ANSWER_TEXT,
    failure: ROUNDING_MESSAGES.saveFailed,
    onSaved: () => onClose(),
  });
  const setRow = (key: number, field: keyof Omit<RowValues, 'key'>, text: string) =>
    setValues((v) => ({ ...v, rows: v.rows.map((r) => (r.key === key ? { ...r, [field]: text } : r)) }));

  function addRow() {
    if (!canAddRow(values.rows)) {
      setErrors({ rules: ROUNDING_MESSAGES.tooManyRules });
      notify.warning(ROUNDING_MESSAGES.tooManyRules);
      return;
    }
    setErrors((e) => ({ ...e, rules: '' }));
    setValues((v) => ({ ...v, rows: appendRow(v.rows) }));
  }

  return (
    <FormModal
      title={id ? 'Modify a Rounding Rule' : 'Create a new Rounding Rule'}
      width={700}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
    >
      <TextField
        label="Name"
        required
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
      />
      <CheckboxField
        label="Active"
        checked={values.active}
        onChange={(checked) => setValues((v) => ({ ...v, active: checked }))}
        className="pb-4"
      />
      <div className="mb-1 font-semibold">Rounding Rules</div>
      <table className="w-full border-collapse text-left" aria-label="Rounding Rules">
        <thead>
          <tr className="border-b border-line bg-[#fafafa]">
            <th className="px-2 py-1.5">From</th>
            <th className="px-2 py-1.5">To</th>
            <th className="px-2 py-1.5">Value</th>
            <th className="px-2 py-1.5" aria-label="Delete row" />
          </tr>
        </thead>
        <tbody>
          {values.rows.map((row, i) => (
            <tr key={row.key} className="border-b border-line">
              {(['fromTime', 'toT', 'value'] as const).map((field) => (
                <td key={field} className="px-2 py-1">
                  <input
                    type="number"
                    min={0}
                    max={60}
                    aria-label={`${field === 'fromTime' ? 'From' : field === 'toT' ? 'To' : 'Value'} of rule ${i + 1}`}
                    value={row[field]}
                    onChange={(e) => setRow(row.key, field, e.target.value)}
                    className="h-8 w-24 rounded-md border border-line px-2 outline-none focus:border-primary"
                  />
                </td>
              ))}
              <td className="px-2 py-1">
                <Button
                  variant="link"
                  aria-label={`Delete rule ${i + 1}`}
                  onClick={() => setValues((v) => ({ ...v, rows: removeRow(v.rows, row.key) }))}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex items-center gap-3">
        <Button onClick={addRow}>Add row</Button>
        <span className="text-muted">{values.rows.length} / 20</span>
      </div>
      <div className="min-h-5 pt-1 text-[13px] text-danger" role={errors.rules ? 'alert' : undefined}>
        {errors.rules}
      </div>
    </FormModal>
  );
}

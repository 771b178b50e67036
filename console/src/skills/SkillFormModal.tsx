import { FormModal } from '../kit/forms/FormModal';
import type { SkillAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { SelectField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { useModalSave } from '../kit/forms/use-modal-save';
import {
  allowanceOptions,
  ALLOWANCE_CALCULATION_OPTIONS,
  skillFormErrors,
  skillFormValues,
  skillSaveBody,
  type AllowanceCalculationType,
  type SkillFormValues,
} from './skill-form';
import { SKILL_ANSWER_TEXT, SKILL_MESSAGES } from './skill-messages';

/** 'Create a new skill' / 'Modify a skill' (width 550). */
export function SkillFormModal({ skill, onClose }: { skill: SkillAnswer | null; onClose: () => void }) {
  const payTypes = useQuery({
    queryKey: ['pay-types', 'allowances'],
    queryFn: () => api.getPayTypes({ query: { isAllowance: true, status: true } }),
  });
  const [values, setValues] = useState<SkillFormValues>(() => skillFormValues(skill));
  const { errors, busy, save } = useModalSave({
    validate: () => skillFormErrors(values),
    run: () => api.saveSkill({ body: skillSaveBody(skill?.id ?? null, values) }),
    success: SKILL_MESSAGES.saved,
    invalidate: ['skills'],
    codes: SKILL_ANSWER_TEXT,
    failure: SKILL_MESSAGES.saveFailed,
    onSaved: () => onClose(),
  });
  const set = <K extends keyof SkillFormValues>(key: K, value: SkillFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  return (
    <FormModal
      title={skill ? 'Modify a skill' : 'Create a new skill'}
      width={550}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
    >
      <TextField
        label="Name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <label className="flex items-center gap-2 pb-5">
        <input
          type="checkbox"
          checked={values.active}
          disabled={!skill}
          onChange={(e) => set('active', e.target.checked)}
          className="size-4 accent-primary"
        />
        Active
      </label>
      <SelectField
        label="Allowances"
        options={allowanceOptions(payTypes.data ?? [], skill?.payType)}
        value={values.payTypeId}
        error={errors.payTypeId}
        onChange={(e) => set('payTypeId', e.target.value)}
      />
      <SelectField
        label="Allowance Calculation"
        required
        options={ALLOWANCE_CALCULATION_OPTIONS}
        value={values.allowanceCalculationType}
        error={errors.allowanceCalculationType}
        onChange={(e) => set('allowanceCalculationType', e.target.value as AllowanceCalculationType | '')}
      />
    </FormModal>
  );
}

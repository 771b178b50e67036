import type { SkillAnswer } from '@rollcall/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../components/Button';
import { SelectField } from '../components/Field';
import { Modal } from '../components/Modal';
import { TextField } from '../components/TextField';
import { notify } from '../notifications/notification-store';
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
  const queryClient = useQueryClient();
  const payTypes = useQuery({
    queryKey: ['pay-types', 'allowances'],
    queryFn: () => api.getPayTypes({ query: { isAllowance: true, status: true } }),
  });
  const [values, setValues] = useState<SkillFormValues>(() => skillFormValues(skill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof SkillFormValues>(key: K, value: SkillFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save() {
    const invalid = skillFormErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      await api.saveSkill({ body: skillSaveBody(skill?.id ?? null, values) });
      notify.success(SKILL_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: ['skills'] });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(answerText(error, SKILL_ANSWER_TEXT, SKILL_MESSAGES.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={skill ? 'Modify a skill' : 'Create a new skill'}
      width={550}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
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
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

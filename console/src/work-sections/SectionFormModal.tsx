import { useState } from 'react';
import { FormModal } from '../kit/forms/FormModal';
import { sectionErrors, type SectionDraft } from './section-form';
import { SectionFormFields } from './SectionFormFields';

/**
 * 'New Section' / 'Modify Section': every field of a work section (spec 001 §2 "Section form", §3 WorkSection).
 * Save checks the form's rules (§5) and hands the section back; it is held with the day until the screen saves.
 */
export function SectionFormModal({
  section,
  creating,
  onSave,
  onClose,
}: {
  section: SectionDraft;
  creating: boolean;
  onSave: (section: SectionDraft) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<SectionDraft>(section);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<SectionDraft>) => setValues((v) => ({ ...v, ...patch }));

  function save() {
    const found = sectionErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  }

  return (
    <FormModal
      title={creating ? 'New Section' : 'Modify Section'}
      width={700}
      busy={false}
      onClose={onClose}
      onSave={save}
      noValidate
    >
      <SectionFormFields values={values} errors={errors} onChange={set} />
    </FormModal>
  );
}

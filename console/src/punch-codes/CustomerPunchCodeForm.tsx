import { useState } from 'react';
import { SubmitButton } from '../kit/forms/SubmitButton';
import { SelectField } from '../kit/Field';
import { customerFormErrors } from './punch-code-payload';

const FIELDS = [
  ['project', 'Project'],
  ['panel', 'Level 2'],
  ['task', 'Level 3'],
  ['category', 'Category'],
] as const;

type CustomerField = (typeof FIELDS)[number][0];

/**
 * The customer-variant form (isCalderStewart): Project, Level 2, Level 3, Category, all required. Its choices come
 * from the customer's system (/api/calder-stewart/*), which the integrations issue connects; until then the lists
 * are empty and Generate reports the missing fields rather than inventing data.
 */
export function CustomerPunchCodeForm() {
  const [values, setValues] = useState<Record<CustomerField, string>>({
    project: '',
    panel: '',
    task: '',
    category: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="flex w-[400px] flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        setErrors(customerFormErrors(values));
      }}
    >
      <p className="pb-4 text-muted" role="note">
        The Project, Level 2, Level 3 and Category lists come from the customer system, which is not connected yet.
      </p>
      {FIELDS.map(([key, label]) => (
        <SelectField
          key={key}
          label={label}
          required
          value={values[key]}
          error={errors[key]}
          options={[]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
      ))}
      <SubmitButton>Generate</SubmitButton>
    </form>
  );
}

import { hasInactive, visibleOptions } from './select-options';
import { RequiredMark } from './TextField';
import {
  useId,
  useState,
  type ComponentType,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** A label, a control and its validation message (the same frame as TextField). */
export function FieldFrame({
  label,
  error,
  required,
  className = '',
  children,
}: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex">
        {required && <RequiredMark />}
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
      </div>
      {children(id, error ? errorId : undefined)}
      <div id={errorId} className="min-h-5 text-[13px] text-danger" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** The props every bare input of the kit (DateInput, TimeInput) takes besides its value, the frame's among them. */
export interface FramedInputProps {
  id?: string | undefined;
  name?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
  className?: string | undefined;
}

/** A bare input in the FieldFrame: labelled, its validation message underneath (DateField, TimeField). */
export function framedField<P extends FramedInputProps>(Input: ComponentType<P>) {
  return function FramedField({
    label,
    error,
    className,
    ...input
  }: Omit<P, 'id' | 'invalid' | 'aria-describedby' | 'className'> & {
    label: string;
    error?: string | undefined;
    className?: string | undefined;
  }) {
    return (
      <FieldFrame label={label} error={error} required={input.required === true} className={className}>
        {(id, describedBy) => (
          <Input {...(input as unknown as P)} id={id} invalid={!!error} aria-describedby={describedBy} />
        )}
      </FieldFrame>
    );
  };
}

const control = (error: string | undefined) =>
  `rounded-md border bg-white px-3 outline-none focus:ring-2 ${
    error ? 'border-danger focus:ring-danger/20' : 'border-line focus:border-primary focus:ring-primary/20'
  }`;

export interface Option {
  value: string;
  label: string;
  /** hidden unless "Show All options" is ticked, then labelled "(Inactive)" */
  inactive?: boolean;
}

/**
 * A select whose value drops to empty when it is not among the options (spec 000 §5). Options marked inactive are
 * offered only after "Show All options" is ticked (the box shows when there are any).
 */
export function SelectField({
  label,
  error,
  required,
  options: all,
  placeholder = 'Please select',
  className,
  value,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: Option[];
  placeholder?: string;
  value: string;
}) {
  const [showAll, setShowAll] = useState(false);
  const options = visibleOptions(all, showAll);
  const known = options.some((o) => o.value === value) ? value : '';
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(id, describedBy) => (
        <>
          <select
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={known}
            {...select}
            className={`h-9 ${control(error)}`}
          >
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {hasInactive(all) && <CheckboxField label="Show All options" checked={showAll} onChange={setShowAll} />}
        </>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  className,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(id, describedBy) => (
        <textarea id={id} rows={5} aria-describedby={describedBy} {...area} className={`py-2 ${control(error)}`} />
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex items-center gap-2 ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}

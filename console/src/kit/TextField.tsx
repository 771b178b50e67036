import { useId, type InputHTMLAttributes } from 'react';

/** The red asterisk of a required field, outside the label so that it is not part of the field's name. */
export function RequiredMark() {
  return (
    <span aria-hidden className="mr-0.5 text-danger">
      *
    </span>
  );
}

/** A labelled input with its validation message underneath. */
export function TextField({
  label,
  error,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex">
        {input.required && <RequiredMark />}
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
      </div>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        className={`h-9 rounded-md border bg-white px-3 outline-none focus:ring-2 ${
          error ? 'border-danger focus:ring-danger/20' : 'border-line focus:border-primary focus:ring-primary/20'
        }`}
      />
      <div id={errorId} className="min-h-5 text-[13px] text-danger" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { framedField, type FramedInputProps } from './Field';
import { formatDate, parseDate, ROW_DATE_FORMAT } from './dates';

export interface DateInputProps extends FramedInputProps {
  /** YYYY-MM-DD, or '' for none */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
}

/**
 * A date typed day first (DD/MM/YYYY; D/M/YYYY and - or . between also read), or picked from the browser's
 * calendar. It answers YYYY-MM-DD once the text is a date, '' once it is cleared; text that is no date goes back
 * to the last date when the field is left.
 */
export function DateInput({ value, onChange, min, max, invalid, className = '', ...input }: DateInputProps) {
  const [text, setText] = useState(() => formatDate(value));
  const calendar = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // a value set from outside (a reset, the server's answer) replaces the text; the text being typed stays
    setText((current) => (parseDate(current) === value || (!value && !current.trim()) ? current : formatDate(value)));
  }, [value]);
  return (
    <div className={`relative flex ${className}`}>
      <input
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={ROW_DATE_FORMAT.toUpperCase()}
        value={text}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          if (!typed.trim()) onChange('');
          else {
            const date = parseDate(typed);
            if (date && date !== value) onChange(date);
          }
        }}
        onBlur={() => setText(formatDate(value))}
        className={`h-9 w-full min-w-32 rounded-md border bg-white pr-9 pl-3 outline-none focus:ring-2 ${
          invalid ? 'border-danger focus:ring-danger/20' : 'border-line focus:border-primary focus:ring-primary/20'
        }`}
      />
      <button
        type="button"
        tabIndex={-1}
        disabled={input.disabled}
        aria-label="Choose a date from the calendar"
        onClick={() => calendar.current?.showPicker()}
        className="absolute inset-y-0 right-0 flex items-center px-2.5 text-muted hover:text-primary"
      >
        <svg aria-hidden viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="2" y="3" width="12" height="11" rx="1.5" />
          <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
        </svg>
      </button>
      <input
        ref={calendar}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          setText(formatDate(event.target.value));
          onChange(event.target.value);
        }}
        className="pointer-events-none absolute bottom-0 left-0 size-px opacity-0"
      />
    </div>
  );
}

/** A labelled DateInput with its validation message underneath (the frame of TextField). */
export const DateField = framedField(DateInput);

/** The DateField props that tie it to one date (YYYY-MM-DD text) of a form's values, errors and setter. */
export function bindDate<Values, Key extends keyof Values & string>(
  form: {
    values: Values;
    errors: Partial<Record<keyof Values, string>>;
    set: (key: Key, value: Values[Key]) => void;
  },
  key: Key,
): Pick<DateInputProps, 'name' | 'value' | 'onChange'> & { error: string | undefined } {
  return {
    name: key,
    value: form.values[key] as string,
    error: form.errors[key],
    onChange: (value) => form.set(key, value as Values[Key]),
  };
}

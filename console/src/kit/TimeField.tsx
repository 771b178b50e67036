import { useEffect, useState, type KeyboardEvent } from 'react';
import { framedField, type FramedInputProps } from './Field';
import { parseTime, stepTime, TIME_FORMAT } from './times';

export interface TimeInputProps extends FramedInputProps {
  /** HH:mm, '' for none (or the text typed while it is not a time) */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A time of day typed 24-hour, HH:mm (1345, 13.45, 8:05 and 8 are read too), whatever the browser's locale: a bare
 * <input type="time"> shows AM/PM in en-US. It answers HH:mm once the text is a time, '' once it is cleared, and
 * otherwise the text itself, so that the form's own validation refuses it with the spec's message; leaving the
 * field writes the time as HH:mm. Arrow Up and Down step the hour with the caret in the hours, else the minute.
 */
export function TimeInput({ value, onChange, invalid, className = '', ...input }: TimeInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    // a value set from outside (a reset, the server's answer) replaces the text; the text being typed stays
    setText((current) => (current === value || parseTime(current) === value ? current : value));
  }, [value]);
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const field = event.currentTarget;
    const caret = field.selectionStart ?? 0;
    const next = stepTime(text, (caret <= 2 ? 60 : 1) * (event.key === 'ArrowUp' ? 1 : -1));
    setText(next);
    onChange(next);
    requestAnimationFrame(() => field.setSelectionRange(caret, caret));
  };
  return (
    <input
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={TIME_FORMAT}
      value={text}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onChange(parseTime(typed) ?? typed.trim());
      }}
      onKeyDown={step}
      onBlur={() => setText((current) => parseTime(current) ?? current)}
      className={`h-9 rounded-md border bg-white px-3 tabular-nums outline-none focus:ring-2 ${
        invalid ? 'border-danger focus:ring-danger/20' : 'border-line focus:border-primary focus:ring-primary/20'
      } ${className}`}
    />
  );
}

/** A labelled TimeInput with its validation message underneath (the frame of TextField). */
export const TimeField = framedField(TimeInput);

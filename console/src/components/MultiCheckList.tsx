import type { Option } from './Field';

/** A multi-choice list with select-all (spec 000 §5), for Management departments and the like. */
export function MultiCheckList({
  label,
  options,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const all = options.length > 0 && options.every((o) => value.includes(o.value));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">
        {required && (
          <span aria-hidden className="mr-0.5 text-danger">
            *
          </span>
        )}
        {label}
      </legend>
      <div
        className={`max-h-48 overflow-auto rounded-md border bg-white p-2 ${error ? 'border-danger' : 'border-line'}`}
      >
        <label className="flex items-center gap-2 border-b border-line pb-1 font-semibold">
          <input
            type="checkbox"
            checked={all}
            onChange={(e) => onChange(e.target.checked ? options.map((o) => o.value) : [])}
          />
          Select all
        </label>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={value.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
            />
            {o.label}
          </label>
        ))}
      </div>
      <div className="min-h-5 text-[13px] text-danger" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </fieldset>
  );
}

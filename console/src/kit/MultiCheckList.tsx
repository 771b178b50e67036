import { useState } from 'react';
import { CheckboxField, type Option } from './Field';
import { hasInactive, keptValues, tagsOf, visibleOptions } from './select-options';

/**
 * A multi-choice list with select-all (spec 000 §5), for Management departments and the like. The choice shows as
 * at most 5 tags (then "+N"); values not among the offered options are dropped; options marked inactive are
 * offered only after "Show All options" is ticked.
 */
export function MultiCheckList({
  label,
  options: all,
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
  const [showAll, setShowAll] = useState(false);
  const options = visibleOptions(all, showAll);
  const chosen = keptValues(value, options);
  const { tags, more } = tagsOf(chosen, options);
  const everything = options.length > 0 && options.every((o) => chosen.includes(o.value));
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
      {tags.length > 0 && (
        <div className="flex flex-wrap gap-1" data-testid="selected-tags">
          {tags.map((t) => (
            <span key={t.value} className="rounded bg-primary-soft px-2 py-0.5 text-[13px] text-ink">
              {t.label.trim()}
            </span>
          ))}
          {more > 0 && <span className="rounded bg-line px-2 py-0.5 text-[13px]">+{more}</span>}
        </div>
      )}
      <div
        className={`max-h-48 overflow-auto rounded-md border bg-white p-2 ${error ? 'border-danger' : 'border-line'}`}
      >
        <label className="flex items-center gap-2 border-b border-line pb-1 font-semibold">
          <input
            type="checkbox"
            checked={everything}
            onChange={(e) => onChange(e.target.checked ? options.map((o) => o.value) : [])}
          />
          Select all
        </label>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={chosen.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
            />
            {o.label}
          </label>
        ))}
      </div>
      {hasInactive(all) && <CheckboxField label="Show All options" checked={showAll} onChange={setShowAll} />}
      <div className="min-h-5 text-[13px] text-danger" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </fieldset>
  );
}

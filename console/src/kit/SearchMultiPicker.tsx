import { RequiredMark } from './TextField';
import { pickerLabel, pickerTags, toggled, toggledAll, type PickerPageSize, type PickerSource } from './search-picker';
import { MAX_TAGS } from './select-options';
import { useSearchPicker } from './use-search-picker';

/**
 * A many-of choice among more people (or things) than a page can hold: typing searches on the server, a page of
 * matches at a time, with Select all over the matches shown. The choice shows as at most `maxTags` tags (then
 * "+N"), named through the source's by-ids call, so the whole list is never loaded. A chosen one the server does
 * not name for the caller stays chosen and shows as `unseenLabel`.
 */
export function SearchMultiPicker({
  label,
  source,
  value,
  onChange,
  pageSize = 25,
  maxTags = MAX_TAGS,
  unseenLabel,
  noun,
  error,
  required,
}: {
  label: string;
  source: PickerSource;
  value: string[];
  onChange: (value: string[]) => void;
  /** the most matches shown at once; typing narrows the search */
  pageSize?: PickerPageSize;
  maxTags?: number;
  unseenLabel: string;
  /** what a choice is, for the empty and "more" lines ("employee") */
  noun: string;
  error?: string | undefined;
  required?: boolean;
}) {
  const picker = useSearchPicker(source, [...new Set(value)].slice(0, maxTags), pageSize);
  const { offered, more, found } = picker;
  const { tags, more: moreTags, pending } = pickerTags(value, picker.known, unseenLabel, maxTags);
  const everything = offered.length > 0 && offered.every((o) => value.includes(o.value));
  return (
    <fieldset className="flex flex-col gap-1" data-testid="search-multi-picker">
      <legend className="font-semibold">
        {required && <RequiredMark />}
        {label}
      </legend>
      {(tags.length > 0 || pending > 0 || moreTags > 0) && (
        <div className="flex flex-wrap gap-1" data-testid="selected-tags">
          {tags.map((t) => (
            <span
              key={t.value}
              data-testid="tag"
              className={`flex items-center gap-1 rounded px-2 py-0.5 text-[13px] ${t.unseen ? 'bg-line text-muted' : 'bg-primary-soft text-ink'}`}
            >
              {t.label}
              <button
                type="button"
                aria-label={`Remove ${t.label}`}
                className="text-muted hover:text-danger"
                onClick={() => onChange(toggled(value, t.value, false))}
              >
                ×
              </button>
            </span>
          ))}
          {pending > 0 && (
            <span className="rounded bg-line px-2 py-0.5 text-[13px] text-muted">
              {picker.namingFailed ? `${pending} not named: the server did not answer` : 'Loading names…'}
            </span>
          )}
          {moreTags > 0 && (
            <span data-testid="tag-more" className="rounded bg-line px-2 py-0.5 text-[13px]">
              +{moreTags}
            </span>
          )}
        </div>
      )}
      <input
        type="search"
        aria-label={`Search ${label}`}
        placeholder={`Type to search ${label.toLowerCase()}`}
        className="h-9 rounded-md border border-line px-3 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        value={picker.text}
        onChange={(e) => picker.setText(e.target.value)}
      />
      <div
        data-testid="search-multi-picker-options"
        data-search={picker.search}
        className={`max-h-48 overflow-auto rounded-md border bg-white p-2 ${error ? 'border-danger' : 'border-line'}`}
      >
        {offered.length > 0 && (
          <label className="flex items-center gap-2 border-b border-line pb-1 font-semibold">
            <input
              type="checkbox"
              checked={everything}
              onChange={(e) => onChange(toggledAll(value, offered, e.target.checked))}
            />
            {more > 0 ? `Select all ${offered.length} shown` : 'Select all'}
          </label>
        )}
        {offered.map((o) => (
          <label key={o.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={value.includes(o.value)}
              onChange={(e) => onChange(toggled(value, o.value, e.target.checked))}
            />
            <span className="flex-1">{pickerLabel(o)}</span>
            {o.detail && <span className="text-[12px] text-muted">{o.detail}</span>}
          </label>
        ))}
        {found.isPending && <div className="text-muted">Loading…</div>}
        {found.isError && <div className="text-danger">The search failed: try again.</div>}
        {found.data && offered.length === 0 && (
          <div className="text-muted">{picker.search ? `No ${noun} matches “${picker.search}”.` : `No ${noun}s.`}</div>
        )}
        {more > 0 && <div className="pt-1 text-[13px] text-muted">{more} more: type to narrow the search</div>}
      </div>
      <div className="min-h-5 text-[13px] text-danger" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </fieldset>
  );
}

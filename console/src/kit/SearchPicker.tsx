import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { FieldFrame } from './Field';
import { pickerLabel, type PickerOption, type PickerPageSize, type PickerSource } from './search-picker';
import { useSearchPicker } from './use-search-picker';

/**
 * A one-of choice among more people (or things) than a page can hold: typing searches on the server, a page of
 * matches at a time; the chosen one is named through the source's by-ids call. As a select (spec 000 §5), a value
 * the server does not name as a choice (any more) shows empty.
 */
export function SearchPicker({
  label,
  source,
  value,
  onChange,
  noun,
  pageSize = 25,
  placeholder = 'Please select',
  required,
  error,
}: {
  label: string;
  source: PickerSource;
  /** the chosen id ('' for none) */
  value: string;
  onChange: (value: string) => void;
  /** what a choice is, for the empty and "more" lines ("approver") */
  noun: string;
  pageSize?: PickerPageSize;
  placeholder?: string;
  required?: boolean;
  error?: string | undefined;
}) {
  const picker = useSearchPicker(source, value ? [value] : [], pageSize);
  const known = value ? picker.known.get(value) : undefined;
  const chosen = known && known !== 'unseen' ? known : null;
  return (
    <FieldFrame label={label} error={error} required={required}>
      {(id, describedBy) => (
        <Combobox
          immediate
          value={chosen}
          by="value"
          onChange={(option: PickerOption | null) => onChange(option?.value ?? '')}
          onClose={() => picker.setText('')}
        >
          <div className="relative">
            <ComboboxInput
              id={id}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              placeholder={value && known === undefined ? 'Loading…' : placeholder}
              displayValue={(option: PickerOption | null) => (option ? pickerLabel(option) : '')}
              onChange={(event) => picker.setText(event.target.value)}
              className={`h-9 w-full rounded-md border bg-white pr-14 pl-3 outline-none focus:ring-2 ${
                error ? 'border-danger focus:ring-danger/20' : 'border-line focus:border-primary focus:ring-primary/20'
              }`}
            />
            {!required && chosen && (
              <button
                type="button"
                aria-label={`Clear ${label}`}
                className="absolute inset-y-0 right-7 px-1 text-muted hover:text-danger"
                onClick={() => onChange('')}
              >
                ×
              </button>
            )}
            <ComboboxButton className="absolute inset-y-0 right-0 px-2.5 text-muted" aria-label={`Show ${noun}s`}>
              ▾
            </ComboboxButton>
          </div>
          <ComboboxOptions
            data-testid="search-picker-options"
            data-search={picker.search}
            anchor="bottom start"
            className="z-[60] mt-1 max-h-72 w-[var(--input-width)] overflow-auto rounded-md border border-line bg-white py-1 shadow-lg empty:invisible"
          >
            {picker.offered.map((option) => (
              <ComboboxOption
                key={option.value}
                value={option}
                className="flex cursor-pointer justify-between gap-2 px-3 py-2 data-focus:bg-primary-soft data-selected:font-semibold"
              >
                <span>{pickerLabel(option)}</span>
                {option.detail && <span className="text-muted">{option.detail}</span>}
              </ComboboxOption>
            ))}
            {picker.found.isError && <div className="px-3 py-2 text-danger">The search failed: try again.</div>}
            {picker.found.data && picker.offered.length === 0 && (
              <div className="px-3 py-2 text-muted">
                {picker.search ? `No ${noun} matches “${picker.search}”.` : `No ${noun}s.`}
              </div>
            )}
            {picker.more > 0 && (
              <div className="px-3 py-2 text-muted">{picker.more} more: type to narrow the search</div>
            )}
          </ComboboxOptions>
        </Combobox>
      )}
    </FieldFrame>
  );
}

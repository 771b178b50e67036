import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { visibleTagOptions } from './tag-multi-select';

export interface TagOption {
  value: string;
  label: string;
  /** inactive options are offered only with "Show All options" ticked (a chosen one always shows as a tag) */
  inactive?: boolean;
}

/**
 * A multi-select shown as tags (at most `maxTags`, then "+ N ..."), with Select all and a "Show All options" switch
 * for inactive choices. Shared by the job form's tasks and any other many-of list.
 */
export function TagMultiSelect({
  label,
  options,
  value,
  onChange,
  maxTags = 5,
}: {
  label: string;
  options: TagOption[];
  value: string[];
  onChange: (value: string[]) => void;
  maxTags?: number;
}) {
  const [showAll, setShowAll] = useState(false);
  const labelOf = new Map(options.map((o) => [o.value, o.label]));
  const offered = visibleTagOptions(options, showAll);
  const allChosen = offered.length > 0 && offered.every((o) => value.includes(o.value));
  const shown = value.slice(0, maxTags);
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));
  return (
    <div className="flex flex-col gap-1 pb-5">
      <span className="font-semibold">{label}</span>
      <Popover className="relative">
        <PopoverButton
          aria-label={label}
          className="flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border border-line bg-white px-2 py-1 text-left hover:border-primary"
        >
          {value.length === 0 && <span className="text-muted">Please select</span>}
          {shown.map((v) => (
            <span key={v} data-testid="tag" className="rounded border border-line bg-canvas px-1.5 text-[12px]">
              {labelOf.get(v) ?? v}
            </span>
          ))}
          {value.length > maxTags && (
            <span data-testid="tag-more" className="rounded border border-line bg-canvas px-1.5 text-[12px]">
              + {value.length - maxTags} ...
            </span>
          )}
        </PopoverButton>
        <PopoverPanel
          anchor="bottom start"
          className="z-[60] mt-1 max-h-72 w-[var(--button-width)] overflow-auto rounded-md border border-line bg-white p-2 shadow-lg"
        >
          <label className="flex items-center gap-2 border-b border-line pb-1 text-muted">
            <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
            Show All options
          </label>
          <label className="flex items-center gap-2 border-b border-line py-1 font-semibold">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? [...new Set([...value, ...offered.map((o) => o.value)])]
                    : value.filter((v) => !offered.some((o) => o.value === v)),
                )
              }
            />
            Select all
          </label>
          {offered.map((o) => (
            <label key={o.value} className="flex items-center gap-2 py-0.5">
              <input
                type="checkbox"
                checked={value.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              {o.label}
              {o.inactive && <span className="text-[12px] text-muted">(Inactive)</span>}
            </label>
          ))}
          {offered.length === 0 && <div className="py-1 text-muted">No data</div>}
        </PopoverPanel>
      </Popover>
    </div>
  );
}

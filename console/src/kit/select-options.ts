import type { Option } from './Field';

// The shared select rules of spec 000 §5: a select keeps only values among its options; a multi-select shows at
// most 5 tags; inactive options are hidden unless "Show All options" is ticked, and are labelled "(Inactive)".

export const MAX_TAGS = 5;
export const INACTIVE_SUFFIX = ' (Inactive)';

/** The options to offer: active ones, and with `showAll` the inactive ones too, labelled. */
export function visibleOptions(options: readonly Option[], showAll: boolean): Option[] {
  return options
    .filter((o) => showAll || !o.inactive)
    .map((o) =>
      o.inactive && !o.label.endsWith(INACTIVE_SUFFIX) ? { ...o, label: `${o.label}${INACTIVE_SUFFIX}` } : o,
    );
}

/** The values that are among the options, in their order of choice. */
export function keptValues(values: readonly string[], options: readonly Option[]): string[] {
  const known = new Set(options.map((o) => o.value));
  return values.filter((v, i) => known.has(v) && values.indexOf(v) === i);
}

/** The tags a multi-select shows (at most MAX_TAGS) and how many more are chosen. */
export function tagsOf(values: readonly string[], options: readonly Option[]): { tags: Option[]; more: number } {
  const byValue = new Map(options.map((o) => [o.value, o]));
  const chosen = keptValues(values, options)
    .map((v) => byValue.get(v))
    .filter((o): o is Option => o !== undefined);
  return { tags: chosen.slice(0, MAX_TAGS), more: Math.max(0, chosen.length - MAX_TAGS) };
}

/** Whether "Show All options" has anything to show. */
export const hasInactive = (options: readonly Option[]): boolean => options.some((o) => o.inactive);

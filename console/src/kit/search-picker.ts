import type { Option } from './Field';
import { INACTIVE_SUFFIX, MAX_TAGS } from './select-options';
import type { PAGE_SIZES } from './table/table-settings';

// The rules of a picker that searches on the server (kit/SearchMultiPicker.tsx): it never holds the whole list,
// only a page of matches and the names of the chosen ones it shows.

/** One choice: `detail` is shown beside the label (a clock id); an inactive one is labelled "(Inactive)". */
export interface PickerOption extends Option {
  detail?: string | undefined;
}

/** How many matches a picker shows at once: a page size the server's lists take. */
export type PickerPageSize = (typeof PAGE_SIZES)[number];

/** A page of matches for the text typed, and how many match in all. */
export interface PickerPage {
  options: PickerOption[];
  total: number;
}

/** Where a searching picker gets its choices: a page of matches, and the chosen ones by id. */
export interface PickerSource {
  /** the query key the picker's calls are cached under */
  key: readonly unknown[];
  search: (text: string, pageSize: PickerPageSize) => Promise<PickerPage>;
  /** the options for these ids (at most a tag row's worth); ids left out are not the caller's to see */
  byIds: (ids: string[]) => Promise<PickerOption[]>;
}

/** What the picker knows of a chosen id: its option, or that the server named no such choice for the caller. */
export type Known = Map<string, PickerOption | 'unseen'>;

export interface Tag {
  value: string;
  label: string;
  /** the server did not name it (not the caller's to see, or gone); it stays chosen */
  unseen: boolean;
}

/** An option's label as the picker shows it: inactive ones say so. */
export function pickerLabel(option: PickerOption): string {
  return option.inactive && !option.label.endsWith(INACTIVE_SUFFIX)
    ? `${option.label}${INACTIVE_SUFFIX}`
    : option.label;
}

/** The first `maxTags` chosen ids (once each) whose options the picker does not know yet: one by-ids call. */
export function idsToName(value: readonly string[], known: Known, maxTags = MAX_TAGS): string[] {
  return [...new Set(value)].slice(0, maxTags).filter((id) => !known.has(id));
}

/** `known` with what a by-ids call answered for `asked`: the ids it left out are marked unseen. */
export function withNamed(known: Known, asked: readonly string[], named: readonly PickerOption[]): Known {
  const next: Known = new Map(known);
  for (const id of asked) next.set(id, 'unseen');
  for (const option of named) next.set(option.value, option);
  return next;
}

/** `known` with the options of a page of matches (so a choice made from them needs no by-ids call). */
export function withOffered(known: Known, offered: readonly PickerOption[]): Known {
  if (offered.every((o) => known.get(o.value) === o)) return known;
  const next: Known = new Map(known);
  for (const option of offered) next.set(option.value, option);
  return next;
}

/**
 * The tags of the choice: at most `maxTags`, then how many more are chosen ("+N"). A tag whose name is still being
 * asked for is left out until it is known (`pending`), so no raw id is ever shown.
 */
export function pickerTags(
  value: readonly string[],
  known: Known,
  unseenLabel: string,
  maxTags = MAX_TAGS,
): { tags: Tag[]; more: number; pending: number } {
  const chosen = [...new Set(value)];
  const first = chosen.slice(0, maxTags);
  const tags: Tag[] = [];
  for (const id of first) {
    const option = known.get(id);
    if (option === undefined) continue;
    tags.push(
      option === 'unseen'
        ? { value: id, label: unseenLabel, unseen: true }
        : { value: id, label: pickerLabel(option), unseen: false },
    );
  }
  return { tags, more: chosen.length - first.length, pending: first.length - tags.length };
}

/** The choice with `id` ticked or unticked (kept in the order chosen, once each). */
export function toggled(value: readonly string[], id: string, on: boolean): string[] {
  if (on) return value.includes(id) ? [...value] : [...value, id];
  return value.filter((v) => v !== id);
}

/** The choice with every offered option ticked, or with the offered ones unticked (the others stay chosen). */
export function toggledAll(value: readonly string[], offered: readonly PickerOption[], on: boolean): string[] {
  const ids = new Set(offered.map((o) => o.value));
  const others = value.filter((v) => !ids.has(v));
  return on ? [...new Set([...value, ...offered.map((o) => o.value)])] : others;
}

/** The options a tag multi-select offers: active ones, and inactive ones too when "Show All options" is ticked. */
export function visibleTagOptions<O extends { inactive?: boolean }>(options: O[], showAll: boolean): O[] {
  return showAll ? options : options.filter((o) => !o.inactive);
}

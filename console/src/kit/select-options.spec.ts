import { hasInactive, keptValues, MAX_TAGS, tagsOf, visibleOptions } from './select-options';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo', inactive: true },
  { value: 'c', label: 'Charlie' },
  { value: 'd', label: 'Delta' },
  { value: 'e', label: 'Echo' },
  { value: 'f', label: 'Foxtrot' },
  { value: 'g', label: 'Golf' },
];

describe('shared select rules', () => {
  it('hides inactive options unless all are shown, and labels them (Inactive)', () => {
    expect(visibleOptions(options, false).map((o) => o.value)).toEqual(['a', 'c', 'd', 'e', 'f', 'g']);
    expect(visibleOptions(options, true).find((o) => o.value === 'b')?.label).toBe('Bravo (Inactive)');
    expect(visibleOptions([{ value: 'x', label: 'X (Inactive)', inactive: true }], true)[0]?.label).toBe(
      'X (Inactive)',
    );
  });

  it('drops values that are not among the options, and repeats', () => {
    expect(keptValues(['c', 'zz', 'a', 'c'], options)).toEqual(['c', 'a']);
    expect(keptValues(['b'], visibleOptions(options, false))).toEqual([]);
  });

  it('shows at most five tags and counts the rest', () => {
    const all = options.map((o) => o.value);
    const { tags, more } = tagsOf(all, options);
    expect(tags).toHaveLength(MAX_TAGS);
    expect(tags.map((t) => t.label)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(more).toBe(2);
    expect(tagsOf(['a', 'gone'], options)).toEqual({ tags: [{ value: 'a', label: 'Alpha' }], more: 0 });
  });

  it('knows whether there is anything inactive to show', () => {
    expect(hasInactive(options)).toBe(true);
    expect(hasInactive(options.filter((o) => !o.inactive))).toBe(false);
  });
});

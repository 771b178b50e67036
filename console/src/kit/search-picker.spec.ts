import {
  idsToName,
  pickerLabel,
  pickerTags,
  toggled,
  toggledAll,
  withNamed,
  withOffered,
  type Known,
  type PickerOption,
} from './search-picker';

const option = (value: string, label: string, inactive = false): PickerOption => ({ value, label, inactive });

describe('a searching picker', () => {
  it('asks the server only for the names of the chosen ones it shows and does not know yet', () => {
    const known: Known = new Map([['b', option('b', 'Bo')]]);
    expect(idsToName(['a', 'b', 'c', 'a', 'd', 'e', 'f', 'g'], known)).toEqual(['a', 'c', 'd', 'e']);
    expect(idsToName(['a', 'b', 'c'], known, 2)).toEqual(['a']);
    expect(idsToName([], known)).toEqual([]);
  });

  it('marks the ids a by-ids call left out as unseen, and keeps what it knew', () => {
    const known = withNamed(new Map([['x', option('x', 'Xi')]]), ['a', 'b'], [option('a', 'Ana')]);
    expect([...known.entries()]).toEqual([
      ['x', option('x', 'Xi')],
      ['a', option('a', 'Ana')],
      ['b', 'unseen'],
    ]);
  });

  it('learns the offered options, and keeps the same map when it knew them all', () => {
    const ana = option('a', 'Ana');
    const known: Known = new Map([['a', ana]]);
    expect(withOffered(known, [ana])).toBe(known);
    expect(withOffered(known, [ana, option('b', 'Bo')]).get('b')).toEqual(option('b', 'Bo'));
  });

  it('shows at most five tags then how many more, inactive ones labelled, unseen ones as such, unknown ones pending', () => {
    const known: Known = new Map<string, PickerOption | 'unseen'>([
      ['a', option('a', 'Ana')],
      ['b', option('b', 'Bo', true)],
      ['c', 'unseen'],
      ['e', option('e', 'Eru')],
      ['f', option('f', 'Fa')],
    ]);
    expect(pickerTags(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a'], known, 'Not yours')).toEqual({
      tags: [
        { value: 'a', label: 'Ana', unseen: false },
        { value: 'b', label: 'Bo (Inactive)', unseen: false },
        { value: 'c', label: 'Not yours', unseen: true },
        { value: 'e', label: 'Eru', unseen: false },
      ],
      more: 2,
      pending: 1,
    });
    expect(pickerTags([], known, 'Not yours')).toEqual({ tags: [], more: 0, pending: 0 });
  });

  it('labels an inactive option once', () => {
    expect(pickerLabel(option('a', 'Ana (Inactive)', true))).toBe('Ana (Inactive)');
    expect(pickerLabel(option('a', 'Ana'))).toBe('Ana');
  });

  it('ticks and unticks one, or every offered one, keeping the chosen ones not offered', () => {
    expect(toggled(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b'], 'a', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
    const offered = [option('b', 'Bo'), option('c', 'Cy')];
    expect(toggledAll(['a', 'b'], offered, true)).toEqual(['a', 'b', 'c']);
    expect(toggledAll(['a', 'b', 'c'], offered, false)).toEqual(['a']);
  });
});

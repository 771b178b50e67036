import { visibleTagOptions } from './tag-multi-select';

describe('visibleTagOptions', () => {
  const options = [{ value: 'a' }, { value: 'b', inactive: true }, { value: 'c', inactive: false }];
  it('hides inactive options unless all are asked for', () => {
    expect(visibleTagOptions(options, false).map((o) => o.value)).toEqual(['a', 'c']);
    expect(visibleTagOptions(options, true).map((o) => o.value)).toEqual(['a', 'b', 'c']);
  });
});

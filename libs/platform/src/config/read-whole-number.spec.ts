import { readWholeNumber } from './read-whole-number.js';

describe('readWholeNumber', () => {
  const read = (raw: string | undefined) => {
    const problems: string[] = [];
    const value = readWholeNumber({ POOL: raw }, 'POOL', { fallback: 5, min: 1, max: 100 }, problems);
    return { value, problems };
  };

  it('takes the fallback when the variable is unset, empty or blank', () => {
    for (const raw of [undefined, '', '   ']) expect(read(raw)).toEqual({ value: 5, problems: [] });
  });

  it('reads a whole number within the range, both ends included, around spaces', () => {
    expect(['1', '100', ' 42 '].map((raw) => read(raw).value)).toEqual([1, 100, 42]);
    expect(read(' 42 ').problems).toEqual([]);
  });

  it('names the variable, the range and the text for anything else, and keeps the fallback', () => {
    for (const raw of ['0', '101', '2.5', 'ten', '1e400', '-3']) {
      expect(read(raw)).toEqual({ value: 5, problems: [`POOL must be a whole number from 1 to 100 (got "${raw}")`] });
    }
  });
});

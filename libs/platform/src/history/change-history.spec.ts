import { sameSnapshot } from './change-history.js';

describe('sameSnapshot (an update that changes nothing is not recorded)', () => {
  it('compares as JSON whatever the order of the keys, nested too', () => {
    expect(sameSnapshot({ time: '08:00', site: null }, { site: null, time: '08:00' })).toBe(true);
    expect(sameSnapshot({ lines: [{ a: 1, b: 2 }] }, { lines: [{ b: 2, a: 1 }] })).toBe(true);
  });

  it('tells a changed value, a null from a missing key, and a reordered list apart', () => {
    expect(sameSnapshot({ time: '08:00' }, { time: '08:01' })).toBe(false);
    expect(sameSnapshot({ site: null }, {})).toBe(false);
    expect(sameSnapshot({ lines: [1, 2] }, { lines: [2, 1] })).toBe(false);
  });

  it('takes an undefined value as a missing key', () => {
    expect(sameSnapshot({ site: undefined, time: '08:00' }, { time: '08:00' })).toBe(true);
  });
});

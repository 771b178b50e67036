import { parseUserDate } from './user-date.js';

describe('dates in the user format', () => {
  it('reads each format', () => {
    expect(parseUserDate('2026-03-04')).toBe('2026-03-04');
    expect(parseUserDate('04/03/2026', 'dd/MM/yyyy')).toBe('2026-03-04');
    expect(parseUserDate('03/04/2026', 'MM/dd/yyyy')).toBe('2026-03-04');
    expect(parseUserDate('4-3-2026', 'dd-MM-yyyy')).toBe('2026-03-04');
    expect(parseUserDate('03-04-2026', 'MM-dd-yyyy')).toBe('2026-03-04');
  });
  it('refuses what is not a real date in the format', () => {
    expect(parseUserDate('31/02/2026', 'dd/MM/yyyy')).toBeNull();
    expect(parseUserDate('2026-03-04', 'dd/MM/yyyy')).toBeNull();
    expect(parseUserDate('x')).toBeNull();
  });
});

import { counted } from './counted.js';

describe('counted', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect([0, 1, 2].map((n) => counted(n, 'employee'))).toEqual(['0 employees', '1 employee', '2 employees']);
  });

  it('takes a plural that is not the noun with an s', () => {
    expect(counted(1, 'employee-day')).toBe('1 employee-day');
    expect(counted(2, 'closed period')).toBe('2 closed periods');
    expect(counted(3, 'close', 'closes')).toBe('3 closes');
  });
});

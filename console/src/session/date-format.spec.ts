import { formatDate } from './date-format';

describe('formatDate', () => {
  it('writes a local date in each of the spec formats', () => {
    expect(formatDate('2026-11-20', 'dd/MM/yyyy')).toBe('20/11/2026');
    expect(formatDate('2026-11-20', 'MM-dd-yyyy')).toBe('11-20-2026');
    expect(formatDate('2026-11-20T10:00:00.000Z')).toBe('2026-11-20');
    expect(formatDate(null)).toBe('');
  });
});

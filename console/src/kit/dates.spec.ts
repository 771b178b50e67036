import { addDays, dayHeading, formatDate, formatDateTime, isoDateOf, parseDate } from './dates';

describe('dates', () => {
  it('shows a date day first, or in one of the profile formats', () => {
    expect(formatDate('2026-02-06')).toBe('06/02/2026');
    expect(formatDate('2026-11-20T10:00:00.000Z')).toBe('20/11/2026');
    expect(formatDate('2026-11-20', 'MM-dd-yyyy')).toBe('11-20-2026');
    expect(formatDate('2026-11-20', 'yyyy-MM-dd')).toBe('2026-11-20');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('reads a date typed day first, or YYYY-MM-DD, and refuses what is not on the calendar', () => {
    expect(parseDate('06/02/2026')).toBe('2026-02-06');
    expect(parseDate(' 6/2/2026 ')).toBe('2026-02-06');
    expect(parseDate('6-2-2026')).toBe('2026-02-06');
    expect(parseDate('6.2.2026')).toBe('2026-02-06');
    expect(parseDate('2026-02-06')).toBe('2026-02-06');
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('13/13/2026')).toBeNull();
    expect(parseDate('6/2/26')).toBeNull();
    expect(parseDate('')).toBeNull();
  });

  it('moves a date by whole days, across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-20', -8)).toBe('2026-11-12');
  });

  it('writes an instant in the browser zone, and a day heading', () => {
    expect(formatDateTime('2026-03-04T05:06:00.000Z')).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
    expect(formatDateTime('not a date')).toBe('');
    expect(isoDateOf(new Date(2026, 1, 6, 23, 59))).toBe('2026-02-06');
    expect(dayHeading('2026-11-20')).toEqual({ weekday: 'Fri', dayMonth: '20/11' });
  });
});

import { daysFilterOf, daysQuery, DEFAULT_DAYS } from './payroll-filters';

describe('the payroll transfer period filter', () => {
  it('starts at Recent 3 months, and leaves days out for All', () => {
    expect(DEFAULT_DAYS).toBe('90');
    expect(daysQuery('90')).toEqual({ days: '90' });
    expect(daysQuery('advance')).toEqual({ days: 'advance' });
    expect(daysQuery('all')).toEqual({});
  });

  it('reads a value it does not know as the default', () => {
    expect(daysFilterOf('730')).toBe('730');
    expect(daysFilterOf('42')).toBe('90');
    expect(daysFilterOf(null)).toBe('90');
  });
});

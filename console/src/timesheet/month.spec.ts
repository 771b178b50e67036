import { monthLabel, monthOf, shiftMonth } from './month';

describe('the month of the pay-type totals', () => {
  it('is the month of a date', () => {
    expect(monthOf('2026-11-30')).toBe('2026-11');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('is written for people', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});

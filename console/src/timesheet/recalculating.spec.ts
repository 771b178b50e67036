import { recalculatingText } from './recalculating';

describe('recalculatingText', () => {
  it('says nothing once no day of the timesheet is queued', () => {
    expect(recalculatingText(0)).toBeNull();
  });

  it('says how many days are still being recalculated', () => {
    expect(recalculatingText(1)).toBe('Recalculating… 1 day to go; the totals are not final yet.');
    expect(recalculatingText(12)).toBe('Recalculating… 12 days to go; the totals are not final yet.');
  });
});

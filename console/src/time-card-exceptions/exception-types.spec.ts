import { offersEditShift, presetRange, searchFromQuery, subtitleOf, typeLabel } from './exception-types';

describe('the time-card exception list’s types and search', () => {
  it('titles each type’s list as the spec says', () => {
    expect(subtitleOf('AllException')).toBe('Pay Period Exception');
    expect(subtitleOf('LateArrival')).toBe('Daily Exception');
    expect(subtitleOf('UnprovedOvertime')).toBe('Daily Exception');
    expect(subtitleOf('AllReviewed')).toBe('All Reviewed Exceptions');
    expect(typeLabel('UnscheduleWork')).toBe('Unscheduled Work');
    expect(typeLabel('Unknown')).toBe('Unknown');
  });

  it('offers Edit Shift for early arrival, late departure and unscheduled work on a row with a shift', () => {
    expect(offersEditShift('EarlyArrival', '2026-11-20#0')).toBe(true);
    expect(offersEditShift('UnscheduleWork', '2026-11-20#u0')).toBe(true);
    expect(offersEditShift('LateDeparture', null)).toBe(false);
    expect(offersEditShift('LateArrival', '2026-11-20#0')).toBe(false);
  });

  it('has the Previous and Current presets', () => {
    expect(presetRange('Previous', '2026-11-20')).toEqual({ startDate: '2026-11-12', endDate: '2026-11-19' });
    expect(presetRange('Current', '2026-11-20')).toEqual({ startDate: '2026-11-19', endDate: '2026-11-20' });
  });

  it('reads the search from the URL query, every exception from yesterday to today by default', () => {
    expect(searchFromQuery(new URLSearchParams(), '2026-11-20')).toEqual({
      type: 'AllException',
      startDate: '2026-11-19',
      endDate: '2026-11-20',
    });
    expect(
      searchFromQuery(new URLSearchParams('type=AllReviewed&startDate=2026-11-01&endDate=2026-11-07'), '2026-11-20'),
    ).toEqual({ type: 'AllReviewed', startDate: '2026-11-01', endDate: '2026-11-07' });
    expect(searchFromQuery(new URLSearchParams('type=Late&startDate=1/11/2026'), '2026-11-20').type).toBe(
      'AllException',
    );
  });
});

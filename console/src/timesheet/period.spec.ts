import { datesOf, defaultPeriod, periodLabel, requestedPeriod, shiftPeriod } from './period';

describe('timesheet period', () => {
  it('defaults to this Monday to Sunday', () => {
    expect(defaultPeriod('2026-11-20')).toEqual({ fromT: '2026-11-16', toT: '2026-11-22' }); // a Friday
    expect(defaultPeriod('2026-11-16')).toEqual({ fromT: '2026-11-16', toT: '2026-11-22' }); // the Monday
    expect(defaultPeriod('2026-11-22')).toEqual({ fromT: '2026-11-16', toT: '2026-11-22' }); // the Sunday
  });

  it('takes the query dates when both are valid, swapping an upside-down range', () => {
    expect(requestedPeriod('2026-11-01', '2026-11-14', '2026-11-20')).toEqual({
      fromT: '2026-11-01',
      toT: '2026-11-14',
    });
    expect(requestedPeriod('2026-11-14', '2026-11-01', '2026-11-20')).toEqual({
      fromT: '2026-11-01',
      toT: '2026-11-14',
    });
    expect(requestedPeriod(null, '2026-11-14', '2026-11-20')).toEqual({ fromT: '2026-11-16', toT: '2026-11-22' });
    expect(requestedPeriod('2026-02-30', '2026-03-01', '2026-11-20')).toEqual({
      fromT: '2026-11-16',
      toT: '2026-11-22',
    });
  });

  it('lists every date and moves by the period length', () => {
    expect(datesOf({ fromT: '2026-12-30', toT: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(shiftPeriod({ fromT: '2026-11-16', toT: '2026-11-22' }, -1)).toEqual({
      fromT: '2026-11-09',
      toT: '2026-11-15',
    });
    expect(shiftPeriod({ fromT: '2026-11-16', toT: '2026-11-29' }, 1)).toEqual({
      fromT: '2026-11-30',
      toT: '2026-12-13',
    });
  });

  it('writes day headings as short weekday and DD/MM', () => {
    expect(periodLabel({ fromT: '2026-11-16', toT: '2026-11-22' })).toBe('16/11/2026 - 22/11/2026');
  });
});

import {
  calculationRangeFor,
  overtimeSpanContaining,
  payGroupAnchorDate,
  payPeriodContaining,
} from '@rollcall/calc-engine';
import { EngineInputError, type PayGroupRules } from '@rollcall/contracts';
import { payGroup } from './fixtures.js';

const rules = (overrides: Partial<PayGroupRules>) => payGroup(overrides);

describe('pay periods', () => {
  describe('Weekly', () => {
    test('Monday to Sunday when startTime holds no date', () => {
      const weekly = rules({ period: 'Weekly', startTime: '00:00' });
      expect(payPeriodContaining('2026-03-02', weekly)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
      expect(payPeriodContaining('2026-03-08', weekly)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
      expect(payPeriodContaining('2026-03-09', weekly)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    });

    test('starts on the weekday of the startTime date (a Wednesday)', () => {
      const weekly = rules({ period: 'Weekly', startTime: '2026-01-07' });
      expect(payPeriodContaining('2026-03-02', weekly)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
      expect(payPeriodContaining('2026-03-04', weekly)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
      expect(payPeriodContaining('2025-12-31', weekly)).toEqual({ from: '2025-12-31', to: '2026-01-06' });
    });
  });

  describe('Fortnightly', () => {
    const fortnightly = rules({ period: 'Fortnightly', startTime: '2026-03-02' });

    test('14 days counted from the startTime date, forwards and backwards', () => {
      expect(payPeriodContaining('2026-03-02', fortnightly)).toEqual({ from: '2026-03-02', to: '2026-03-15' });
      expect(payPeriodContaining('2026-03-15', fortnightly)).toEqual({ from: '2026-03-02', to: '2026-03-15' });
      expect(payPeriodContaining('2026-03-16', fortnightly)).toEqual({ from: '2026-03-16', to: '2026-03-29' });
      expect(payPeriodContaining('2026-03-01', fortnightly)).toEqual({ from: '2026-02-16', to: '2026-03-01' });
      expect(payPeriodContaining('2025-12-25', fortnightly)).toEqual({ from: '2025-12-22', to: '2026-01-04' });
    });

    test('across the end of February in a leap year', () => {
      const leap = rules({ period: 'Fortnightly', startTime: '2028-02-21' });
      expect(payPeriodContaining('2028-02-29', leap)).toEqual({ from: '2028-02-21', to: '2028-03-05' });
      expect(payPeriodContaining('2028-03-06', leap)).toEqual({ from: '2028-03-06', to: '2028-03-19' });
    });

    test('startTime as DD-MM-YYYY, as a local date-time, or as an instant read in the pay group zone', () => {
      const expected = { from: '2026-03-02', to: '2026-03-15' };
      expect(payPeriodContaining('2026-03-10', rules({ period: 'Fortnightly', startTime: '02-03-2026' }))).toEqual(
        expected,
      );
      expect(payPeriodContaining('2026-03-10', rules({ period: 'Fortnightly', startTime: '02/03/2026' }))).toEqual(
        expected,
      );
      expect(
        payPeriodContaining('2026-03-10', rules({ period: 'Fortnightly', startTime: '2026-03-02T00:00:00' })),
      ).toEqual(expected);
      // 2026-03-01T11:00Z is 2026-03-02 00:00 in Auckland (NZDT, +13:00).
      const instant = rules({
        period: 'Fortnightly',
        startTime: '2026-03-01T11:00:00Z',
        timeZoneId: 'Pacific/Auckland',
      });
      expect(payGroupAnchorDate(instant)).toBe('2026-03-02');
      expect(payPeriodContaining('2026-03-10', instant)).toEqual(expected);
      // With no pay group zone, the employee's zone given by the caller.
      const noZone = rules({ period: 'Fortnightly', startTime: '2026-03-01T11:00:00Z' });
      expect(payGroupAnchorDate(noZone, 'UTC')).toBe('2026-03-01');
      expect(payGroupAnchorDate(noZone, 'Pacific/Auckland')).toBe('2026-03-02');
    });

    test('without a start date, fortnights count from Monday 2024-01-01', () => {
      const noDate = rules({ period: 'Fortnightly', startTime: '00:00' });
      expect(payPeriodContaining('2024-01-14', noDate)).toEqual({ from: '2024-01-01', to: '2024-01-14' });
      expect(payPeriodContaining('2026-03-10', noDate)).toEqual({ from: '2026-03-09', to: '2026-03-22' });
      expect(payPeriodContaining('2023-12-31', noDate)).toEqual({ from: '2023-12-18', to: '2023-12-31' });
      expect(payGroupAnchorDate(rules({ startTime: '2026-02-30' }))).toBeNull();
    });
  });

  describe('Monthly', () => {
    test('calendar months with startDayOfMonth 1 (the default), 31-day and 30-day months, leap February', () => {
      const monthly = rules({ period: 'Monthly' });
      expect(payPeriodContaining('2026-01-31', monthly)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
      expect(payPeriodContaining('2026-04-30', monthly)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
      expect(payPeriodContaining('2026-02-14', monthly)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
      expect(payPeriodContaining('2028-02-29', monthly)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
      expect(payPeriodContaining('2026-12-31', monthly)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    });

    test('from startDayOfMonth to the day before it next month, across a year end and a leap day', () => {
      const on20 = rules({ period: 'Monthly', startDayOfMonth: 20 });
      expect(payPeriodContaining('2026-03-20', on20)).toEqual({ from: '2026-03-20', to: '2026-04-19' });
      expect(payPeriodContaining('2026-03-19', on20)).toEqual({ from: '2026-02-20', to: '2026-03-19' });
      expect(payPeriodContaining('2026-01-05', on20)).toEqual({ from: '2025-12-20', to: '2026-01-19' });
      expect(payPeriodContaining('2026-12-25', on20)).toEqual({ from: '2026-12-20', to: '2027-01-19' });
      const on28 = rules({ period: 'Monthly', startDayOfMonth: 28 });
      expect(payPeriodContaining('2028-02-29', on28)).toEqual({ from: '2028-02-28', to: '2028-03-27' });
      expect(payPeriodContaining('2027-03-01', on28)).toEqual({ from: '2027-02-28', to: '2027-03-27' });
    });

    test('startDayOfMonth beyond 28 is refused', () => {
      expect(() => payPeriodContaining('2026-03-01', rules({ period: 'Monthly', startDayOfMonth: 31 }))).toThrow(
        /startDayOfMonth must be a whole number from 1 to 28/,
      );
    });
  });

  describe('Bimonthly (twice a month)', () => {
    test('the 1st–15th and the 16th–month end with startDayOfMonth 1', () => {
      const twice = rules({ period: 'Bimonthly', startDayOfMonth: 1 });
      expect(payPeriodContaining('2026-03-01', twice)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
      expect(payPeriodContaining('2026-03-15', twice)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
      expect(payPeriodContaining('2026-03-16', twice)).toEqual({ from: '2026-03-16', to: '2026-03-31' });
      expect(payPeriodContaining('2026-04-30', twice)).toEqual({ from: '2026-04-16', to: '2026-04-30' });
      expect(payPeriodContaining('2026-02-28', twice)).toEqual({ from: '2026-02-16', to: '2026-02-28' });
      expect(payPeriodContaining('2028-02-29', twice)).toEqual({ from: '2028-02-16', to: '2028-02-29' });
    });

    test('shifted by startDayOfMonth: the second period starts 15 days after the first', () => {
      const on10 = rules({ period: 'Bimonthly', startDayOfMonth: 10 });
      expect(payPeriodContaining('2026-03-10', on10)).toEqual({ from: '2026-03-10', to: '2026-03-24' });
      expect(payPeriodContaining('2026-03-25', on10)).toEqual({ from: '2026-03-25', to: '2026-04-09' });
      expect(payPeriodContaining('2026-04-05', on10)).toEqual({ from: '2026-03-25', to: '2026-04-09' });
      const on20 = rules({ period: 'Bimonthly', startDayOfMonth: 20 });
      // 20 Jan + 15 days = 4 Feb; in February the second start is 7 March (28 days in 2026's February).
      expect(payPeriodContaining('2026-02-01', on20)).toEqual({ from: '2026-01-20', to: '2026-02-03' });
      expect(payPeriodContaining('2026-02-10', on20)).toEqual({ from: '2026-02-04', to: '2026-02-19' });
      expect(payPeriodContaining('2026-03-01', on20)).toEqual({ from: '2026-02-20', to: '2026-03-06' });
      expect(payPeriodContaining('2026-03-07', on20)).toEqual({ from: '2026-03-07', to: '2026-03-19' });
    });

    test('consecutive periods tile the calendar with no gap or overlap over four years', () => {
      for (const startDayOfMonth of [1, 10, 28]) {
        for (const period of ['Monthly', 'Bimonthly'] as const) {
          const r = rules({ period, startDayOfMonth });
          let p = payPeriodContaining('2026-01-01', r);
          for (let i = 0; i < 100; i++) {
            const next = payPeriodContaining(nextDay(p.to), r);
            expect(next.from).toBe(nextDay(p.to));
            expect(next.to >= next.from).toBe(true);
            p = next;
          }
        }
      }
    });
  });

  test('an instant is placed in the pay group zone before its period is found', () => {
    const weekly = rules({ period: 'Weekly', startTime: '00:00', timeZoneId: 'Pacific/Auckland' });
    // Sunday 2026-03-08 11:30Z is Monday 2026-03-09 00:30 in Auckland.
    expect(payPeriodContaining('2026-03-08T11:30:00Z', weekly)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(payPeriodContaining('2026-03-08T11:30:00Z', rules({ period: 'Weekly' }), 'UTC')).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect(() => payPeriodContaining('2026-03-08T11:30:00Z', rules({ period: 'Weekly' }))).toThrow(EngineInputError);
    expect(() => payPeriodContaining('soon', rules({ period: 'Weekly' }))).toThrow(/date must be a local date/);
  });
});

describe('overtime spans and the range to calculate', () => {
  test('Weekly overtime always counts Monday to Sunday, whatever the pay period', () => {
    const r = rules({ overtimeCalculationType: 'Weekly', period: 'Weekly', startTime: '2026-01-07' });
    expect(overtimeSpanContaining('2026-03-04', r)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(calculationRangeFor({ from: '2026-03-04', to: '2026-03-10' }, r)).toEqual({
      from: '2026-03-02',
      to: '2026-03-15',
    });
  });

  test('PayPeriod overtime widens to whole pay periods; Daily and None keep the range', () => {
    const pp = rules({ overtimeCalculationType: 'PayPeriod', period: 'Fortnightly', startTime: '2026-03-02' });
    expect(calculationRangeFor({ from: '2026-03-10', to: '2026-03-20' }, pp)).toEqual({
      from: '2026-03-02',
      to: '2026-03-29',
    });
    const daily = rules({ overtimeCalculationType: 'Daily' });
    expect(calculationRangeFor({ from: '2026-03-10', to: '2026-03-20' }, daily)).toEqual({
      from: '2026-03-10',
      to: '2026-03-20',
    });
    expect(overtimeSpanContaining('2026-03-10', rules({}))).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });
});

function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = Date.UTC(y, m - 1, d + 1);
  return new Date(t).toISOString().slice(0, 10);
}

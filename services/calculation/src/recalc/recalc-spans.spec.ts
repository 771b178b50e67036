import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules } from '@rollcall/contracts';
import { payPeriodOf, payPeriodsCovering } from '../pay-periods/pay-period-of.js';
import { addDays, daysInRange, eachDate, isLocalDate } from '@rollcall/calc-engine';
import { spansToCalculate } from './recalc-spans.js';

const rules = (over: Partial<PayGroupRules>): PayGroupRules => ({ ...DEFAULT_PAY_GROUP_RULES, ...over });

describe('spansToCalculate', () => {
  it('calculates queued dates up to 7 days apart in one span, further ones apart', () => {
    expect(spansToCalculate(['2026-11-11', '2026-11-09', '2026-11-10', '2026-11-10'], rules({}))).toEqual([
      { from: '2026-11-09', to: '2026-11-11' },
    ]);
    expect(spansToCalculate(['2026-11-02', '2026-11-09'], rules({}))).toEqual([
      { from: '2026-11-02', to: '2026-11-09' },
    ]);
    expect(spansToCalculate(['2026-11-01', '2026-11-09'], rules({}))).toEqual([
      { from: '2026-11-01', to: '2026-11-01' },
      { from: '2026-11-09', to: '2026-11-09' },
    ]);
  });

  it('widens to Monday-Sunday weeks for Weekly overtime and merges spans that then touch', () => {
    const weekly = rules({ overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40 });
    expect(spansToCalculate(['2026-11-18'], weekly)).toEqual([{ from: '2026-11-16', to: '2026-11-22' }]);
    // 13 days apart, two runs, but their weeks are adjacent: one span.
    expect(spansToCalculate(['2026-11-02', '2026-11-15'], weekly)).toEqual([{ from: '2026-11-02', to: '2026-11-15' }]);
    expect(spansToCalculate(['2026-11-08', '2026-11-17'], weekly)).toEqual([
      { from: '2026-11-02', to: '2026-11-08' },
      { from: '2026-11-16', to: '2026-11-22' },
    ]);
  });

  it('widens to the pay period for PayPeriod overtime', () => {
    const fortnightly = rules({
      period: 'Fortnightly',
      startTime: '2026-11-02',
      overtimeCalculationType: 'PayPeriod',
      periodOvertimeThreshold: 80,
    });
    expect(spansToCalculate(['2026-11-20'], fortnightly)).toEqual([{ from: '2026-11-16', to: '2026-11-29' }]);
  });
});

describe('pay periods of a pay group', () => {
  it('codes each period by its kind and first day, and lists those covering a range', () => {
    expect(payPeriodOf('2026-11-22', rules({}))).toEqual({ from: '2026-11-16', to: '2026-11-22', code: 'W20261116' });
    expect(payPeriodOf('2026-11-20', rules({ period: 'Monthly', startDayOfMonth: 15 }))).toEqual({
      from: '2026-11-15',
      to: '2026-12-14',
      code: 'M20261115',
    });
    expect(payPeriodsCovering('2026-11-15', '2026-11-23', rules({})).map((p) => p.code)).toEqual([
      'W20261109',
      'W20261116',
      'W20261123',
    ]);
  });
});

describe('civil dates', () => {
  it('does whole-day arithmetic on local dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysInRange('2025-11-01', '2026-11-01')).toBe(366);
    expect(daysInRange('2026-11-02', '2026-11-01')).toBe(0);
    expect(eachDate('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
  });
});

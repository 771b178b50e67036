import {
  costChangeText,
  differenceText,
  hoursText,
  previewCostText,
  previewCountsText,
  previewPeriodsText,
} from './pay-group-preview';

describe('the what-if preview as the pay group form shows it', () => {
  it('names the periods compared, the closed one and the current one, dates as DD/MM/YYYY', () => {
    expect(
      previewPeriodsText([
        { periodCode: 'W20261116', fromDate: '2026-11-16', toDate: '2026-11-22', closed: true },
        { periodCode: 'W20261123', fromDate: '2026-11-23', toDate: '2026-11-29', closed: false },
      ]),
    ).toBe('W20261116 (16/11/2026 to 22/11/2026, last closed) and W20261123 (23/11/2026 to 29/11/2026, current)');
  });

  it('counts employees and changed lines, one or many', () => {
    expect(previewCountsText({ employees: 12, total: 40, changed: 5 })).toBe('12 employees; 5 of 40 lines change');
    expect(previewCountsText({ employees: 1, total: 1, changed: 0 })).toBe('1 employee; 0 of 1 line change');
  });

  it('writes hours with two decimals and a difference with its sign', () => {
    expect(hoursText(7.5)).toBe('7.50');
    expect(differenceText(2.5)).toBe('+2.50');
    expect(differenceText(-10)).toBe('-10.00');
    expect(differenceText(0)).toBe('0.00');
    // a float's remainder is no change
    expect(differenceText(-0.001)).toBe('0.00');
  });

  it('says what the change costs where pay rates are known, and how many employees have none', () => {
    expect(previewCostText({ costBefore: 1060, costAfter: 1159.38, costChange: 99.38, employeesWithoutRate: 0 })).toBe(
      '+99.38 (from 1,060.00 to 1,159.38)',
    );
    expect(previewCostText({ costBefore: 2500, costAfter: 2400, costChange: -100, employeesWithoutRate: 1 })).toBe(
      '-100.00 (from 2,500.00 to 2,400.00); 1 employee without a pay rate, not costed',
    );
    expect(previewCostText({ costBefore: null, costAfter: null, costChange: null, employeesWithoutRate: 3 })).toBe(
      'Unknown: 3 employees without a pay rate',
    );
    expect(costChangeText(null)).toBe('--');
    expect(costChangeText(0)).toBe('0.00');
    expect(costChangeText(-1060)).toBe('-1,060.00');
  });
});

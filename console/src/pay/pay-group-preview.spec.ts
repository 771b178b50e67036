import { differenceText, hoursText, previewCountsText, previewPeriodsText } from './pay-group-preview';

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
});

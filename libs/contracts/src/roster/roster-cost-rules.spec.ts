import { dayHours, hoursCost, roundHours, sectionHours, totalsOf } from './roster-cost-rules.js';

describe('roster hours and cost (spec 001 §9)', () => {
  it('counts a section’s span less its scheduled break, with the day flags', () => {
    expect(sectionHours({ start: '09:00', end: '17:00', breakMinutes: 30 })).toBe(7.5);
    expect(sectionHours({ start: '22:00', end: '06:00', endType: 'NextDay' })).toBe(8);
    expect(sectionHours({ start: '22:00', end: '02:00', startType: 'Previous' })).toBe(4);
    expect(sectionHours({ start: '09:00', end: '09:20', breakMinutes: 30 })).toBe(0);
  });

  it('adds a day’s sections', () => {
    expect(dayHours([])).toBe(0);
    expect(
      dayHours([
        { start: '06:00', end: '10:00' },
        { start: '14:00', end: '18:20' },
      ]),
    ).toBeCloseTo(8.3333);
  });

  it('costs hours rounded to 2 decimals times the pay rate', () => {
    expect(roundHours(8.3333)).toBe(8.33);
    // 8.33 × 27.5 = 229.075 → 229.08 (not 8.3333 × 27.5 = 229.17)
    expect(hoursCost(8 + 1 / 3, 27.5)).toBe(229.08);
    expect(hoursCost(8, null)).toBe(0);
  });

  it('totals a day header over employees, each at their own rate', () => {
    const totals = totalsOf([
      { payRate: 20, sections: [{ start: '09:00', end: '17:00', breakMinutes: 30 }] },
      { payRate: 30, sections: [{ start: '06:00', end: '10:20' }] },
      { payRate: null, sections: [{ start: '06:00', end: '07:00' }] },
    ]);
    expect(totals).toEqual({ hours: 12.83, cost: 150 + 129.9 });
  });
});

import { centsFor, compareDays, type DayPay, lineCost } from './pay-group-preview-rules.js';

const periods = [
  { periodCode: 'W20261116', fromDate: '2026-11-16', toDate: '2026-11-22' },
  { periodCode: 'W20261123', fromDate: '2026-11-23', toDate: '2026-11-29' },
];
const day = (employeeId: string, date: string, ...payTypes: DayPay['payTypes']): DayPay => ({
  employeeId,
  date,
  payTypes,
});

const line = (employeeId: string, periodCode: string, payTypeId: string) => ({
  employeeId,
  periodCode,
  payTypeId,
  before: 0,
  after: 0,
  beforeHours: 0,
  afterHours: 0,
});

describe('the what-if preview’s comparison', () => {
  it('sums each side by employee, period and pay type, minutes before rounding, units beside', () => {
    const before = [
      day('e1', '2026-11-16', { payTypeId: 'ord', minutes: 480 }),
      day('e1', '2026-11-17', { payTypeId: 'ord', minutes: 20 }, { payTypeId: 'meal', units: 1.5 }),
    ];
    const after = [
      day('e1', '2026-11-16', { payTypeId: 'ord', minutes: 450 }, { payTypeId: 'ot', minutes: 30 }),
      day('e1', '2026-11-17', { payTypeId: 'ord', minutes: 10 }, { payTypeId: 'ot', minutes: 10 }),
      day('e1', '2026-11-17', { payTypeId: 'meal', units: 1.5 }),
    ];
    expect(compareDays(periods, before, after)).toEqual([
      { ...line('e1', 'W20261116', 'meal'), before: 150, after: 150 },
      { ...line('e1', 'W20261116', 'ord'), before: 833, after: 767, beforeHours: 833, afterHours: 767 },
      { ...line('e1', 'W20261116', 'ot'), before: 0, after: 67, afterHours: 67 },
    ]);
  });

  it('keeps the periods apart, in their order, and leaves out days outside them and lines of nothing', () => {
    const lines = compareDays(
      periods,
      [
        day('e2', '2026-11-23', { payTypeId: 'ord', minutes: 60 }),
        day('e2', '2026-11-30', { payTypeId: 'ord', minutes: 60 }),
      ],
      [
        day('e2', '2026-11-16', { payTypeId: 'ord', minutes: 90 }),
        day('e2', '2026-11-17', { payTypeId: 'ot', minutes: 0 }),
      ],
    );
    expect(lines).toEqual([
      { ...line('e2', 'W20261116', 'ord'), before: 0, after: 150, afterHours: 150 },
      { ...line('e2', 'W20261123', 'ord'), before: 100, after: 0, beforeHours: 100 },
    ]);
  });
});

describe('the what-if preview’s cost', () => {
  it('is hours times the hourly rate times the pay type’s rate factor, in cents, half a cent up', () => {
    // 2.50 h at 26.50 an hour, time and a half: 99.375
    expect(centsFor(250, 26.5, 1.5)).toBe(9938);
    // no factor: paid at the rate; 0.01 h at 29.00: 0.29
    expect(centsFor(1, 29, null)).toBe(29);
    // 1.23 h at 26.55 (not exact as a float) times 1.000: 32.6565
    expect(centsFor(123, 26.55, 1)).toBe(3266);
    expect(centsFor(-250, 26.5, 1.5)).toBe(-9938);
  });

  it('costs a line’s hours and not its units', () => {
    expect(lineCost({ beforeHours: 833, afterHours: 767 }, 20, 1)).toEqual({ before: 16660, after: 15340 });
    expect(lineCost({ beforeHours: 0, afterHours: 0 }, 20, 1)).toEqual({ before: 0, after: 0 });
  });
});

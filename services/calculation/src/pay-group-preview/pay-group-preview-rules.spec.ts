import { compareDays, type DayPay } from './pay-group-preview-rules.js';

const periods = [
  { periodCode: 'W20261116', fromDate: '2026-11-16', toDate: '2026-11-22' },
  { periodCode: 'W20261123', fromDate: '2026-11-23', toDate: '2026-11-29' },
];
const day = (employeeId: string, date: string, ...payTypes: DayPay['payTypes']): DayPay => ({
  employeeId,
  date,
  payTypes,
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
      { employeeId: 'e1', periodCode: 'W20261116', payTypeId: 'meal', before: 150, after: 150 },
      { employeeId: 'e1', periodCode: 'W20261116', payTypeId: 'ord', before: 833, after: 767 },
      { employeeId: 'e1', periodCode: 'W20261116', payTypeId: 'ot', before: 0, after: 67 },
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
      { employeeId: 'e2', periodCode: 'W20261116', payTypeId: 'ord', before: 0, after: 150 },
      { employeeId: 'e2', periodCode: 'W20261123', payTypeId: 'ord', before: 100, after: 0 },
    ]);
  });
});

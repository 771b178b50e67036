// What each explain sentence is about (calculateExplained's explainRefs): the pair it pays, its shift, the pay type
// it pays to. Monday 2026-03-02, Auckland (NZDT, +13:00).
import { calculate, calculateExplained } from '@rollcall/calc-engine';
import type { PayTypeRef } from '@rollcall/contracts';
import { day, input, payGroup, punches, section } from './fixtures.js';

const PAY_TYPES: PayTypeRef[] = [
  { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
  { id: 'pt-ot', code: 'OT15', role: 'overtime' },
  { id: 'pt-al', code: 'AL', isLeave: true },
];

describe('calculateExplained', () => {
  // In 08:02 (no grace: paid from 08:02), out 16:35 with late departure not accepted (paid to 16:30), 30 min break:
  // 508 − 30 = 478 min, 7.97 h.
  const late = input({
    payGroup: payGroup({ acceptEA: false, acceptLD: false }),
    payTypes: PAY_TYPES,
    schedule: [day('2026-03-02', [section('08:00', '16:30', { breakMinutes: 30 })])],
    punches: punches('2026-03-02T08:02:00+13:00', '2026-03-02T16:35:00+13:00'),
  });

  test('gives the same result as calculate, and one ref per sentence of each day', () => {
    const { result, explainRefs } = calculateExplained(late);
    expect(result).toEqual(calculate(late));
    expect(explainRefs).toHaveLength(result.days.length);
    result.days.forEach((d, i) => expect(explainRefs[i]).toHaveLength(d.explain.length));
  });

  test('tags the pair’s sentences with its shift and pair, the break with its shift, the pay with its pay type', () => {
    const { result, explainRefs } = calculateExplained(late);
    const [monday] = result.days;
    const refs = explainRefs[0] ?? [];
    const about = (text: string) => refs[monday?.explain.findIndex((line) => line.startsWith(text)) ?? -1];
    expect(monday?.payTypes).toEqual([{ payTypeId: 'pt-ord', minutes: 478 }]);
    expect(about('Paid to the scheduled end 16:30, not 16:35')).toEqual({ shiftKey: '2026-03-02#0', pair: 0 });
    expect(about('Paired in 08:02 with out 16:35')).toEqual({ shiftKey: '2026-03-02#0', pair: 0 });
    expect(about('Deducted the scheduled break')).toEqual({ shiftKey: '2026-03-02#0' });
    expect(about('Paid 478 min (7.97 h) as ordinary time (ORD)')).toEqual({ payTypeId: 'pt-ord' });
  });

  test('tags the second pair of a punched break with pair 1', () => {
    const { result, explainRefs } = calculateExplained(
      input({
        payGroup: payGroup({ clockOutForBreaks: true }),
        schedule: [day('2026-03-02', [section('09:00', '17:00')])],
        punches: punches(
          '2026-03-02T09:00:00+13:00',
          '2026-03-02T12:00:00+13:00',
          '2026-03-02T12:30:00+13:00',
          '2026-03-02T17:00:00+13:00',
        ),
      }),
    );
    const explain = result.days[0]?.explain ?? [];
    const refs = explainRefs[0] ?? [];
    expect(refs[explain.findIndex((l) => l.startsWith('Paired in 12:30'))]).toEqual({
      shiftKey: '2026-03-02#0',
      pair: 1,
    });
  });

  test('tags overtime moved from a shift with the shift and the overtime pay type', () => {
    const { result, explainRefs } = calculateExplained(
      input({
        payGroup: payGroup({
          overtimeCalculationType: 'Daily',
          dailyOvertimeThreshold: 8,
          approvedUnscheduledWork: true,
        }),
        payTypes: PAY_TYPES,
        punches: punches('2026-03-02T08:00:00+13:00', '2026-03-02T18:00:00+13:00'),
      }),
    );
    const explain = result.days[0]?.explain ?? [];
    const moved = explain.findIndex((l) => l.startsWith('Moved 120 min (2.00 h) to OT15'));
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(explainRefs[0]?.[moved]).toEqual({ shiftKey: '2026-03-02#u0', payTypeId: 'pt-ot' });
  });

  test('tags a leave’s sentences with its pay type', () => {
    const { result, explainRefs } = calculateExplained(
      input({
        payTypes: PAY_TYPES,
        schedule: [day('2026-03-02', [section('09:00', '17:00')])],
        leaves: [
          {
            id: 'lv-1',
            payTypeId: 'pt-al',
            status: 'Approved',
            fromDate: '2026-03-02',
            toDate: '2026-03-02',
            hoursPerDay: 8,
          },
        ],
      }),
    );
    const explain = result.days[0]?.explain ?? [];
    const charged = explain.findIndex((l) => l.startsWith('Charged 480 min (8.00 h) of leave lv-1 to AL'));
    expect(explainRefs[0]?.[charged]).toEqual({ payTypeId: 'pt-al' });
  });
});

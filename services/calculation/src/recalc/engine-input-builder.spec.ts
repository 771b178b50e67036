import { calculate, eachDate } from '@rollcall/calc-engine';
import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules, type ScheduleDay } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import { buildEngineInput, standardHoursOfThresholdSpan } from './engine-input-builder.js';
import { spansToCalculate } from './recalc-spans.js';

const ZONE = 'Pacific/Auckland';
const rules = (over: Partial<PayGroupRules>): PayGroupRules => ({ ...DEFAULT_PAY_GROUP_RULES, ...over });
const payPeriod = (period: PayGroupRules['period'], over: Partial<PayGroupRules> = {}) =>
  rules({
    period,
    startTime: '2026-03-02',
    overtimeCalculationType: 'PayPeriod',
    periodOvertimeThreshold: 1000,
    useStandardHoursAsPeriodOvertimeThreshold: true,
    ...over,
  });

describe('standard hours of the overtime threshold span (stored per week)', () => {
  it('are the weekly figure for Weekly overtime', () => {
    const weekly = rules({ overtimeCalculationType: 'Weekly', useStandardHoursAsPeriodOvertimeThreshold: true });
    expect(standardHoursOfThresholdSpan(40, weekly, { from: '2026-03-02', to: '2026-03-08' }, ZONE)).toBe(40);
  });

  it('are scaled by the pay period days / 7 for PayPeriod overtime, to the whole minute', () => {
    const fortnight = { from: '2026-03-02', to: '2026-03-15' };
    expect(standardHoursOfThresholdSpan(40, payPeriod('Fortnightly'), fortnight, ZONE)).toBe(80);
    expect(standardHoursOfThresholdSpan(37.5, payPeriod('Fortnightly'), fortnight, ZONE)).toBe(75);
    expect(standardHoursOfThresholdSpan(40, payPeriod('Weekly'), { from: '2026-03-02', to: '2026-03-08' }, ZONE)).toBe(
      40,
    );
    // January: 31 days, 40 × 31 / 7 h = 10,628.57 min → 10,629 min; February 2026: 28 days, exactly four weeks.
    const january = { from: '2026-01-01', to: '2026-01-31' };
    expect(standardHoursOfThresholdSpan(40, payPeriod('Monthly'), january, ZONE) * 60).toBeCloseTo(10_629, 9);
    expect(standardHoursOfThresholdSpan(40, payPeriod('Monthly'), { from: '2026-02-01', to: '2026-02-28' }, ZONE)).toBe(
      160,
    );
    // Twice a month: the 16th to the end of a 31-day month is 16 days.
    const secondHalf = { from: '2026-01-16', to: '2026-01-31' };
    expect(standardHoursOfThresholdSpan(35, payPeriod('Bimonthly'), secondHalf, ZONE)).toBe(80);
  });

  it('refuses one run over pay periods of different lengths', () => {
    expect(() =>
      standardHoursOfThresholdSpan(40, payPeriod('Monthly'), { from: '2026-01-01', to: '2026-02-28' }, ZONE),
    ).toThrow('2026-01-01..2026-02-28 spans pay periods of different lengths');
  });

  it('reach the engine scaled: a fortnight of ten 9-hour days over 40 h a week pays 10 h overtime, not 50', () => {
    const group = payPeriod('Fortnightly', { breakTime: 0, acceptLD: true });
    const days = eachDate('2026-03-02', '2026-03-15');
    const workdays = days.filter((d) => DateTime.fromISO(d).weekday <= 5);
    const schedule: ScheduleDay[] = workdays.map((date) => ({
      date,
      offDay: false,
      sections: [{ start: '08:00', end: '17:00' }],
    }));
    const iso = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toISO() ?? '';
    const result = calculate(
      buildEngineInput({
        asOf: new Date('2026-04-01T00:00:00Z'),
        employee: { id: 'e1', timeZoneId: ZONE, standardHours: 40, guaranteedHours: null },
        range: { from: '2026-03-02', to: '2026-03-15' },
        payGroup: group,
        payTypes: [
          { id: 'ord', code: 'ORD', role: 'ordinary' },
          { id: 'ot', code: 'OT15', role: 'overtime' },
        ],
        company: null,
        punches: workdays.flatMap((date, i) => [
          { id: `in${i}`, at: iso(date, '08:00'), source: 'kiosk', positionId: null, jobId: null, taskId: null },
          { id: `out${i}`, at: iso(date, '17:00'), source: 'kiosk', positionId: null, jobId: null, taskId: null },
        ]),
        schedule,
      }),
    );
    expect(workdays).toHaveLength(10);
    expect(result.totals).toEqual([
      { payTypeId: 'ord', minutes: 80 * 60 },
      { payTypeId: 'ot', minutes: 10 * 60 },
    ]);
  });

  it('come with one engine run per pay period when the periods can differ in length', () => {
    const monthly = payPeriod('Monthly');
    expect(spansToCalculate(['2026-01-30', '2026-02-02'], monthly, ZONE)).toEqual([
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
    ]);
    // Without standard hours as the threshold, one run still covers both.
    expect(
      spansToCalculate(
        ['2026-01-30', '2026-02-02'],
        { ...monthly, useStandardHoursAsPeriodOvertimeThreshold: false },
        ZONE,
      ),
    ).toEqual([{ from: '2026-01-01', to: '2026-02-28' }]);
  });
});

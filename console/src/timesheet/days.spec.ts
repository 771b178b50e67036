import type { PeriodResponse, PunchPair } from '@rollcall/api-client';
import { gridDays } from './days';
import { hours, pairTimes, payTypeAmount } from './hours';

const pair = (over: Partial<PunchPair> = {}): PunchPair => ({
  id: 'p1',
  inPunchId: 'i1',
  outPunchId: 'o1',
  ptimeIn: '2026-11-19T19:00:00.000Z',
  ptimeOut: '2026-11-20T03:30:00.000Z',
  localIn: null,
  localOut: null,
  worktime: 510,
  status: 'Complete',
  shiftKey: '2026-11-20#u0',
  paidFrom: null,
  paidTo: null,
  explain: [],
  ...over,
});

describe('timesheet grid days', () => {
  const period: PeriodResponse = {
    recalculating: 0,
    awaitingEvents: 0,
    fromT: '2026-11-19',
    toT: '2026-11-21',
    timeZone: 'Pacific/Auckland',
    payrollTransferId: null,
    readonly: false,
    ptClosed: false,
    employee: { id: 'e1', firstName: 'Aroha', lastName: 'Ngata', clockId: 1001, payId: 'P1001' },
    timeSheets: [
      {
        day: '2026-11-20',
        employeeId: 'e1',
        type: 'Working',
        workShifts: [],
        unScheduledPairs: [pair()],
        unScheduledShifts: [],
        leaveRecord: [],
        payTypeTimes: [
          { payTypeId: 'ord', payTypeName: 'Ordinary', code: 'ORD', minutes: 480 },
          { payTypeId: 'ot', payTypeName: 'Overtime', code: 'OT', minutes: 30 },
        ],
        exceptions: [],
        explain: [],
      },
      {
        day: '2026-11-21',
        employeeId: 'e1',
        type: 'NoData',
        workShifts: [],
        unScheduledPairs: [],
        unScheduledShifts: [],
        leaveRecord: [],
        payTypeTimes: [],
        exceptions: [],
        explain: [],
      },
    ],
    totals: [],
  };

  it('has one column per date; days the server left out or marked NoData show as no-data', () => {
    const days = gridDays(period);
    expect(days.map((d) => [d.date, d.noData, d.totalMinutes])).toEqual([
      ['2026-11-19', true, 0],
      ['2026-11-20', false, 510],
      ['2026-11-21', true, 0],
    ]);
  });

  it('shows hours as minutes / 60 to 2 decimals', () => {
    expect(hours(510)).toBe('8.50');
    expect(hours(450)).toBe('7.50');
    expect(hours(7)).toBe('0.12');
    expect(hours(0)).toBe('0.00');
    expect(payTypeAmount({ minutes: 90 })).toBe('1.50');
    expect(payTypeAmount({ units: 2 })).toBe('2 units');
  });

  it("reads pair times as the server's local times, else the instants in the employee's zone", () => {
    expect(pairTimes(pair(), 'Pacific/Auckland')).toEqual({ in: '08:00', out: '16:30' });
    expect(pairTimes(pair({ localIn: '07:59', ptimeOut: null, localOut: null }), 'Pacific/Auckland')).toEqual({
      in: '07:59',
      out: null,
    });
  });
});

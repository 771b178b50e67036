import type { DayResult } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import { buildPeriodResponse } from './period-builder.js';

// A night shift over the end of daylight saving in Auckland (2026-04-05 03:00 NZDT becomes 02:00 NZST, so 02:00-02:59
// happens twice): the timesheet shows each instant at its own offset's wall time, as luxon reads it.
const ZONE = 'Pacific/Auckland';
const at = (iso: string) => new Date(iso);
const punchTimes = new Map([
  ['in1', at('2026-04-04T21:58:00+13:00')],
  ['out1', at('2026-04-05T02:40:00+13:00')], // the first 02:40
  ['in2', at('2026-04-05T02:10:00+12:00')], // the second 02:10, half an hour later
  ['out2', at('2026-04-05T06:03:30+12:00')],
]);
const night: DayResult = {
  date: '2026-04-04',
  status: 'Working',
  shifts: [
    {
      key: '2026-04-04#0',
      scheduled: { start: '2026-04-04T22:00:00+13:00', end: '2026-04-05T06:00:00+12:00' },
      pairs: [
        {
          inPunchId: 'in1',
          outPunchId: 'out1',
          paidFrom: '2026-04-04T22:00:00+13:00',
          paidTo: '2026-04-04T13:40:00Z',
          minutes: 280,
        },
        {
          inPunchId: 'in2',
          outPunchId: 'out2',
          paidFrom: '2026-04-05T02:10:00.000+12:00',
          paidTo: '2026-04-05T06:00:00+12:00',
          minutes: 230,
        },
      ],
      breakDeductedMinutes: 0,
      paidMinutes: 510,
    },
  ],
  payTypes: [{ payTypeId: 'ord', minutes: 510 }],
  exceptions: [],
  explain: [],
};

const response = buildPeriodResponse({
  employee: { id: 'e1', firstName: 'Ana', lastName: 'Ngata', clockId: 1, payId: null },
  zone: ZONE,
  range: { from: '2026-03-31', to: '2026-04-06' },
  days: new Map([['2026-04-04', night]]),
  punchTimes,
  payTypes: new Map([['ord', { id: 'ord', code: 'ORD', name: 'Ordinary', role: 'ordinary' }]]),
  leaves: [],
});

describe('buildPeriodResponse', () => {
  it('has a day for every date of the range, over the month end, NoData where nothing was calculated', () => {
    expect(response.timeSheets.map((d) => `${d.day} ${d.type}`)).toEqual([
      '2026-03-31 NoData',
      '2026-04-01 NoData',
      '2026-04-02 NoData',
      '2026-04-03 NoData',
      '2026-04-04 Working',
      '2026-04-05 NoData',
      '2026-04-06 NoData',
    ]);
  });

  it("shows punches, paid times and the schedule as wall times of the zone at each instant's own offset", () => {
    const [shift] = response.timeSheets[4]?.workShifts ?? [];
    expect([shift?.startTime, shift?.endTime]).toEqual(['22:00', '06:00']);
    expect(shift?.punchPairs.map((p) => [p.localIn, p.localOut, p.paidFrom, p.paidTo])).toEqual([
      ['21:58', '02:40', '22:00', '02:40'],
      ['02:10', '06:03', '02:10', '06:00'],
    ]);
  });

  it('gives the same times as luxon', () => {
    const [shift] = response.timeSheets[4]?.workShifts ?? [];
    const luxon = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat('HH:mm');
    const pairs = night.shifts[0]?.pairs ?? [];
    expect(shift?.punchPairs.map((p) => [p.paidFrom, p.paidTo])).toEqual(
      pairs.map((p) => [luxon(p.paidFrom ?? ''), luxon(p.paidTo ?? '')]),
    );
    expect(shift?.punchPairs.flatMap((p) => [p.localIn, p.localOut])).toEqual(
      [...punchTimes.values()].map((instant) => DateTime.fromJSDate(instant, { zone: ZONE }).toFormat('HH:mm')),
    );
  });
});

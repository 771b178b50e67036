// Leave: approved only, the days charged (skip / skipHoliday, skipUnscheduled / skipUnscheduleDay), the minutes
// (byWorkHours overlap, scheduled duration, hours per day), status Leave and no Absent.
// Week of Monday 2026-03-02, Auckland (NZDT, +13:00); sections 09:00–17:00 less a 30 min break = 450.
import { calculate } from '@rollcall/calc-engine';
import type { EngineInput, Leave, PayGroupRules, PayTypeRef } from '@rollcall/contracts';
import { day, input, payGroup, punches, section } from './fixtures.js';

const PAY_TYPES: PayTypeRef[] = [
  { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
  { id: 'pt-al', code: 'AL', isLeave: true },
  { id: 'pt-sl', code: 'SL', isLeave: true },
];
const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';
const week = [MON, TUE, WED];
const schedule = [day(MON, [section('09:00', '17:00')]), day(TUE, [section('09:00', '17:00')]), day(WED, [], true)];
const leave = (extra: Partial<Leave>): Leave => ({
  id: 'l1',
  payTypeId: 'pt-al',
  status: 'Approved',
  fromDate: MON,
  toDate: WED,
  ...extra,
});

function run(rules: Partial<PayGroupRules>, overrides: Partial<EngineInput>) {
  return calculate(
    input({
      asOf: '2026-03-10T00:00:00+13:00',
      range: { from: week[0]!, to: week[2]! },
      payGroup: payGroup(rules),
      payTypes: PAY_TYPES,
      schedule,
      ...overrides,
    }),
  );
}
const payOf = (r: ReturnType<typeof calculate>) => r.days.map((d) => d.payTypes);

describe('leave', () => {
  test('only approved leave is charged', () => {
    for (const status of ['Pending', 'Declined', 'Cancelled'] as const) {
      const r = run({}, { leaves: [leave({ status, hoursPerDay: 8 })] });
      expect(r.totals).toEqual([]);
      expect(r.days.map((d) => d.status)).toEqual(['Absent', 'Absent', 'OffDay']);
    }
  });

  test('hours per day on every day, scheduled or not; else convertUnit hours', () => {
    const r = run({}, { leaves: [leave({ hoursPerDay: 7.5 })] });
    expect(payOf(r)).toEqual([
      [{ payTypeId: 'pt-al', minutes: 450 }],
      [{ payTypeId: 'pt-al', minutes: 450 }],
      [{ payTypeId: 'pt-al', minutes: 450 }],
    ]);
    expect(r.days.map((d) => d.status)).toEqual(['Leave', 'Leave', 'Leave']);
    expect(r.days[0]!.exceptions).toEqual([]);
    expect(r.days[0]!.explain).toEqual([
      'Charged 450 min (7.50 h) of leave l1 to AL: the leave charges 7.5 h per day.',
    ]);
    const byConvertUnit = run({ convertUnit: 8 }, { leaves: [leave({})] });
    expect(byConvertUnit.totals).toEqual([{ payTypeId: 'pt-al', minutes: 1440 }]);
    expect(byConvertUnit.days[0]!.explain).toEqual([
      'Charged 480 min (8.00 h) of leave l1 to AL: the pay group converts a day to 8 h per day.',
    ]);
  });

  test('skipUnscheduled (or the pay group skipUnscheduleDay) leaves out a day with no working schedule', () => {
    for (const r of [
      run({}, { leaves: [leave({ hoursPerDay: 8, skipUnscheduled: true })] }),
      run({ skipUnscheduleDay: true }, { leaves: [leave({ hoursPerDay: 8 })] }),
    ]) {
      expect(r.totals).toEqual([{ payTypeId: 'pt-al', minutes: 960 }]);
      expect(r.days[2]!.status).toBe('OffDay');
      expect(r.days[2]!.explain[0]).toMatch(
        /^Leave l1 not charged: no working schedule on this day \(skipUnschedule(d|Day)\)\.$/,
      );
    }
  });

  test('skip (or the pay group skipHoliday) leaves out a public holiday', () => {
    const holidays = [{ date: TUE, name: 'Test Holiday' }];
    const charged = run({}, { holidays, leaves: [leave({ hoursPerDay: 8 })] });
    expect(charged.days[1]!.payTypes).toEqual([{ payTypeId: 'pt-al', minutes: 480 }]);
    expect(charged.days[1]!.status).toBe('HOL');
    for (const r of [
      run({}, { holidays, leaves: [leave({ hoursPerDay: 8, skip: true })] }),
      run({ skipHoliday: true }, { holidays, leaves: [leave({ hoursPerDay: 8 })] }),
    ]) {
      expect(r.days[1]!.payTypes).toEqual([]);
      expect(r.days[1]!.status).toBe('HOL');
      expect(r.days[1]!.explain[0]).toMatch(
        /^Leave l1 not charged: Test Holiday is a public holiday \(skip(Holiday)?\)\.$/,
      );
    }
  });

  test("scheduledDuration (or durationBySchedule) charges the day's scheduled minutes", () => {
    for (const r of [
      run({}, { leaves: [leave({ scheduledDuration: true, hoursPerDay: 8 })] }),
      run({ durationBySchedule: true }, { leaves: [leave({ hoursPerDay: 8 })] }),
    ]) {
      expect(payOf(r)).toEqual([[{ payTypeId: 'pt-al', minutes: 450 }], [{ payTypeId: 'pt-al', minutes: 450 }], []]);
      expect(r.days[2]!.explain[0]).toMatch(/^Leave l1 charges nothing on this day: the day's scheduled 0 min/);
      expect(r.days[2]!.status).toBe('OffDay');
    }
  });

  test('scheduled duration less the minutes worked on the day', () => {
    const r = run(
      {},
      {
        leaves: [leave({ scheduledDuration: true, toDate: MON })],
        punches: punches(`${MON}T09:00:00+13:00`, `${MON}T12:00:00+13:00`),
      },
    );
    // 180 worked − 30 break = 150 paid; 450 − 150 = 300 leave. Worked, so status Working.
    expect(r.days[0]!.payTypes).toEqual([
      { payTypeId: 'pt-al', minutes: 300 },
      { payTypeId: 'pt-ord', minutes: 150 },
    ]);
    expect(r.days[0]!.status).toBe('Working');
    expect(r.days[0]!.explain).toContain(
      "Charged 300 min (5.00 h) of leave l1 to AL: the day's scheduled 450 min (scheduledDuration), less 150 min worked.",
    );
  });

  test('byWorkHours: the overlap of the window with the schedule, less work inside it', () => {
    const r = run(
      {},
      {
        leaves: [leave({ byWorkHours: true, fromTime: '12:00', toTime: '18:00', toDate: TUE })],
        punches: punches(`${TUE}T09:00:00+13:00`, `${TUE}T13:00:00+13:00`),
      },
    );
    // Monday: 12:00–17:00 = 300. Tuesday: 300 less 12:00–13:00 worked = 240; work 240 − 30 = 210.
    expect(payOf(r)).toEqual([
      [{ payTypeId: 'pt-al', minutes: 300 }],
      [
        { payTypeId: 'pt-al', minutes: 240 },
        { payTypeId: 'pt-ord', minutes: 210 },
      ],
      [],
    ]);
    // Monday's leave covers 12:00–17:00 of 09:00–17:00 and nothing is punched: the rest of the day is absent.
    expect(r.days[0]!.explain).toEqual([
      'Charged 300 min (5.00 h) of leave l1 to AL: 12:00–18:00 overlaps the schedule by 300 min (byWorkHours).',
      'Absent 150 min (2.50 h): scheduled 450 min (7.50 h), 300 min of it on leave, and no punch.',
    ]);
    expect(r.days[0]!.status).toBe('Absent');
    expect(r.days[0]!.exceptions).toEqual([{ type: 'Absent', minutes: 150 }]);
    expect(r.days[1]!.explain).toContain(
      'Charged 240 min (4.00 h) of leave l1 to AL: 12:00–18:00 overlaps the schedule by 300 min (byWorkHours), less 60 min worked.',
    );
  });

  test('byWorkHours: at most the scheduled minutes; the window on a day with no schedule; overnight windows', () => {
    const whole = run({}, { leaves: [leave({ byWorkHours: true, fromTime: '08:00', toTime: '18:00', toDate: MON })] });
    expect(whole.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-al', minutes: 450 }]);
    const offDay = run(
      {},
      { leaves: [leave({ byWorkHours: true, fromTime: '22:00', toTime: '02:00', fromDate: WED })] },
    );
    expect(offDay.days[2]!.payTypes).toEqual([{ payTypeId: 'pt-al', minutes: 240 }]);
    expect(offDay.days[2]!.explain).toEqual([
      'Charged 240 min (4.00 h) of leave l1 to AL: 22:00–02:00 on a day with no working schedule.',
    ]);
  });

  test('byWorkHours without its times is refused', () => {
    expect(() => run({}, { leaves: [leave({ byWorkHours: true, fromTime: '09:00' })] })).toThrow(
      /leaves\[0\]\.toTime is needed/,
    );
  });

  test('two leaves on a day add up; days outside the range are not charged', () => {
    const r = run(
      {},
      {
        range: { from: MON, to: MON },
        leaves: [
          leave({
            id: 'l2',
            payTypeId: 'pt-sl',
            byWorkHours: true,
            fromTime: '13:00',
            toTime: '17:00',
            fromDate: '2026-02-20',
          }),
          leave({ byWorkHours: true, fromTime: '09:00', toTime: '13:00' }),
        ],
      },
    );
    expect(r.days).toHaveLength(1);
    expect(r.days[0]!.payTypes).toEqual([
      { payTypeId: 'pt-al', minutes: 240 },
      { payTypeId: 'pt-sl', minutes: 240 },
    ]);
    expect(r.days[0]!.explain).toEqual([
      'Charged 240 min (4.00 h) of leave l1 to AL: 09:00–13:00 overlaps the schedule by 240 min (byWorkHours).',
      'Charged 240 min (4.00 h) of leave l2 to SL: 13:00–17:00 overlaps the schedule by 240 min (byWorkHours).',
    ]);
    expect(r.days[0]!.status).toBe('Leave');
  });

  test('a pay type id not in payTypes is still charged, named by its id', () => {
    const r = run({}, { range: { from: MON, to: MON }, leaves: [leave({ payTypeId: 'pt-x', hoursPerDay: 1 })] });
    expect(r.days[0]!.payTypes).toEqual([{ payTypeId: 'pt-x', minutes: 60 }]);
    expect(r.days[0]!.explain).toEqual(['Charged 60 min (1.00 h) of leave l1 to pt-x: the leave charges 1 h per day.']);
  });
});

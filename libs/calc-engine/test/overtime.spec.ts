// Overtime: Daily / Weekly / PayPeriod thresholds, chronological order, holiday work and paid leave counting
// toward the threshold, the overtime pay type, supervisorMAOT. Monday 2026-03-02, Auckland (NZDT, +13:00).
import { calculate } from '@rollcall/calc-engine';
import { EngineInputError, type EngineInput, type PayGroupRules, type PayTypeRef } from '@rollcall/contracts';
import { day, input, payGroup, section } from './fixtures.js';

const PAY_TYPES: PayTypeRef[] = [
  { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
  { id: 'pt-ot', code: 'OT15', role: 'overtime', isOvertime: true, payRateFactor: 1.5 },
  { id: 'pt-ot2', code: 'OT20', isOvertime: true, payRateFactor: 2 },
  { id: 'pt-ph', code: 'PH', role: 'publicHoliday' },
  { id: 'pt-al', code: 'AL', isLeave: true },
];
const dates = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
const at = (date: string, hhmm: string) => `${date}T${hhmm}:00+13:00`;

let nextId = 0;
function worked(date: string, from: string, to: string): EngineInput['punches'] {
  nextId += 2;
  return [
    { id: `p${String(nextId - 1).padStart(3, '0')}`, at: at(date, from) },
    { id: `p${String(nextId).padStart(3, '0')}`, at: at(date, to) },
  ];
}

function run(rules: Partial<PayGroupRules>, overrides: Partial<EngineInput>) {
  return calculate(
    input({
      range: { from: dates[0]!, to: dates[6]! },
      payGroup: payGroup(rules),
      payTypes: PAY_TYPES,
      ...overrides,
    }),
  );
}
const pay = (r: ReturnType<typeof calculate>, i: number) => r.days[i]!.payTypes;

describe('Daily overtime', () => {
  test('minutes beyond the threshold, reached after threshold + break from the start', () => {
    const r = run(
      { overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 8 },
      { schedule: [day(dates[0]!, [section('09:00', '18:00')])], punches: worked(dates[0]!, '09:00', '18:12') },
    );
    // 552 − 30 = 522 paid; 8 h = 480 reached at 09:00 + 30 + 480 = 17:30; 42 min overtime.
    expect(pay(r, 0)).toEqual([
      { payTypeId: 'pt-ord', minutes: 480 },
      { payTypeId: 'pt-ot', minutes: 42 },
    ]);
    expect(r.days[0]!.explain).toContain(
      'Moved 42 min (0.70 h) to OT15 from shift Mon 02/03 09:00–18:00: daily threshold 8 h reached at 17:30.',
    );
    expect(r.days[0]!.explain).toContain('Paid 480 min (8.00 h) as ordinary time (ORD).');
    expect(r.days[0]!.shifts[0]!.paidMinutes).toBe(522);
  });

  test('a split shift: the second section carries the overtime', () => {
    const r = run(
      { overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 8 },
      {
        schedule: [
          day(dates[0]!, [
            section('07:00', '11:00', { breakMinutes: 0 }),
            section('13:00', '19:00', { breakMinutes: 0 }),
          ]),
        ],
        punches: [...worked(dates[0]!, '07:00', '11:00'), ...worked(dates[0]!, '13:00', '19:00')],
      },
    );
    expect(pay(r, 0)).toEqual([
      { payTypeId: 'pt-ord', minutes: 480 },
      { payTypeId: 'pt-ot', minutes: 120 },
    ]);
    expect(r.days[0]!.explain).toContain(
      'Moved 120 min (2.00 h) to OT15 from shift Mon 02/03 13:00–19:00 (section 2 of 2): daily threshold 8 h reached at 17:00.',
    );
  });

  test('each day counts on its own', () => {
    const r = run(
      { overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 7.5 },
      {
        schedule: dates.slice(0, 2).map((d) => day(d, [section('09:00', '17:00', { breakMinutes: 0 })])),
        punches: [...worked(dates[0]!, '09:00', '17:00'), ...worked(dates[1]!, '09:00', '16:00')],
      },
    );
    expect(pay(r, 0)).toEqual([
      { payTypeId: 'pt-ord', minutes: 450 },
      { payTypeId: 'pt-ot', minutes: 30 },
    ]);
    expect(pay(r, 1)).toEqual([{ payTypeId: 'pt-ord', minutes: 420 }]);
    expect(r.days[0]!.explain).toContain(
      'Moved 30 min (0.50 h) to OT15 from shift Mon 02/03 09:00–17:00: daily threshold 7.50 h reached at 16:30.',
    );
  });

  test('the threshold is required', () => {
    expect(() => run({ overtimeCalculationType: 'Daily' }, {})).toThrow(/dailyOvertimeThreshold is needed/);
  });
});

describe('Weekly overtime', () => {
  const fiveNineHourDays = {
    schedule: dates.slice(0, 5).map((d) => day(d, [section('09:00', '18:30')])),
    punches: dates.slice(0, 5).flatMap((d) => worked(d, '09:00', '18:30')),
  };

  test('beyond 40 h in the Monday-to-Sunday week', () => {
    const r = run({ overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40 }, fiveNineHourDays);
    // 540 a day; Mon–Thu 2160; Friday reaches 2400 after 240 paid min: 09:00 + 30 break + 240 = 13:30.
    expect(r.totals).toEqual([
      { payTypeId: 'pt-ord', minutes: 2400 },
      { payTypeId: 'pt-ot', minutes: 300 },
    ]);
    expect(pay(r, 4)).toEqual([
      { payTypeId: 'pt-ord', minutes: 240 },
      { payTypeId: 'pt-ot', minutes: 300 },
    ]);
    expect(r.days[4]!.explain).toContain(
      'Moved 300 min (5.00 h) to OT15 from shift Fri 06/03 09:00–18:30: weekly threshold 40 h reached at 13:30.',
    );
  });

  test('a later shift of the week is all overtime, saying when the threshold was reached', () => {
    const r = run(
      { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 36, approvedUnscheduledWork: true },
      {
        schedule: fiveNineHourDays.schedule,
        punches: [...fiveNineHourDays.punches, ...worked(dates[5]!, '10:00', '12:00')],
      },
    );
    // 36 h = 2160 reached at the end of Thursday; Friday 540 and Saturday 120 are overtime.
    expect(pay(r, 4)).toEqual([{ payTypeId: 'pt-ot', minutes: 540 }]);
    expect(pay(r, 5)).toEqual([{ payTypeId: 'pt-ot', minutes: 120 }]);
    expect(r.days[5]!.explain).toContain(
      'Moved 120 min (2.00 h) to OT15 from shift Sat 07/03 from 10:00: weekly threshold 36 h reached at Thu 05/03 18:30.',
    );
  });

  test('periodOvertimeCode picks the overtime pay type by code', () => {
    const r = run(
      { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40, periodOvertimeCode: 'OT20' },
      fiveNineHourDays,
    );
    expect(r.totals).toContainEqual({ payTypeId: 'pt-ot2', minutes: 300 });
    expect(() =>
      run(
        { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40, periodOvertimeCode: 'OTX' },
        fiveNineHourDays,
      ),
    ).toThrow(/periodOvertimeCode "OTX" is not the code of any pay type/);
  });

  test('no overtime pay type: refused only when a minute becomes overtime', () => {
    const onlyOrdinary = [{ id: 'pt-ord', code: 'ORD', role: 'ordinary' as const }];
    const rules = { overtimeCalculationType: 'Weekly' as const, periodOvertimeThreshold: 45 };
    expect(run(rules, { ...fiveNineHourDays, payTypes: onlyOrdinary }).totals).toEqual([
      { payTypeId: 'pt-ord', minutes: 2700 },
    ]);
    expect(() =>
      run({ ...rules, periodOvertimeThreshold: 40 }, { ...fiveNineHourDays, payTypes: onlyOrdinary }),
    ).toThrow(EngineInputError);
  });

  test('a range starting mid-week counts from the range start and says so', () => {
    const r = run(
      { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40 },
      { ...fiveNineHourDays, range: { from: dates[2]!, to: dates[6]! } },
    );
    expect(r.totals).toEqual([{ payTypeId: 'pt-ord', minutes: 1620 }]);
    expect(r.days[0]!.explain[0]).toBe(
      'Weekly overtime counted from Wed 04/03: the days from Mon 02/03 before the range are not in this calculation.',
    );
  });

  test('hours worked on a public holiday count toward the week but stay public holiday time', () => {
    const r = run(
      { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40, calculatePublicHoliday: true },
      { ...fiveNineHourDays, holidays: [{ date: dates[0]!, name: 'Test Holiday' }] },
    );
    expect(pay(r, 0)).toEqual([{ payTypeId: 'pt-ph', minutes: 540 }]);
    expect(pay(r, 4)).toEqual([
      { payTypeId: 'pt-ord', minutes: 240 },
      { payTypeId: 'pt-ot', minutes: 300 },
    ]);
    expect(r.days[4]!.explain).toContain(
      'Moved 300 min (5.00 h) to OT15 from shift Fri 06/03 09:00–18:30: weekly threshold 40 h reached at 13:30, counting 540 min worked on public holidays.',
    );
  });

  test('paid leave counts toward the threshold only with includePaidLeavesInOvertimeThreshold', () => {
    const leave = {
      id: 'l1',
      payTypeId: 'pt-al',
      status: 'Approved' as const,
      fromDate: dates[0]!,
      toDate: dates[0]!,
      hoursPerDay: 9,
    };
    const overrides = {
      schedule: fiveNineHourDays.schedule,
      punches: dates.slice(1, 5).flatMap((d) => worked(d, '09:00', '18:30')),
      leaves: [leave],
    };
    const without = run({ overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40 }, overrides);
    expect(without.totals).toEqual([
      { payTypeId: 'pt-al', minutes: 540 },
      { payTypeId: 'pt-ord', minutes: 2160 },
    ]);
    const withLeave = run(
      { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40, includePaidLeavesInOvertimeThreshold: true },
      overrides,
    );
    expect(withLeave.totals).toEqual([
      { payTypeId: 'pt-al', minutes: 540 },
      { payTypeId: 'pt-ord', minutes: 1860 },
      { payTypeId: 'pt-ot', minutes: 300 },
    ]);
    expect(withLeave.days[4]!.explain).toContain(
      'Moved 300 min (5.00 h) to OT15 from shift Fri 06/03 09:00–18:30: weekly threshold 40 h reached at 13:30, counting 540 min of paid leave.',
    );
  });
});

describe('PayPeriod overtime', () => {
  const fortnight = Array.from({ length: 14 }, (_, i) => `2026-03-${String(2 + i).padStart(2, '0')}`);
  const workDays = fortnight.filter((_, i) => i % 7 < 5);
  const overrides: Partial<EngineInput> = {
    range: { from: fortnight[0]!, to: fortnight[13]! },
    schedule: workDays.map((d) => day(d, [section('09:00', '17:30')])),
    punches: workDays.flatMap((d) => worked(d, '09:00', '17:30')),
  };

  test('standard hours as the period threshold', () => {
    const r = calculate(
      input({
        ...overrides,
        employee: { id: 'emp-1', standardHours: 72 },
        payGroup: payGroup({
          period: 'Fortnightly',
          startTime: '2026-03-02',
          overtimeCalculationType: 'PayPeriod',
          useStandardHoursAsPeriodOvertimeThreshold: true,
          periodOvertimeThreshold: 80,
        }),
        payTypes: PAY_TYPES,
      }),
    );
    // 10 days × 480 = 4800; 72 h = 4320 reached at the end of the 9th day; the 10th is overtime.
    expect(r.totals).toEqual([
      { payTypeId: 'pt-ord', minutes: 4320 },
      { payTypeId: 'pt-ot', minutes: 480 },
    ]);
    expect(r.days[11]!.explain).toContain(
      'Moved 480 min (8.00 h) to OT15 from shift Fri 13/03 09:00–17:30: pay period threshold (standard hours) 72 h reached at Thu 12/03 17:30.',
    );
  });

  test('two pay periods in one range count separately', () => {
    const r = calculate(
      input({
        ...overrides,
        payGroup: payGroup({
          period: 'Weekly',
          startTime: '2026-03-02',
          overtimeCalculationType: 'PayPeriod',
          periodOvertimeThreshold: 38,
        }),
        payTypes: PAY_TYPES,
      }),
    );
    // 2400 a week; 38 h = 2280: 120 min overtime on each Friday.
    expect(pay(r, 4)).toEqual([
      { payTypeId: 'pt-ord', minutes: 360 },
      { payTypeId: 'pt-ot', minutes: 120 },
    ]);
    expect(pay(r, 11)).toEqual(pay(r, 4));
  });

  test('standard hours are required when used', () => {
    expect(() =>
      calculate(
        input({
          ...overrides,
          payGroup: payGroup({ overtimeCalculationType: 'PayPeriod', useStandardHoursAsPeriodOvertimeThreshold: true }),
          payTypes: PAY_TYPES,
        }),
      ),
    ).toThrow(/employee.standardHours is needed/);
    expect(() =>
      calculate(
        input({ ...overrides, payGroup: payGroup({ overtimeCalculationType: 'Weekly' }), payTypes: PAY_TYPES }),
      ),
    ).toThrow(/periodOvertimeThreshold is needed for Weekly overtime/);
  });
});

describe('supervisorMAOT', () => {
  const base = {
    schedule: [
      day(dates[0]!, [section('09:00', '17:30')]),
      day(dates[1]!, [section('09:00', '17:30', { overridePayGroup: true, allowOT: true })]),
    ],
    punches: [...worked(dates[0]!, '09:00', '18:30'), ...worked(dates[1]!, '09:00', '18:30')],
    exceptionSettings: { earlyArrivalMinutes: 0, lateDepartureMinutes: 0, enabled: { UnprovedOvertime: true } },
  };
  const rules = { overtimeCalculationType: 'Daily' as const, dailyOvertimeThreshold: 8, supervisorMAOT: true };

  test('unapproved overtime is not paid, the pair is cut back, UnprovedOvertime raised; allowOT pays it', () => {
    const r = run(rules, base);
    expect(pay(r, 0)).toEqual([{ payTypeId: 'pt-ord', minutes: 480 }]);
    expect(r.days[0]!.exceptions).toEqual([{ type: 'UnprovedOvertime', shiftKey: '2026-03-02#0', minutes: 60 }]);
    expect(r.days[0]!.shifts[0]!.pairs[0]!.paidTo).toBe('2026-03-02T17:30:00+13:00');
    expect(r.days[0]!.shifts[0]!.pairs[0]!.minutes).toBe(510);
    expect(r.days[0]!.shifts[0]!.paidMinutes).toBe(480);
    expect(r.days[0]!.explain).toContain(
      'Overtime of 60 min (1.00 h) on shift Mon 02/03 09:00–17:30 not paid: it is not approved (supervisorMAOT); the shift is paid to 17:30.',
    );
    expect(pay(r, 1)).toEqual([
      { payTypeId: 'pt-ord', minutes: 480 },
      { payTypeId: 'pt-ot', minutes: 60 },
    ]);
    expect(r.days[1]!.exceptions).toEqual([]);
  });

  test('an approval of the shift pays its overtime', () => {
    const r = run(rules, { ...base, approvals: [{ shiftKey: '2026-03-02#0', overtimeApproved: true }] });
    expect(pay(r, 0)).toEqual([
      { payTypeId: 'pt-ord', minutes: 480 },
      { payTypeId: 'pt-ot', minutes: 60 },
    ]);
    expect(r.days[0]!.explain).toContain('Overtime of shift Mon 02/03 09:00–17:30 paid: approved.');
  });

  test('an approval naming a punch of the shift pays its overtime, and only that shift’s', () => {
    const inPunch = base.punches[0]!.id;
    const r = run(rules, { ...base, approvals: [{ punchId: inPunch, overtimeApproved: true }] });
    expect(pay(r, 0)).toEqual([
      { payTypeId: 'pt-ord', minutes: 480 },
      { payTypeId: 'pt-ot', minutes: 60 },
    ]);
    expect(r.days[0]!.exceptions).toEqual([]);
  });

  test('the exception follows exceptionSettings, the pay does not', () => {
    const r = run(rules, {
      ...base,
      exceptionSettings: { earlyArrivalMinutes: 0, lateDepartureMinutes: 0, enabled: {} },
    });
    expect(pay(r, 0)).toEqual([{ payTypeId: 'pt-ord', minutes: 480 }]);
    expect(r.days[0]!.exceptions).toEqual([]);
  });

  test('without supervisorMAOT no approval is needed', () => {
    const r = run({ ...rules, supervisorMAOT: false }, base);
    expect(r.totals).toEqual([
      { payTypeId: 'pt-ord', minutes: 960 },
      { payTypeId: 'pt-ot', minutes: 120 },
    ]);
  });
});

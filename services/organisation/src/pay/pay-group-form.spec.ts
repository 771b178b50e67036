import { fieldsOf, columnsOf, newPayGroupFields, payGroupProblems, rulesOf } from './pay-group-form.js';

const today = '2026-11-22';
const fields = (over: Partial<ReturnType<typeof newPayGroupFields>> = {}) => ({
  ...newPayGroupFields(today),
  name: 'Weekly Staff',
  ...over,
});
const problemFields = (f: ReturnType<typeof fields>, multiShiftView = true) =>
  payGroupProblems(f, { multiShiftView }).map((p) => p.field);

describe('pay group form', () => {
  it('starts with the spec defaults', () => {
    const f = newPayGroupFields(today);
    expect(f).toMatchObject({
      active: true,
      period: 'Weekly',
      startDayOfMonth: 1,
      startTime: today,
      workTime: 0,
      minimumBreak: true,
      shiftThreshold: 90,
      earlyArrivalThreshold: 90,
      lateDepartureThreshold: 90,
      convertUnit: 1,
      skipHoliday: true,
      skipUnscheduleDay: true,
      durationBySchedule: true,
      disableEmployeeApply: true,
      overtimeCalculationType: 'None',
      calculatePublicHoliday: true,
      calculateAlternativeHoliday: true,
      acceptEA: true,
      approvedUnscheduledWork: true,
      punchPairWitoutSchedule: true,
    });
    expect(payGroupProblems(fields(), { multiShiftView: true })).toEqual([]);
  });

  it('requires the name and the early arrival and late departure thresholds', () => {
    expect(problemFields(fields({ name: ' ', earlyArrivalThreshold: null, lateDepartureThreshold: null }))).toEqual([
      'name',
      'earlyArrivalThreshold',
      'lateDepartureThreshold',
    ]);
  });

  it('requires the break calculation only with multi-shift view, and a break start time for Time of Day', () => {
    expect(problemFields(fields({ breakCalculationType: null }))).toEqual(['breakCalculationType']);
    expect(problemFields(fields({ breakCalculationType: null }), false)).toEqual([]);
    expect(problemFields(fields({ breakCalculationType: 'TimeOfDay', breakStartTime: null }))).toEqual([
      'breakStartTime',
    ]);
    expect(problemFields(fields({ breakCalculationType: 'TimeOfDay', breakStartTime: '25:00' }))).toEqual([
      'breakStartTime',
    ]);
    expect(problemFields(fields({ breakCalculationType: 'TimeOfDay', breakStartTime: '12:30' }))).toEqual([]);
  });

  it('requires the auto leave type with auto leave', () => {
    expect(problemFields(fields({ autoLeave: true }))).toEqual(['autoLeavePayTypeId']);
  });

  it('requires the overtime threshold of the overtime type', () => {
    expect(problemFields(fields({ overtimeCalculationType: 'Daily' }))).toEqual(['dailyOvertimeThreshold']);
    expect(problemFields(fields({ overtimeCalculationType: 'Weekly' }))).toEqual(['periodOvertimeThreshold']);
    expect(problemFields(fields({ overtimeCalculationType: 'PayPeriod' }))).toEqual(['periodOvertimeThreshold']);
    expect(
      problemFields(fields({ overtimeCalculationType: 'Weekly', useStandardHoursAsPeriodOvertimeThreshold: true })),
    ).toEqual([]);
  });

  it('keeps the monthly start day within 1 to 28 and the start date a real date', () => {
    expect(problemFields(fields({ period: 'Monthly', startDayOfMonth: 29 }))).toEqual(['startDayOfMonth']);
    expect(problemFields(fields({ period: 'Monthly', startDayOfMonth: 28 }))).toEqual([]);
    expect(problemFields(fields({ period: 'Weekly', startDayOfMonth: 29 }))).toEqual([]);
    expect(problemFields(fields({ startTime: '2026-02-30' }))).toEqual(['startTime']);
  });

  it('maps to engine rules, leaving out what does not apply to the chosen types', () => {
    const rules = rulesOf(
      fields({
        period: 'Weekly',
        startDayOfMonth: 5,
        breakCalculationType: 'HoursAtWork',
        breakStartTime: '12:00',
        breakTime: null,
        overtimeCalculationType: 'Daily',
        dailyOvertimeThreshold: 8,
        periodOvertimeThreshold: 40,
        periodOvertimeCode: 'OT20',
        hideApproveOT: true,
        supervisorMAOT: true,
      }),
    );
    expect(rules.startDayOfMonth).toBeUndefined();
    expect(rules.breakStartTime).toBeUndefined();
    expect(rules.breakTime).toBe(0);
    expect(rules.dailyOvertimeThreshold).toBe(8);
    expect(rules.periodOvertimeThreshold).toBeUndefined();
    expect(rules.periodOvertimeCode).toBe('OT20');
    expect(rules.supervisorMAOT).toBe(false);
    expect(rules.startTime).toBe(today);
    const monthly = rulesOf(
      fields({
        period: 'Monthly',
        startDayOfMonth: 15,
        overtimeCalculationType: 'Weekly',
        periodOvertimeThreshold: 40,
      }),
    );
    expect(monthly.startDayOfMonth).toBe(15);
    expect(monthly.periodOvertimeThreshold).toBe(40);
    expect(monthly.dailyOvertimeThreshold).toBeUndefined();
  });

  it('reads a pay group without a start date as the engine counts it: from Monday 2024-01-01', () => {
    const f = fields();
    expect(fieldsOf(columnsOf(f), { ...rulesOf(f), startTime: '00:00' }).startTime).toBe('2024-01-01');
  });

  it('reads back what it stored', () => {
    const f = fields({
      period: 'Monthly',
      startDayOfMonth: 10,
      overtimeCalculationType: 'PayPeriod',
      periodOvertimeThreshold: 80,
      autoLeave: true,
      autoLeavePayTypeId: '6a0f1c1e-0000-4000-8000-000000000001',
      memo: 'night crew',
    });
    expect(fieldsOf(columnsOf(f), rulesOf(f))).toEqual(f);
  });

  it('reads a stored pay group as the form alone, so what GET answers can be saved back', () => {
    const f = newPayGroupFields('2026-11-02');
    const stored = { id: 'g1', companyId: 'c1', ...columnsOf(f), rules: rulesOf(f) };
    const form = fieldsOf(stored, stored.rules);
    expect(form).not.toHaveProperty('companyId');
    expect(form).not.toHaveProperty('rules');
    expect(form).not.toHaveProperty('id');
    expect(form).toEqual(f);
  });
});

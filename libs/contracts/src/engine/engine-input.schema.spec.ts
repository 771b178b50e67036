import { EngineInputError } from './engine-input-error.js';
import { validateEngineInput } from './engine-input.schema.js';
import type { EngineInput } from './engine-input.js';

function valid(): EngineInput {
  return {
    asOf: '2026-05-01T00:00:00Z',
    timeZone: 'Pacific/Auckland',
    range: { from: '2026-04-01', to: '2026-04-14' },
    employee: { id: 'emp-1' },
    payGroup: {
      period: 'Fortnightly',
      startTime: '00:00',
      breakCalculationType: 'None',
      workTime: 0,
      breakTime: 0.5,
      clockOutForBreaks: false,
      minimumBreak: false,
      breakTimeException: 0,
      punchPairCompletionTime: 12,
      shiftThreshold: 240,
      graceTimeIn: 0,
      graceTimeOut: 0,
      earlyArrivalThreshold: 60,
      lateDepartureThreshold: 60,
      acceptEA: true,
      acceptLD: true,
      payOnFinishDay: false,
      convertUnit: 8,
      skipHoliday: false,
      skipUnscheduleDay: false,
      durationBySchedule: false,
      overtimeCalculationType: 'None',
      includePaidLeavesInOvertimeThreshold: false,
      useStandardHoursAsPeriodOvertimeThreshold: false,
      supervisorMAOT: false,
      hideApproveOT: false,
      skipException: false,
      approvedUnscheduledWork: false,
      punchPairWitoutSchedule: true,
      calculatePublicHoliday: false,
      phlAbsent: false,
      enablePublicHolidayLeave: false,
      calculatePublicHolidayLeaveBySchedule: false,
      calculateAlternativeHoliday: false,
      calculateAlternativeHolidayOnSchedule: false,
    },
    payTypes: [{ id: 'pt-ord', code: 'ORD', role: 'ordinary' }],
    rounding: { rules: [{ from: 53, to: 59, value: 60 }] },
    holidays: [{ date: '2026-04-06', alterdate: null, name: 'Easter Monday' }],
    schedule: [{ date: '2026-04-01', offDay: false, sections: [{ start: '22:00', end: '06:00', endType: 'NextDay' }] }],
    punches: [
      { id: 'a', at: '2026-04-01T22:00:00+13:00' },
      { id: 'b', at: '2026-04-01T17:00:00.123Z' },
      { id: 'c', at: '2026-04-02T06:00+13:00' },
    ],
    leaves: [{ id: 'l1', payTypeId: 'pt-al', status: 'Approved', fromDate: '2026-04-08', toDate: '2026-04-09' }],
    approvals: [{ shiftKey: '2026-04-01#u0', unscheduledApproved: true }],
    exceptionSettings: { earlyArrivalMinutes: 15, lateDepartureMinutes: 15, enabled: { Absent: true } },
  };
}

function errorOf(mutate: (input: any) => void): string {
  const value = valid() as any;
  mutate(value);
  try {
    validateEngineInput(value);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineInputError);
    return (e as Error).message;
  }
  throw new Error('expected an EngineInputError');
}

describe('validateEngineInput', () => {
  test('accepts a valid input and returns it', () => {
    const input = valid();
    expect(validateEngineInput(input)).toBe(input);
  });

  test.each([
    [(v: any) => (v.payGroup.shiftThreshold = '240'), 'payGroup.shiftThreshold must be a number'],
    [
      (v: any) => (v.punches[2].at = '2026-04-02 06:00'),
      'punches[2].at must be an ISO instant (e.g. 2026-04-05T09:00:00+12:00)',
    ],
    [
      (v: any) => (v.punches[1].at = '2026-04-02T06:00:00'),
      'punches[1].at must be an ISO instant (e.g. 2026-04-05T09:00:00+12:00)',
    ],
    [
      (v: any) => (v.punches[0].at = '2026-02-30T06:00:00Z'),
      'punches[0].at must be an ISO instant (e.g. 2026-04-05T09:00:00+12:00)',
    ],
    [(v: any) => delete v.payGroup.acceptEA, 'payGroup.acceptEA is required'],
    [(v: any) => delete v.asOf, 'asOf is required'],
    [(v: any) => (v.timeZone = 'Pacific/Atlantis'), 'timeZone must be an IANA time zone (e.g. Pacific/Auckland)'],
    [(v: any) => (v.range.from = '2026-4-1'), 'range.from must be a date YYYY-MM-DD'],
    [(v: any) => (v.schedule[0].sections[0].start = '9:00'), 'schedule[0].sections[0].start must be a time HH:mm'],
    [
      (v: any) => (v.payGroup.period = 'Daily'),
      'payGroup.period must be one of Weekly, Fortnightly, Monthly, Bimonthly',
    ],
    [(v: any) => (v.payGroup.graceTimeIn = -1), 'payGroup.graceTimeIn must be at least 0'],
    [(v: any) => (v.rounding.rules[0].value = 61), 'rounding.rules[0].value must be at most 60'],
    [(v: any) => (v.rounding = 'none'), 'rounding must be an object or null'],
    [
      (v: any) => (v.payGroup.punchPairWithoutSchedule = true),
      'payGroup.punchPairWithoutSchedule is not a known field',
    ],
    [
      (v: any) => (v.exceptionSettings.enabled.Late = true),
      'exceptionSettings.enabled.Late is not an exception type (one of EarlyArrival, LateArrival, EarlyDeparture, LateDeparture, Absent, LongBreak, MissingBreak, MissingJob, UnprovedOvertime, MissingPunch, UnscheduleWork, UnscheduleBreak)',
    ],
    [(v: any) => (v.holidays[0].alterdate = 'Monday'), 'holidays[0].alterdate must be a date YYYY-MM-DD'],
    [(v: any) => (v.employee.id = ''), 'employee.id must not be empty'],
    [(v: any) => (v.punches = {}), 'punches must be an array'],
    [(v: any) => (v.holidays[0].alterdate = 5), 'holidays[0].alterdate must be a string or null'],
    [(v: any) => (v.payGroup.payOnFinishDay = 'yes'), 'payGroup.payOnFinishDay must be a boolean (true or false)'],
  ])('%#: names the field: %s', (mutate, message) => {
    expect(errorOf(mutate)).toBe(message);
  });

  test('the whole value must be an object', () => {
    expect(() => validateEngineInput(null)).toThrow('input must be an object');
    expect(() => validateEngineInput([])).toThrow('input must be an object');
  });

  test('rules across fields', () => {
    expect(errorOf((v) => (v.range.to = '2026-03-31'))).toBe(
      'range.to (2026-03-31) must not be before range.from (2026-04-01)',
    );
    expect(errorOf((v) => v.schedule.push({ date: '2026-04-01', offDay: true, sections: [] }))).toBe(
      'schedule[1].date 2026-04-01 repeats schedule[0].date',
    );
    expect(errorOf((v) => delete v.schedule[0].sections[0].endType)).toBe(
      'schedule[0].sections[0].end (06:00) must be after the start (22:00); an overnight section needs endType NextDay',
    );
    expect(errorOf((v) => (v.punches[2].id = 'a'))).toBe('punches[2].id a repeats punches[0].id');
    expect(errorOf((v) => (v.approvals = [{ unscheduledApproved: true }]))).toBe(
      'approvals[0] must name a shiftKey or a punchId',
    );
    expect(errorOf((v) => (v.leaves[0].toDate = '2026-04-07'))).toBe(
      'leaves[0].toDate must not be before leaves[0].fromDate',
    );
    expect(errorOf((v) => (v.rounding.rules = [{ from: 10, to: 5, value: 0 }]))).toBe(
      'rounding.rules[0].to must not be less than rounding.rules[0].from',
    );
    expect(
      errorOf(
        (v) =>
          (v.rounding.rules = [
            { from: 0, to: 7, value: 0 },
            { from: 7, to: 10, value: 15 },
          ]),
      ),
    ).toBe('rounding.rules[1] overlaps rounding.rules[0] (minutes 7–10 and 0–7)');
  });

  test('the error carries the field path', () => {
    try {
      validateEngineInput({ ...valid(), punches: [{ id: 'x', at: 'soon' }] });
    } catch (e) {
      expect((e as EngineInputError).path).toBe('punches[0].at');
    }
    expect.assertions(1);
  });
});

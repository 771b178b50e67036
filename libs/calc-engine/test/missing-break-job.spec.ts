import { calculate } from '@rollcall/calc-engine';
import type { EngineInput, ExceptionType, PayGroupRules, ScheduleSection } from '@rollcall/contracts';
import { day, input, payGroup, punches, section } from './fixtures.js';

const D = '2026-03-02';
const at = (hhmm: string) => `${D}T${hhmm}:00+13:00`;
const enabled = (...types: ExceptionType[]) => ({
  earlyArrivalMinutes: 15,
  lateDepartureMinutes: 15,
  enabled: Object.fromEntries(types.map((t) => [t, true])),
});
const clocked = payGroup({ clockOutForBreaks: true });

function exceptionsOf(
  extra: Partial<ScheduleSection>,
  ps: EngineInput['punches'],
  pg: PayGroupRules = clocked,
  types: ExceptionType[] = ['MissingBreak', 'MissingJob'],
) {
  const r = calculate(
    input({
      payGroup: pg,
      schedule: [day(D, [section('09:00', '17:00', extra)])],
      punches: ps,
      exceptionSettings: enabled(...types),
    }),
  );
  return r.days[0]!.exceptions;
}

describe('MissingBreak', () => {
  const oneBlock = punches(at('09:00'), at('17:00'));

  test('a single pair on a section with a scheduled break, breaks punched: raised with the break minutes', () => {
    expect(exceptionsOf({ breakMinutes: 45 }, oneBlock)).toEqual([
      { type: 'MissingBreak', shiftKey: '2026-03-02#0', minutes: 45 },
    ]);
  });

  test("without breakMinutes the pay group's breakTime is the scheduled break", () => {
    expect(exceptionsOf({}, oneBlock, payGroup({ clockOutForBreaks: true, breakTime: 0.75 }))).toEqual([
      { type: 'MissingBreak', shiftKey: '2026-03-02#0', minutes: 45 },
    ]);
  });

  test('a punched break, even a short one, is no MissingBreak', () => {
    expect(exceptionsOf({ breakMinutes: 30 }, punches(at('09:00'), at('12:00'), at('12:10'), at('17:00')))).toEqual([]);
  });

  test('a break out with the punch back missing still counts as a punched break', () => {
    const r = exceptionsOf({ breakMinutes: 30 }, punches(at('09:00'), at('12:00'), at('12:30')), clocked, [
      'MissingBreak',
      'MissingPunch',
    ]);
    expect(r.map((e) => e.type)).toEqual(['MissingPunch']);
  });

  test('not raised when the meal is not taken, the break is 0, breaks are not punched, or nothing was worked', () => {
    expect(exceptionsOf({ breakMinutes: 30, lunchWorkingThrough: true }, oneBlock)).toEqual([]);
    expect(exceptionsOf({ breakMinutes: 0 }, oneBlock)).toEqual([]);
    expect(exceptionsOf({ breakMinutes: 30 }, oneBlock, payGroup())).toEqual([]);
    expect(exceptionsOf({ breakMinutes: 30 }, punches(at('09:00')), clocked, ['MissingBreak'])).toEqual([]);
    expect(exceptionsOf({ breakMinutes: 30 }, [])).toEqual([]);
  });

  test('not raised when not enabled, nor with skipException', () => {
    expect(exceptionsOf({ breakMinutes: 30 }, oneBlock, clocked, [])).toEqual([]);
    const skip = payGroup({ clockOutForBreaks: true, skipException: true });
    expect(exceptionsOf({ breakMinutes: 30 }, oneBlock, skip)).toEqual([]);
  });

  test('unscheduled work never raises it', () => {
    const r = calculate(
      input({
        payGroup: payGroup({ clockOutForBreaks: true, approvedUnscheduledWork: true }),
        punches: punches(at('09:00'), at('17:00')),
        exceptionSettings: enabled('MissingBreak'),
      }),
    );
    expect(r.days[0]!.exceptions).toEqual([]);
  });
});

describe('MissingJob', () => {
  const withJob = (ids: (string | undefined)[]) =>
    punches(at('09:00'), at('17:00')).map((p, i) => (ids[i] === undefined ? p : { ...p, jobId: ids[i] }));

  test('a section naming a job and an in punch with none: raised with the shift key and the punch id', () => {
    expect(exceptionsOf({ jobId: 'job-1', breakMinutes: 0 }, withJob([]))).toEqual([
      { type: 'MissingJob', shiftKey: '2026-03-02#0', punchId: 'p1' },
    ]);
  });

  test('only the in punch counts: a job on the out punch does not help', () => {
    expect(exceptionsOf({ jobId: 'job-1', breakMinutes: 0 }, withJob([undefined, 'job-1']))).toEqual([
      { type: 'MissingJob', shiftKey: '2026-03-02#0', punchId: 'p1' },
    ]);
  });

  test('an in punch with the job, or with a different job, raises nothing', () => {
    expect(exceptionsOf({ jobId: 'job-1', breakMinutes: 0 }, withJob(['job-1']))).toEqual([]);
    expect(exceptionsOf({ jobId: 'job-1', breakMinutes: 0 }, withJob(['job-2']))).toEqual([]);
  });

  test('a duplicate of the in punch carrying the job counts', () => {
    const ps = [
      { id: 'p1', at: '2026-03-02T09:00:00+13:00' },
      { id: 'p2', at: '2026-03-02T09:00:20+13:00', jobId: 'job-1' },
      { id: 'p3', at: '2026-03-02T17:00:00+13:00' },
    ];
    expect(exceptionsOf({ jobId: 'job-1', breakMinutes: 0 }, ps)).toEqual([]);
  });

  test('not raised for a section with no job, a shift not worked, when not enabled, or with skipException', () => {
    expect(exceptionsOf({ breakMinutes: 0 }, withJob([]))).toEqual([]);
    expect(exceptionsOf({ jobId: 'job-1', breakMinutes: 0 }, punches(at('09:00')))).toEqual([]);
    expect(exceptionsOf({ jobId: 'job-1', breakMinutes: 0 }, withJob([]), clocked, ['MissingBreak'])).toEqual([]);
    const skip = payGroup({ clockOutForBreaks: true, skipException: true });
    expect(exceptionsOf({ jobId: 'job-1', breakMinutes: 0 }, withJob([]), skip)).toEqual([]);
  });

  test('neither changes a paid minute', () => {
    const run = (types: ExceptionType[]) =>
      calculate(
        input({
          payGroup: clocked,
          schedule: [day(D, [section('09:00', '17:00', { jobId: 'job-1', breakMinutes: 30 })])],
          punches: punches(at('09:00'), at('17:00')),
          exceptionSettings: enabled(...types),
        }),
      );
    const on = run(['MissingBreak', 'MissingJob']);
    const off = run([]);
    expect(on.days[0]!.exceptions.map((e) => e.type)).toEqual(['MissingBreak', 'MissingJob']);
    expect({ ...on, days: on.days.map((d) => ({ ...d, exceptions: [] })) }).toEqual(off);
  });
});

import type { PeriodResponse, TimesheetDay } from '@rollcall/api-client';
import { UsageError } from '../api.js';
import { amountText, clockIdOption, formatTimesheet, reasonsOf } from './timesheet-table.js';

const pair = {
  id: 'p1',
  inPunchId: 'a',
  outPunchId: 'b',
  ptimeIn: null,
  ptimeOut: null,
  localIn: '08:02',
  localOut: '16:35',
  worktime: 478,
  inPunchType: null,
  outPunchType: null,
  status: 'Complete' as const,
  shiftKey: '2026-11-16#0',
  paidFrom: '08:02',
  paidTo: '16:30',
  explain: ['In 08:02, scheduled 08:00; late arrival, paid from 08:02.'],
};

const monday: TimesheetDay = {
  day: '2026-11-16',
  employeeId: 'e1',
  type: 'Working',
  workShifts: [
    {
      id: '2026-11-16#0',
      schId: 's1',
      startTime: '08:00',
      endTime: '16:30',
      isScheduled: true,
      punchPairs: [pair],
      deductTime: 30,
      paidMinutes: 478,
      section: null,
      explain: ['Break 30 min deducted.'],
    },
  ],
  unScheduledPairs: [],
  unScheduledShifts: [],
  leaveRecord: [],
  payTypeTimes: [
    {
      payTypeId: 'ord',
      payTypeName: 'Ordinary',
      code: 'ORD',
      minutes: 478,
      explain: ['Ordinary 7.97 h.', 'Break 30 min deducted.'],
    },
  ],
  exceptions: [{ type: 'LateArrival', minutes: 2, reviewed: false }],
  explain: [],
};

const sunday: TimesheetDay = {
  ...monday,
  day: '2026-11-22',
  type: 'OffDay',
  workShifts: [],
  payTypeTimes: [],
  exceptions: [],
};

const period: PeriodResponse = {
  fromT: '2026-11-16',
  toT: '2026-11-22',
  timeZone: 'Pacific/Auckland',
  payrollTransferId: null,
  readonly: false,
  ptClosed: false,
  employee: { id: 'e1', firstName: 'Ann', lastName: 'Lee', clockId: 1001, payId: null },
  timeSheets: [monday, sunday],
  totals: [{ payTypeId: 'ord', payTypeName: 'Ordinary', code: 'ORD', minutes: 478, payCardUnits: 1.5 }],
  recalculating: 0,
  awaitingEvents: 0,
};

describe('rollcall timesheet show', () => {
  it('needs a whole clock id', () => {
    expect(clockIdOption(' 1001 ')).toBe(1001);
    expect(() => clockIdOption(undefined)).toThrow(new UsageError('--clock-id is required'));
    expect(() => clockIdOption('10x')).toThrow(UsageError);
  });

  it('writes hours to 2 decimals, units as a count, pay card units beside', () => {
    expect(amountText({ minutes: 478 })).toBe('7.97');
    expect(amountText({ units: 2 })).toBe('2 units');
    expect(amountText({ minutes: 60, payCardUnits: 1.5 })).toBe('1.00 +1.50 card');
  });

  it('prints a line a day and the totals', () => {
    const text = formatTimesheet(period, false);
    expect(text).toContain('Timesheet of Ann Lee (clock ID 1001), 2026-11-16 to 2026-11-22');
    expect(text).toMatch(/Mon 16\/11 +Working +08:00-16:30 +08:02-16:35 +7\.97 +ORD 7\.97 +LateArrival/);
    expect(text).toMatch(/Sun 22\/11 +OffDay +- +- +0\.00/);
    expect(text).toContain('  Ordinary (ORD): 7.97 +1.50 card');
    expect(text).toContain('  All pay types: 7.97');
    expect(text).not.toContain('late arrival, paid from 08:02');
  });

  it('shows a missing punch of a pair as such, and says which exceptions are reviewed', () => {
    const tuesday: TimesheetDay = {
      ...monday,
      day: '2026-11-17',
      workShifts: [{ ...monday.workShifts[0]!, punchPairs: [{ ...pair, localOut: null, status: 'MissingPunch' }] }],
      payTypeTimes: [],
      exceptions: [
        { type: 'MissingPunch', reviewed: false },
        { type: 'LateArrival', minutes: 2, reviewed: true },
      ],
    };
    const text = formatTimesheet({ ...period, timeSheets: [tuesday] }, false);
    expect(text).toMatch(
      /Tue 17\/11 +Working +08:00-16:30 +08:02-\(no out\) +0\.00 +MissingPunch, LateArrival \(reviewed\)/,
    );
  });

  it('with --explain gives each reason once under its day', () => {
    expect(reasonsOf(monday)).toEqual([
      'In 08:02, scheduled 08:00; late arrival, paid from 08:02.',
      'Break 30 min deducted.',
      'Ordinary 7.97 h.',
    ]);
    expect(formatTimesheet(period, true)).toContain('    In 08:02, scheduled 08:00; late arrival, paid from 08:02.');
  });
});

import type { RosterRowAnswer, RosterSectionAnswer } from '@rollcall/api-client';
import { dayTotals, dropDay, grandTotals, rowTotals, shiftTimes, withChangedDays } from './roster-table';

const section = (id: string, startTime: string, endTime: string, breakTime = 0): RosterSectionAnswer => ({
  id,
  startTime,
  endTime,
  startTimeType: 'Today',
  endTimeType: 'Today',
  type: null,
  breakTime,
  duration: 0,
  labelName: null,
  colorCode: null,
  departmentId: null,
  departmentName: null,
  baseShiftWorksectionId: null,
});

const row = (
  id: string,
  payRate: number | null,
  days: [string, RosterSectionAnswer[], boolean?][],
): RosterRowAnswer => ({
  employee: {
    id,
    clockId: null,
    firstName: id,
    middleName: null,
    lastName: id,
    departmentId: null,
    departmentName: '',
    payRate,
    standardHours: null,
  },
  scheduleRuleVoList: days.map(([title, workSections, isOffDay]) => ({
    title,
    isOffDay: isOffDay ?? false,
    isClosed: false,
    workSections,
  })),
});

describe('the roster table’s numbers (spec 001 §2, §9)', () => {
  const rows = [
    row('a', 20, [
      ['2026-11-23', [section('a1', '09:00', '17:00', 30)]],
      ['2026-11-24', [section('a2', '06:00', '10:20')]],
    ]),
    row('b', 30, [
      ['2026-11-23', [section('b1', '06:00', '10:20')]],
      ['2026-11-24', [], true],
    ]),
  ];

  it('totals a day over the rows shown, costing each employee at their rate', () => {
    expect(dayTotals(rows, '2026-11-23')).toEqual({ hours: 11.83, cost: 150 + 129.9 });
    expect(dayTotals(rows, '2026-11-24')).toEqual({ hours: 4.33, cost: 86.6 });
  });

  it('totals a row and the whole table', () => {
    expect(rowTotals(rows[0]!)).toEqual({ hours: 11.83, cost: 236.6 });
    expect(grandTotals(rows)).toEqual({ hours: 16.16, cost: 366.5 });
  });

  it('puts the days a change answered in place, leaving the rest', () => {
    const changed = withChangedDays(rows, [
      {
        employeeId: 'b',
        title: '2026-11-24',
        isOffDay: false,
        isClosed: false,
        workSections: [section('n', '09:00', '10:00')],
      },
    ]);
    expect(changed[0]).toBe(rows[0]);
    expect(dayTotals(changed, '2026-11-24')).toEqual({ hours: 5.33, cost: 116.6 });
  });

  it('shows an off day as a cell without sections, and the day flags in the times', () => {
    expect(dropDay('b', rows[1]!.scheduleRuleVoList[1]!)).toMatchObject({ isOffDay: true, sections: [] });
    expect(
      shiftTimes({ startTime: '22:00', endTime: '06:00', startTimeType: 'Previous', endTimeType: 'NextDay' }),
    ).toBe('(-1) 22:00 - 06:00 (+1)');
  });
});

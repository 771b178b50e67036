import type { RosterRowAnswer, RosterSectionAnswer } from '@rollcall/api-client';
import { dayCell, formatRoster, rosterWeek } from './roster-table.js';

const section = (startTime: string, endTime: string, more: Partial<RosterSectionAnswer> = {}): RosterSectionAnswer => ({
  id: `${startTime}-${endTime}`,
  startTime,
  endTime,
  startTimeType: 'Today',
  endTimeType: 'Today',
  type: null,
  breakTime: 0,
  duration: 0,
  labelName: null,
  colorCode: null,
  departmentId: null,
  departmentName: null,
  baseShiftWorksectionId: null,
  ...more,
});

describe('rollcall roster show', () => {
  it('shows the Monday-to-Sunday week holding --week, or this week', () => {
    expect(rosterWeek('2026-11-23', new Date())).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(rosterWeek('2026-11-29', new Date())).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(rosterWeek(undefined, new Date(2026, 11, 2, 12))).toEqual({
      startDate: '2026-11-30',
      endDate: '2026-12-06',
    });
    expect(() => rosterWeek('23/11/2026', new Date())).toThrow('--week must be a date written YYYY-MM-DD');
  });

  it('writes a day as its shifts with their labels, Off, or - when nothing is scheduled', () => {
    const day = { title: '2026-11-23', isOffDay: false, isClosed: false };
    expect(dayCell({ ...day, workSections: [] })).toBe('-');
    expect(dayCell(undefined)).toBe('-');
    expect(dayCell({ ...day, isOffDay: true, workSections: [] })).toBe('Off');
    expect(
      dayCell({
        ...day,
        workSections: [
          section('06:00', '10:00', { labelName: 'Early' }),
          section('22:00', '06:00', { endTimeType: 'NextDay' }),
        ],
      }),
    ).toBe('06:00-10:00 Early, 22:00-06:00+1');
  });

  it('prints a line per employee with each day and their hours, and the week’s total', () => {
    const row: RosterRowAnswer = {
      employee: {
        id: 'e1',
        clockId: 1001,
        firstName: 'Aroha',
        middleName: null,
        lastName: 'Ngata',
        departmentId: null,
        departmentName: 'Warehouse',
        payRate: null,
        standardHours: null,
      },
      scheduleRuleVoList: ['2026-11-23', '2026-11-24'].map((title, i) => ({
        title,
        isOffDay: false,
        isClosed: i === 0,
        workSections: [section('08:00', '16:30', { breakTime: 30, duration: 8 })],
      })),
    };
    const text = formatRoster({ startDate: '2026-11-23', endDate: '2026-11-29' }, [row], 'WH');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Roster 2026-11-23 to 2026-11-29, structure node WH: 1 employee, 16.00 hours');
    expect(lines[1]).toMatch(/^Employee\s+Clock ID\s+Mon 23\/11\s+Tue 24\/11\s+Wed 25\/11 .* Sun 29\/11\s+Hours$/);
    expect(lines[3]).toMatch(/^Ngata, Aroha\s+1001\s+08:00-16:30 \*\s+08:00-16:30\s+-\s+-\s+-\s+-\s+-\s+16\.00$/);
    expect(lines).toContain('* in a closed pay period');
  });
});

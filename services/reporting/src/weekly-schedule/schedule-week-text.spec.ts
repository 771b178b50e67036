import { dayHeader, dayLines, employeeName, weekHours } from './schedule-week-text.js';
import { scheduleRangeProblems } from './schedule-week.js';

describe('the weekly schedule as text', () => {
  it('writes day headers, names by the sort, and the sections in start order with overnight flags and labels', () => {
    expect(dayHeader('2026-11-23')).toBe('Mon 23 Nov');
    expect(employeeName({ firstName: 'Anna', lastName: 'Young' }, 'LastName')).toBe('Young, Anna');
    expect(employeeName({ firstName: 'Anna', lastName: 'Young' }, 'FirstName')).toBe('Anna Young');
    expect(
      dayLines({
        offDay: false,
        sections: [
          { start: '13:00', end: '17:00', label: null },
          { start: '22:00', end: '06:00', endType: 'NextDay', label: 'Night' },
          { start: '23:00', end: '07:00', startType: 'Previous', label: 'Early' },
        ],
      }),
    ).toEqual(['23:00 (previous day) – 07:00 Early', '13:00 – 17:00', '22:00 – 06:00 (next day) Night']);
    expect(dayLines({ offDay: true, sections: [] })).toEqual(['Off Day']);
    expect(dayLines(undefined)).toEqual([]);
  });

  it('counts the hours of the chosen dates less breaks, off days none', () => {
    const employee = {
      id: 'e',
      firstName: 'A',
      lastName: 'B',
      email: null,
      days: new Map([
        ['2026-11-23', { offDay: false, sections: [{ start: '09:00', end: '17:00', breakMinutes: 30, label: null }] }],
        ['2026-11-24', { offDay: true, sections: [] }],
        [
          '2026-11-25',
          { offDay: false, sections: [{ start: '22:00', end: '06:00', endType: 'NextDay' as const, label: null }] },
        ],
        ['2026-11-30', { offDay: false, sections: [{ start: '09:00', end: '10:00', label: null }] }],
      ]),
    };
    expect(weekHours(employee, ['2026-11-23', '2026-11-24', '2026-11-25'])).toBe(15.5);
  });

  it('refuses an end before the start and more than 14 days', () => {
    expect(scheduleRangeProblems('2026-11-23', '2026-12-06')).toEqual([]);
    expect(scheduleRangeProblems('2026-11-23', '2026-11-22')[0]?.message).toBe('endDate must not be before startDate.');
    expect(scheduleRangeProblems('2026-11-23', '2026-12-07')[0]?.field).toBe('endDate');
  });
});

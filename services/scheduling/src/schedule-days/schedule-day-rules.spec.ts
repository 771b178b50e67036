import { dayProblems, hasSeveralSections, repeatedDays } from './schedule-day-rules.js';
import { engineSection } from './stored-section.js';

const EMPLOYEE = '0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('schedule day rules', () => {
  it('accepts a day shift, an overnight shift and an off day with the roster’s Off Day entry', () => {
    expect(
      dayProblems({
        employeeId: EMPLOYEE,
        date: '2026-11-24',
        offDay: false,
        sections: [
          { start: '08:00', end: '12:00', breakMinutes: 0 },
          { start: '22:00', end: '06:00', endType: 'NextDay' },
        ],
      }),
    ).toEqual([]);
    expect(
      dayProblems({
        employeeId: EMPLOYEE,
        date: '2024-02-29',
        offDay: true,
        sections: [{ start: '00:00', end: '00:00', type: 3 }],
      }),
    ).toEqual([]);
  });

  it('names every problem with the spec’s messages', () => {
    expect(
      dayProblems(
        {
          employeeId: 'nobody',
          date: '2026-02-29',
          offDay: true,
          sections: [
            { start: '17:00', end: '09:00' },
            { start: '8:00', end: '12:00' },
            { start: '08:00', end: '12:00', breakMinutes: -5 },
          ],
        },
        'days[3]',
      ),
    ).toEqual([
      { field: 'days[3].employeeId', message: 'must be an employee id' },
      { field: 'days[3].date', message: 'must be a date written YYYY-MM-DD' },
      { field: 'days[3].sections', message: 'This is offday, cannot create rule!' },
      { field: 'days[3].sections[0].end', message: 'Sch Out must be later than Sch In!' },
      {
        field: 'days[3].sections[1].start',
        message: 'Sch In and Sch Out must be times written HH:mm (got 8:00-12:00)',
      },
      { field: 'days[3].sections[2].breakMinutes', message: 'must be a number of minutes from 0 to 1440' },
    ]);
    expect(
      dayProblems({
        employeeId: EMPLOYEE,
        date: '2026-11-24',
        offDay: false,
        sections: [{ start: '00:00', end: '00:00', type: 3 }],
      }),
    ).toEqual([{ field: 'day.offDay', message: 'an Off Day entry (type 3) needs offDay true' }]);
  });

  it('refuses the same employee and date twice in one write', () => {
    const day = { employeeId: EMPLOYEE, date: '2026-11-24', offDay: true, sections: [] };
    expect(repeatedDays([day, { ...day, date: '2026-11-25' }, day])).toEqual([
      { field: 'days[2].date', message: 'repeats days[0] (the same employee and date)' },
    ]);
  });

  it('counts the work sections of a day for the multi-shift rule (the Off Day entry is no work)', () => {
    const work = { start: '06:00', end: '10:00' };
    expect(hasSeveralSections({ offDay: false, sections: [work] })).toBe(false);
    expect(hasSeveralSections({ offDay: false, sections: [work, { ...work, type: 2 }] })).toBe(true);
    expect(hasSeveralSections({ offDay: false, sections: [work, { ...work, type: 3 }] })).toBe(false);
    expect(hasSeveralSections({ offDay: true, sections: [work, work] })).toBe(false);
  });

  it('sends the engine its own fields only, without nulls', () => {
    expect(
      engineSection({
        id: 'local-1',
        shiftId: null,
        labelName: 'Early',
        colorCode: '#52C41A',
        type: 2,
        start: '06:00',
        end: '14:00',
        jobId: null as unknown as string,
        allowOT: true,
        skillIds: ['s1'],
      }),
    ).toEqual({ start: '06:00', end: '14:00', allowOT: true, skillIds: ['s1'] });
  });
});

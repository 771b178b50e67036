import { hasOvernightSection, newSectionRefusal, templateConflict, workSectionProblems } from './work-section-rules.js';

const day = (...workSections: object[]) => ({ isOffDay: false, workSections });

describe('work section rules (spec 001 §5)', () => {
  it('accepts a plain and an overnight section', () => {
    expect(workSectionProblems({ startTime: '08:00', endTime: '16:00' })).toEqual([]);
    expect(workSectionProblems({ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' })).toEqual([]);
  });

  it('names each refused field with the spec’s message', () => {
    expect(workSectionProblems({})).toEqual([
      { field: 'startTime', message: 'Sch In is required.' },
      { field: 'endTime', message: 'Sch Out is required.' },
    ]);
    expect(workSectionProblems({ startTime: '16:00', endTime: '08:00' })).toEqual([
      { field: 'endTime', message: 'Sch Out must be later than Sch In!' },
    ]);
    expect(
      workSectionProblems({ startTime: '08:00', endTime: '16:00', overrideBreakCalculation: true, jobId: 'j' }),
    ).toEqual([
      { field: 'breakCalculationType', message: 'Break Calculation is required.' },
      { field: 'taskId', message: 'Please select a task.' },
    ]);
    expect(
      workSectionProblems({
        startTime: '08:00',
        endTime: '16:00',
        overrideBreakCalculation: true,
        breakCalculationType: 'HoursAtWork',
        breakTriggerTime: 0,
      }),
    ).toEqual([{ field: 'breakTriggerTime', message: 'Break deduct time must be greater than 0.' }]);
    expect(
      workSectionProblems({
        startTime: '08:00',
        endTime: '16:00',
        overrideBreakCalculation: true,
        breakCalculationType: 'TimeOfDay',
      }),
    ).toEqual([{ field: 'breakStartTime', message: 'Break Start Time is required.' }]);
  });

  it('refuses a section on an off day, and a second one without multi-shift', () => {
    expect(newSectionRefusal({ isOffDay: true, sections: 0 }, true)).toBe('This is offday, cannot create rule!');
    expect(newSectionRefusal({ isOffDay: false, sections: 1 }, false)).toBe(
      'The multi-shift feature has not been activated. Please contact support.',
    );
    expect(newSectionRefusal({ isOffDay: false, sections: 1 }, true)).toBeNull();
  });

  it('finds a template’s clashes within a day and across midnight into the next day, cyclically', () => {
    const night = { startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' };
    expect(templateConflict([day({ startTime: '08:00', endTime: '12:00' }), day(night)])).toBeNull();
    expect(
      templateConflict([day({ startTime: '08:00', endTime: '12:00' }, { startTime: '11:00', endTime: '15:00' })]),
    ).toBe('timeclash');
    expect(templateConflict([day(night), day({ startTime: '05:00', endTime: '13:00' })])).toBe('timeclash');
    // the last day runs into the first
    expect(templateConflict([day({ startTime: '05:00', endTime: '13:00' }), day(night)])).toBe('timeclash');
    expect(
      templateConflict([day(night), { isOffDay: true, workSections: [{ startTime: '05:00', endTime: '13:00' }] }]),
    ).toBeNull();
    expect(templateConflict([day(night, { ...night, startTime: '23:00', endTime: '07:00' })])).toBe('nextDay');
    expect(hasOvernightSection([day(night)])).toBe(true);
    expect(
      hasOvernightSection([{ isOffDay: true, workSections: [night] }, day({ startTime: '08:00', endTime: '09:00' })]),
    ).toBe(false);
  });
});

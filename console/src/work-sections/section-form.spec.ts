import {
  blankSection,
  sectionBody,
  sectionDraft,
  sectionErrors,
  sectionTimeErrors,
  sectionTimesText,
  sortedSections,
  type SectionDraft,
} from './section-form';

const section = (more: Partial<SectionDraft> = {}): SectionDraft => ({
  ...blankSection(1),
  startTime: '08:00',
  endTime: '16:30',
  breakTime: '30',
  ...more,
});

describe('the work-section form', () => {
  it('wants Sch In and Sch Out, Sch Out later than Sch In counting the day flags, and a break that fits', () => {
    expect(sectionErrors(section())).toEqual({});
    expect(sectionErrors(blankSection(1))).toEqual({
      startTime: 'Sch In is required.',
      endTime: 'Sch Out is required.',
    });
    const night = section({ startTime: '22:00', endTime: '06:00' });
    expect(sectionErrors(night)).toEqual({ endTime: 'Sch Out must be later than Sch In!' });
    expect(sectionErrors({ ...night, nextDay: true })).toEqual({});
    expect(sectionErrors({ ...night, previousDay: true })).toEqual({});
    expect(sectionErrors(section({ startTime: '09:00', endTime: '09:00' }))).toEqual({
      endTime: 'Sch Out must be later than Sch In!',
    });
    expect(sectionErrors(section({ breakTime: '510' }))).toEqual({
      breakTime: 'The break must be shorter than the section.',
    });
    expect(sectionErrors(section({ breakTime: '7.5' }))).toEqual({
      breakTime: 'Break must be a whole number of minutes.',
    });
    // a time typed but not HH:mm (the 24-hour time field answers it as typed) is no time
    expect(sectionErrors(section({ startTime: '25:00', endTime: '4:30 pm' }))).toEqual({
      startTime: 'Sch In is required.',
      endTime: 'Sch Out is required.',
    });
  });

  it('asks for the break calculation, a deduct time above 0 for Hours at Work and a start for Time of Day', () => {
    const override = section({ overrideBreakCalculation: true });
    expect(sectionErrors(override)).toEqual({ breakCalculationType: 'Break Calculation is required.' });
    expect(sectionErrors({ ...override, breakCalculationType: 'HoursAtWork' })).toEqual({
      breakTriggerTime: 'Break deduct time must be greater than 0.',
    });
    expect(sectionErrors({ ...override, breakCalculationType: 'HoursAtWork', breakTriggerTime: '0' })).toEqual({
      breakTriggerTime: 'Break deduct time must be greater than 0.',
    });
    expect(sectionErrors({ ...override, breakCalculationType: 'HoursAtWork', breakTriggerTime: '25' })).toEqual({
      breakTriggerTime: 'Break deduct time must be a number of hours from 0 to 24.',
    });
    expect(sectionErrors({ ...override, breakCalculationType: 'HoursAtWork', breakTriggerTime: '4.5' })).toEqual({});
    expect(sectionErrors({ ...override, breakCalculationType: 'TimeOfDay' })).toEqual({
      breakStartTime: 'Break Start Time is required.',
    });
    expect(sectionErrors({ ...override, breakCalculationType: 'TimeOfDay', breakStartTime: '12:00' })).toEqual({});
    expect(sectionErrors({ ...override, breakCalculationType: 'TimeOfDay', breakStartTime: '12:75' })).toEqual({
      breakStartTime: 'Break Start Time is required.',
    });
    // without the override its fields are not checked
    expect(sectionErrors(section({ breakCalculationType: 'HoursAtWork' }))).toEqual({});
  });

  it('wants a task whenever a job is chosen', () => {
    expect(sectionErrors(section({ jobId: 'j1' }))).toEqual({ taskId: 'Please select a task.' });
    expect(sectionErrors(section({ jobId: 'j1', taskId: 't1' }))).toEqual({});
  });

  it('checks only the times and the break where that is all the form has (the Global Schedule)', () => {
    expect(sectionTimeErrors(section({ jobId: 'j1', overrideBreakCalculation: true }))).toEqual({});
  });

  it('sends what is switched on or chosen, and a stored section’s id only when asked to', () => {
    expect(sectionBody(section(), true)).toEqual({
      startTime: '08:00',
      endTime: '16:30',
      startTimeType: 'Today',
      endTimeType: 'Today',
      breakTime: 30,
    });
    const full = section({
      id: 'stored-1',
      previousDay: true,
      nextDay: false,
      breakTime: '',
      overrideBreakCalculation: true,
      breakCalculationType: 'HoursAtWork',
      breakTriggerTime: '5',
      breakStartTime: '12:00',
      isOverridePayGroup: true,
      allowOT: true,
      lunchWorkingThrough: true,
      allowEA: true,
      allowLD: true,
      departmentId: 'p1',
      jobId: 'j1',
      taskId: 't1',
      skills: ['s1', 's2'],
      carried: { labelName: 'Early', colorCode: '#52C41A' },
    });
    expect(sectionBody(full, true)).toEqual({
      id: 'stored-1',
      startTime: '08:00',
      endTime: '16:30',
      startTimeType: 'Previous',
      endTimeType: 'Today',
      overrideBreakCalculation: true,
      breakCalculationType: 'HoursAtWork',
      breakTriggerTime: 5,
      isOverridePayGroup: true,
      allowOT: true,
      lunchWorkingThrough: true,
      allowEA: true,
      allowLD: true,
      departmentId: 'p1',
      jobId: 'j1',
      taskId: 't1',
      skills: ['s1', 's2'],
      labelName: 'Early',
      colorCode: '#52C41A',
    });
    expect(sectionBody(full, false)).not.toHaveProperty('id');
    expect(sectionBody({ ...full, breakCalculationType: 'TimeOfDay' }, false)).toMatchObject({
      breakCalculationType: 'TimeOfDay',
      breakStartTime: '12:00',
    });
    expect(sectionBody({ ...full, breakCalculationType: 'TimeOfDay' }, false)).not.toHaveProperty('breakTriggerTime');
  });

  it('reads a stored section back as it was sent', () => {
    const stored = {
      id: 'x1',
      startTime: '22:00',
      endTime: '06:00',
      startTimeType: 'Today' as const,
      endTimeType: 'NextDay' as const,
      breakTime: 30,
      overrideBreakCalculation: true,
      breakCalculationType: 'TimeOfDay' as const,
      breakTriggerTime: null,
      breakStartTime: '02:00',
      isOverridePayGroup: false,
      allowOT: false,
      lunchWorkingThrough: false,
      allowEA: true,
      allowLD: false,
      departmentId: 'p1',
      jobId: null,
      taskId: null,
      skills: [],
      labelName: null,
      colorCode: '#1890FF',
      type: null,
      baseShiftWorksectionId: 'shift-1',
    };
    const draft = sectionDraft(4, stored);
    expect(draft).toMatchObject({ key: 4, id: 'x1', nextDay: true, breakTime: '30', breakStartTime: '02:00' });
    expect(sectionBody(draft, true)).toEqual({
      id: 'x1',
      startTime: '22:00',
      endTime: '06:00',
      startTimeType: 'Today',
      endTimeType: 'NextDay',
      breakTime: 30,
      overrideBreakCalculation: true,
      breakCalculationType: 'TimeOfDay',
      breakStartTime: '02:00',
      allowEA: true,
      departmentId: 'p1',
      colorCode: '#1890FF',
      baseShiftWorksectionId: 'shift-1',
    });
  });

  it('lists a day’s sections by start, a previous-day start first, and writes the day flags as the roster does', () => {
    const late = section({ key: 1, startTime: '18:00', endTime: '23:00' });
    const early = section({ key: 2, startTime: '06:00', endTime: '10:00' });
    const before = section({ key: 3, startTime: '23:00', endTime: '04:00', previousDay: true });
    const unset = { ...blankSection(4) };
    expect(sortedSections([unset, late, early, before]).map((s) => s.key)).toEqual([3, 2, 1, 4]);
    expect(sectionTimesText(before)).toBe('(-1) 23:00 - 04:00');
    expect(sectionTimesText(section({ startTime: '22:00', endTime: '06:00', nextDay: true }))).toBe(
      '22:00 - 06:00 (+1)',
    );
  });
});

import { blankSection, type SectionDraft } from '../work-sections/section-form';
import {
  blankTemplate,
  laidOutRules,
  templateErrors,
  templatePeriods,
  templateSaveBody,
  templateValues,
  withPeriodType,
  withRule,
  type TemplateValues,
} from './template-form';

const night = (key: number, id: string | null = null): SectionDraft => ({
  ...blankSection(key),
  id,
  startTime: '22:00',
  endTime: '06:00',
  nextDay: true,
  breakTime: '30',
});
const start = '2026-11-23'; // a Monday
const named = (more: Partial<TemplateValues> = {}): TemplateValues => ({
  ...blankTemplate(start),
  name: 'Nights',
  ...more,
});
const shape = (values: TemplateValues) => templatePeriods(values).map((p) => p.length);

describe('the schedule template’s period layout', () => {
  it('is 1 × 7 weekly, 2 × 7 fortnightly, 1 × 1 daily and periods × days when custom', () => {
    expect(shape(named())).toEqual([7]);
    expect(shape(withPeriodType(named(), 'Fortnightly'))).toEqual([7, 7]);
    expect(shape(withPeriodType(named(), 'Daily'))).toEqual([1]);
    const custom = withPeriodType(named(), 'Custom');
    expect(shape({ ...custom, periods: '3', days: '5' })).toEqual([5, 5, 5]);
    // the type's own numbers replace what was typed; Custom keeps them
    expect(withPeriodType({ ...custom, periods: '3', days: '5' }, 'Fortnightly')).toMatchObject({
      periods: '2',
      days: '7',
    });
  });

  it('titles the days by weekday from the start date (week 1 and 2 when fortnightly), else Day N', () => {
    expect(laidOutRules(named()).map((r) => r.title)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(laidOutRules(named({ startDate: '2026-11-25' }))[0]?.title).toBe('Wednesday');
    expect(laidOutRules(withPeriodType(named(), 'Fortnightly'))[7]?.title).toBe('Monday (week 2)');
    expect(laidOutRules({ ...withPeriodType(named(), 'Custom'), periods: '1', days: '3' }).map((r) => r.title)).toEqual(
      ['Day 1', 'Day 2', 'Day 3'],
    );
  });

  it('keeps what a day holds when the layout changes, and brings it back when the layout grows again', () => {
    const custom = { ...withPeriodType(named(), 'Custom'), periods: '2', days: '7' };
    const set = withRule(custom, 12, { isOffDay: false, workSections: [night(1)] });
    const smaller = { ...set, periods: '1' };
    expect(laidOutRules(smaller)).toHaveLength(7);
    expect(laidOutRules({ ...smaller, periods: '2' })[11]?.workSections).toEqual([night(1)]);
    // only what the layout shows is saved
    expect(templateSaveBody(smaller, null).scheduleRules).toHaveLength(7);
  });
});

describe('the schedule template form', () => {
  it('wants a name, a period type, a start date and, when custom, a layout in range', () => {
    expect(templateErrors(named())).toEqual({});
    expect(templateErrors({ ...named(), name: ' ', periodType: '', startDate: '' })).toEqual({
      name: 'Name is required.',
      periodType: 'Period Type is required.',
      startDate: 'Start Date is required.',
    });
    const custom = withPeriodType(named(), 'Custom');
    expect(templateErrors({ ...custom, periods: '11', days: '0' })).toEqual({
      periods: 'Periods must be a whole number from 1 to 10.',
      days: 'Days Per Period must be a whole number from 1 to 31.',
    });
    expect(templateErrors({ ...custom, periods: '1.5', days: '31' })).toEqual({
      periods: 'Periods must be a whole number from 1 to 10.',
    });
  });

  it('saves a new template without rule or section ids, active left to the server', () => {
    const values = withRule(withPeriodType(named({ employeeIds: ['e1', 'e2'] }), 'Fortnightly'), 8, {
      isOffDay: false,
      workSections: [night(1, 'made-here')],
    });
    const body = templateSaveBody(values, null);
    expect(body).toMatchObject({
      name: 'Nights',
      employeeIds: ['e1', 'e2'],
      periodType: 'Fortnightly',
      startDate: start,
      scheduleType: 'template',
    });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('active');
    expect(body).not.toHaveProperty('periods');
    expect(body.scheduleRules).toHaveLength(14);
    expect(body.scheduleRules[7]).toEqual({
      num: 8,
      title: 'Monday (week 2)',
      isOffDay: false,
      workSections: [
        { startTime: '22:00', endTime: '06:00', startTimeType: 'Today', endTimeType: 'NextDay', breakTime: 30 },
      ],
    });
    expect(body.scheduleRules.every((r) => !('id' in r))).toBe(true);
  });

  it('edits a stored template keeping its sections’ ids, and sends a custom layout and an off day as such', () => {
    const stored = templateValues({
      id: 't1',
      name: 'Rota',
      employeeIds: ['e1'],
      active: false,
      autoPunch: true,
      outPunchOnly: false,
      periodType: 'Custom',
      periods: 1,
      days: 3,
      startDate: start,
      workOnHoliday: true,
      scheduleType: 'template',
      scheduleRules: [
        {
          id: 'r1',
          num: 1,
          title: 'Day 1',
          isOffDay: false,
          workSections: [{ id: 's1', startTime: '08:00', endTime: '12:00', breakTime: 0 }],
        },
        { id: 'r2', num: 2, title: 'Day 2', isOffDay: true, workSections: [] },
        { id: 'r3', num: 3, title: 'Day 3', isOffDay: false, workSections: [] },
      ],
    });
    const edited = withRule(stored, 3, { isOffDay: false, workSections: [night(1)] });
    const body = templateSaveBody(edited, 't1');
    expect(body).toMatchObject({ id: 't1', active: false, autoPunch: true, workOnHoliday: true, periods: 1, days: 3 });
    expect(body.scheduleRules).toEqual([
      {
        num: 1,
        title: 'Day 1',
        isOffDay: false,
        workSections: [
          {
            id: 's1',
            startTime: '08:00',
            endTime: '12:00',
            startTimeType: 'Today',
            endTimeType: 'Today',
            breakTime: 0,
          },
        ],
      },
      { num: 2, title: 'Day 2', isOffDay: true, workSections: [] },
      {
        num: 3,
        title: 'Day 3',
        isOffDay: false,
        workSections: [
          { startTime: '22:00', endTime: '06:00', startTimeType: 'Today', endTimeType: 'NextDay', breakTime: 30 },
        ],
      },
    ]);
  });
});

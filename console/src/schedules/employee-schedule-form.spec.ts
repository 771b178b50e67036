import { blankSection } from '../work-sections/section-form';
import {
  defaultRange,
  employeeDays,
  employeeScheduleErrors,
  modifiedRules,
  withDayChange,
} from './employee-schedule-form';

const answer = {
  employeeId: 'e1',
  startDate: '2026-11-23',
  endDate: '2026-11-25',
  closedPeriods: [{ startDay: '2026-11-16', endDay: '2026-11-23' }],
  scheduleRules: [
    {
      id: 'd1',
      title: '2026-11-23',
      ruleDay: '2026-11-23',
      isOffDay: false,
      isClosed: true,
      virtual: false,
      modified: false,
      fromTemplate: true,
      workingHours: 8,
      workSections: [{ id: 's1', startTime: '08:00', endTime: '16:30', breakTime: 30 }],
    },
    {
      id: 'd2',
      title: '2026-11-24',
      ruleDay: '2026-11-24',
      isOffDay: false,
      isClosed: false,
      virtual: false,
      modified: false,
      fromTemplate: true,
      workingHours: 8,
      workSections: [{ id: 's2', startTime: '08:00', endTime: '16:30', breakTime: 30 }],
    },
    {
      id: null,
      title: '2026-11-25',
      ruleDay: '2026-11-25',
      isOffDay: false,
      isClosed: false,
      virtual: true,
      modified: false,
      fromTemplate: false,
      workingHours: 0,
      workSections: [],
    },
  ],
};

describe('the employee schedule', () => {
  it('opens on the last 7 days up to today', () => {
    expect(defaultRange('2026-11-25')).toEqual({ startDate: '2026-11-19', endDate: '2026-11-25' });
  });

  it('wants an employee and a range of at most 62 days in order', () => {
    const ok = { employeeId: 'e1', startDate: '2026-11-01', endDate: '2027-01-01' };
    expect(employeeScheduleErrors(ok)).toEqual({});
    expect(employeeScheduleErrors({ employeeId: '', startDate: '', endDate: '2026-11-01' })).toEqual({
      employeeId: 'Please select an employee.',
      dates: 'Please select the dates.',
    });
    expect(employeeScheduleErrors({ ...ok, endDate: '2026-10-31' })).toEqual({
      dates: 'The end date must not be before the start date.',
    });
    expect(employeeScheduleErrors({ ...ok, endDate: '2027-01-02' })).toEqual({
      dates: 'The date range covers at most 62 days.',
    });
  });

  it('shows a column per date, titled with its weekday, closed days marked', () => {
    const days = employeeDays(answer);
    expect(days.map((d) => [d.key, d.title, d.isClosed])).toEqual([
      ['2026-11-23', 'Mon 23/11/2026', true],
      ['2026-11-24', 'Tue 24/11/2026', false],
      ['2026-11-25', 'Wed 25/11/2026', false],
    ]);
  });

  it('sends only the days changed, without their ids, keeping the stored sections’ ids', () => {
    const days = employeeDays(answer);
    expect(modifiedRules(days)).toEqual([]);
    const late = { ...blankSection(2), startTime: '18:00', endTime: '22:00' };
    const changed = withDayChange(
      withDayChange(days, '2026-11-24', { isOffDay: false, workSections: [...(days[1]?.workSections ?? []), late] }),
      '2026-11-25',
      { isOffDay: true, workSections: [] },
    );
    expect(changed.map((d) => d.modified)).toEqual([false, true, true]);
    expect(modifiedRules(changed)).toEqual([
      {
        ruleDay: '2026-11-24',
        isOffDay: false,
        workSections: [
          {
            id: 's2',
            startTime: '08:00',
            endTime: '16:30',
            startTimeType: 'Today',
            endTimeType: 'Today',
            breakTime: 30,
          },
          { startTime: '18:00', endTime: '22:00', startTimeType: 'Today', endTimeType: 'Today' },
        ],
      },
      { ruleDay: '2026-11-25', isOffDay: true, workSections: [] },
    ]);
  });
});

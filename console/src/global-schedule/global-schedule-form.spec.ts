import { blankSection } from '../work-sections/section-form';
import {
  blankGlobalSchedule,
  globalScheduleErrors,
  globalScheduleRequest,
  type GlobalScheduleValues,
} from './global-schedule-form';

const form = (more: Partial<GlobalScheduleValues> = {}): GlobalScheduleValues => ({
  ...blankGlobalSchedule('2026-12-01'),
  employeeIds: ['e1'],
  sections: [{ ...blankSection(1), startTime: '09:00', endTime: '17:00' }],
  ...more,
});

describe('the Global Schedule form', () => {
  it('needs employees or departments, a date and complete sections', () => {
    expect(globalScheduleErrors(form())).toEqual({});
    expect(globalScheduleErrors(form({ employeeIds: [] }))).toEqual({ employeeIds: 'Please select employees.' });
    expect(globalScheduleErrors(form({ byEmployee: false }))).toEqual({ departmentIds: 'Please select departments.' });
    expect(globalScheduleErrors(form({ ruleDate: '' }))).toEqual({ ruleDate: 'Please select a date.' });
    expect(globalScheduleErrors(form({ sections: [blankSection(4)] }))).toEqual({
      'sections.4.startTime': 'Sch In is required.',
      'sections.4.endTime': 'Sch Out is required.',
    });
    expect(globalScheduleErrors(form({ sections: [] }))).toEqual({
      sections: 'Add a section, or make the day an off day.',
    });
  });

  it('wants Sch Out later than Sch In with the day flags, and sections that do not overlap', () => {
    const late = { ...blankSection(1), startTime: '22:00', endTime: '06:00' };
    expect(globalScheduleErrors(form({ sections: [late] }))).toEqual({
      'sections.1.endTime': 'Sch Out must be later than Sch In!',
    });
    expect(globalScheduleErrors(form({ sections: [{ ...late, nextDay: true }] }))).toEqual({});
    expect(
      globalScheduleErrors(
        form({
          sections: [
            { ...blankSection(1), startTime: '09:00', endTime: '13:00' },
            { ...blankSection(2), startTime: '12:00', endTime: '17:00' },
          ],
        }),
      ),
    ).toEqual({ sections: 'Warning: Scheduling conflicts!' });
  });

  it('sends the day as the server takes it, and an off day without sections', () => {
    const night = { ...blankSection(1), startTime: '22:00', endTime: '06:00', nextDay: true, breakTime: '30' };
    expect(globalScheduleRequest(form({ sections: [night] }))).toEqual({
      byEmployee: true,
      employeeIds: ['e1'],
      departmentIds: [],
      ruleDay: {
        isOffDay: false,
        ruleDate: '2026-12-01',
        workSections: [
          { startTime: '22:00', endTime: '06:00', startTimeType: 'Today', endTimeType: 'NextDay', breakTime: 30 },
        ],
      },
    });
    const off = globalScheduleRequest(form({ byEmployee: false, departmentIds: ['d1'], isOffDay: true }));
    expect(off).toMatchObject({
      employeeIds: [],
      departmentIds: ['d1'],
      ruleDay: { isOffDay: true, workSections: [] },
    });
  });
});

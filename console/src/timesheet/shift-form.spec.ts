import type { WorkShift } from '@rollcall/api-client';
import { sectionErrors } from '../work-sections/section-form';
import { SECTION_MESSAGES } from '../work-sections/section-messages';
import { shiftCardRequest, shiftSection, shiftTitle, type ShiftOpen } from './shift-form';

const shift = (over: Partial<WorkShift> = {}): WorkShift => ({
  id: '2026-11-23#s1',
  schId: '3b0f2a4e-0000-4000-8000-000000000001',
  isScheduled: true,
  startTime: '22:00',
  endTime: '06:00',
  deductTime: 30,
  paidMinutes: 450,
  explain: [],
  punchPairs: [],
  section: {
    startTimeType: 'Today',
    endTimeType: 'NextDay',
    breakTime: 30,
    overrideBreakCalculation: true,
    breakCalculationType: 'HoursAtWork',
    breakTriggerTime: 5,
    isOverridePayGroup: false,
    allowOT: false,
    lunchWorkingThrough: false,
    allowEA: true,
    allowLD: false,
    departmentId: 'pos-1',
    jobId: 'job-1',
    taskId: 'task-1',
    skills: ['sk-1'],
  },
  ...over,
});

describe('the timesheet shift form', () => {
  it('opens a new shift at 00:00 to 00:00 with the pay group’s break (spec 001 §9), refused until Sch Out is later', () => {
    const open: ShiftOpen = { day: '2026-11-23', kind: 'new' };
    const section = shiftSection(open);
    expect(section).toMatchObject({ startTime: '00:00', endTime: '00:00', breakTime: '', previousDay: false });
    expect(shiftTitle(open)).toBe('New Shift');
    expect(sectionErrors(section).endTime).toBe(SECTION_MESSAGES.endNotLater);
    expect(sectionErrors({ ...section, nextDay: true })).toEqual({});
  });

  it('opens a scheduled shift with its section’s fields, and saves it with create false and its section id', () => {
    const open: ShiftOpen = { day: '2026-11-23', kind: 'scheduled', shift: shift() };
    const section = shiftSection(open);
    expect(section).toMatchObject({
      id: shift().schId,
      startTime: '22:00',
      endTime: '06:00',
      nextDay: true,
      breakTime: '30',
      breakCalculationType: 'HoursAtWork',
      breakTriggerTime: '5',
      departmentId: 'pos-1',
      taskId: 'task-1',
    });
    expect(shiftTitle(open)).toBe('Modify Shift');
    expect(shiftCardRequest('e1', open, section, ' covering ')).toEqual({
      employeeId: 'e1',
      day: '2026-11-23',
      create: false,
      workSectionId: shift().schId,
      workShiftId: '2026-11-23#s1',
      startTime: '22:00',
      endTime: '06:00',
      startTimeType: 'Today',
      endTimeType: 'NextDay',
      breakTime: 30,
      overrideBreakCalculation: true,
      breakCalculationType: 'HoursAtWork',
      breakTriggerTime: 5,
      allowEA: true,
      departmentId: 'pos-1',
      jobId: 'job-1',
      taskId: 'task-1',
      skills: ['sk-1'],
      reason: 'covering',
    });
  });

  it('applies the section rules of §5: a Task with a Job, a deduct time above 0, a break start', () => {
    const section = shiftSection({ day: '2026-11-23', kind: 'scheduled', shift: shift() });
    expect(sectionErrors({ ...section, taskId: '' }).taskId).toBe('Please select a task.');
    expect(sectionErrors({ ...section, breakTriggerTime: '0' }).breakTriggerTime).toBe(
      'Break deduct time must be greater than 0.',
    );
    expect(sectionErrors({ ...section, breakCalculationType: 'TimeOfDay', breakStartTime: '' }).breakStartTime).toBe(
      SECTION_MESSAGES.breakStartRequired,
    );
  });

  it('saves an unscheduled shift only as a schedule: create true, its first in and last out', () => {
    const open: ShiftOpen = {
      day: '2026-11-21',
      kind: 'unscheduled',
      shift: shift({
        id: '2026-11-21#u0',
        schId: null,
        isScheduled: false,
        section: null,
        startTime: '09:15',
        endTime: '13:45',
      }),
    };
    const section = shiftSection(open);
    expect(section).toMatchObject({ id: null, startTime: '09:15', endTime: '13:45', nextDay: false });
    expect(shiftTitle(open)).toBe('Modify Shift');
    expect(shiftCardRequest('e1', open, section, '')).toEqual({
      employeeId: 'e1',
      day: '2026-11-21',
      create: true,
      saveAsShift: true,
      startTime: '09:15',
      endTime: '13:45',
      startTimeType: 'Today',
      endTimeType: 'Today',
    });
  });
});

import {
  assignShiftErrors,
  copyRosterErrors,
  isCreateMode,
  shiftCreateBody,
  shiftFormErrors,
  shiftFormValues,
  shiftUpdateBody,
  withCopySource,
} from './roster-form';
import { ROSTER_MESSAGES } from './roster-messages';

describe('the Create/Edit Shift form (spec 001 §4, §5, §9)', () => {
  const existing = {
    id: 's1',
    department: { id: 'd1' },
    startTime: '22:00',
    endTime: '06:00',
    startTimeType: 'Today' as const,
    endTimeType: 'NextDay' as const,
    colorCode: '#1890FF',
    labelName: 'Night',
    breakTime: 30,
  };

  it('is in create mode without an id or with New', () => {
    expect(isCreateMode(null)).toBe(true);
    expect(isCreateMode({ id: 'New' })).toBe(true);
    expect(isCreateMode(existing)).toBe(false);
  });

  it('starts a new shift at 00:00 to 00:00 in the theme colour, and refuses it until End is later', () => {
    const values = shiftFormValues(null);
    expect(values).toMatchObject({ startTime: '00:00', endTime: '00:00', colorCode: '#2EBB7C', breakTime: '0' });
    expect(shiftFormErrors({ ...values, departmentId: 'd1' })).toEqual({ endTime: ROSTER_MESSAGES.endNotLater });
    expect(shiftFormErrors(values)).toEqual({ departmentId: ROSTER_MESSAGES.positionRequired });
  });

  it('counts the Next Day flag and sends the time types', () => {
    const values = { ...shiftFormValues(null), departmentId: 'd1', startTime: '22:00', endTime: '06:00' };
    expect(shiftFormErrors(values)).toEqual({ endTime: ROSTER_MESSAGES.endNotLater });
    expect(shiftFormErrors({ ...values, nextDay: true })).toEqual({});
    // a time typed but not HH:mm (the 24-hour time field answers it as typed) is no time
    expect(shiftFormErrors({ ...values, startTime: '10pm' })).toEqual({ startTime: ROSTER_MESSAGES.startRequired });
    expect(shiftCreateBody({ ...values, nextDay: true, labelName: ' Night ', breakTime: '30' })).toEqual({
      departmentId: 'd1',
      startTime: '22:00',
      endTime: '06:00',
      startTimeType: 'Today',
      endTimeType: 'NextDay',
      colorCode: '#2EBB7C',
      labelName: 'Night',
      breakTime: 30,
    });
  });

  it('edits only the colour, label and break', () => {
    const values = shiftFormValues(existing);
    expect(values).toMatchObject({ departmentId: 'd1', nextDay: true, labelName: 'Night', breakTime: '30' });
    expect(shiftUpdateBody('s1', { ...values, labelName: 'Late', startTime: '01:00' })).toEqual({
      id: 's1',
      colorCode: '#1890FF',
      labelName: 'Late',
      breakTime: 30,
    });
  });

  it('wants a whole number of break minutes shorter than the shift', () => {
    const values = { ...shiftFormValues(existing) };
    expect(shiftFormErrors({ ...values, breakTime: '1.5' })).toHaveProperty('breakTime');
    expect(shiftFormErrors({ ...values, breakTime: '480' })).toEqual({ breakTime: ROSTER_MESSAGES.breakTooLong });
  });
});

describe('Add Shift to Employees and Copy Roster (spec 001 §5)', () => {
  it('requires the date and the employees', () => {
    expect(assignShiftErrors({ batchStartDate: '', employeeIds: [] })).toEqual({
      batchStartDate: ROSTER_MESSAGES.dateRequired,
      employeeIds: ROSTER_MESSAGES.employeesRequired,
    });
    expect(assignShiftErrors({ batchStartDate: '2026-11-25', employeeIds: ['e1'] })).toEqual({});
  });

  it('requires both dates and a paste date in the window', () => {
    expect(copyRosterErrors({ fromDate: '', endDate: '', beginDate: '' })).toEqual({
      fromDate: ROSTER_MESSAGES.copyFromRequired,
    });
    const week = { fromDate: '2026-11-23', endDate: '2026-11-29' };
    expect(copyRosterErrors({ ...week, beginDate: '' })).toEqual({ beginDate: ROSTER_MESSAGES.pasteRequired });
    expect(copyRosterErrors({ ...week, beginDate: '2026-11-25' })).toEqual({
      beginDate: ROSTER_MESSAGES.pasteOutsideWindow,
    });
    expect(copyRosterErrors({ ...week, beginDate: '2026-11-30' })).toEqual({});
  });

  it('clears the paste date when the source range changes', () => {
    const values = { fromDate: '2026-11-23', endDate: '2026-11-29', beginDate: '2026-11-30' };
    expect(withCopySource(values, '2026-11-23', '2026-11-29').beginDate).toBe('2026-11-30');
    expect(withCopySource(values, '2026-11-23', '2026-11-28').beginDate).toBe('');
  });
});

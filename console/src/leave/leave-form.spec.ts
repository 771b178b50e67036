import { leaveFormErrors, leaveFormValues, leaveFormVisibility, leaveSaveBody, withFromDate } from './leave-form';

const blank = leaveFormValues(null, { employeeId: 'e1', date: '2026-12-07' });

describe('the leave modal’s rules', () => {
  it('starts by schedule, skipping holidays and unscheduled days, on the day it was opened for', () => {
    expect(blank).toMatchObject({
      employeeId: 'e1',
      fromDate: '2026-12-07',
      toDate: '2026-12-07',
      scheduledDuration: true,
    });
    expect(leaveFormVisibility(blank)).toEqual({ times: false, hoursPerDay: false, skipUnscheduled: false });
    expect(leaveFormVisibility({ ...blank, scheduledDuration: false })).toEqual({
      times: false,
      hoursPerDay: true,
      skipUnscheduled: true,
    });
  });

  it('moves the To Date along when a later From Date passes it, and leaves it otherwise', () => {
    expect(withFromDate(blank, '2026-12-09')).toMatchObject({ fromDate: '2026-12-09', toDate: '2026-12-09' });
    const twoDays = { ...blank, toDate: '2026-12-10' };
    expect(withFromDate(twoDays, '2026-12-08')).toMatchObject({ fromDate: '2026-12-08', toDate: '2026-12-10' });
    expect(withFromDate(twoDays, '2026-12-01')).toMatchObject({ fromDate: '2026-12-01', toDate: '2026-12-10' });
    expect(withFromDate({ ...blank, toDate: '' }, '2026-12-09')).toMatchObject({ toDate: '' });
    expect(withFromDate(blank, '')).toMatchObject({ fromDate: '', toDate: '2026-12-07' });
  });

  it('requires the type and date, a To later than From counting the next-day flags, hours 0 to 24', () => {
    expect(leaveFormErrors({ ...blank, employeeId: '', fromDate: '' }, true)).toEqual({
      employeeId: 'Employee is required.',
      typeId: 'Leave Type is required.',
      fromDate: 'Date is required.',
    });
    const byTime = {
      ...blank,
      typeId: 't',
      byWorkHours: true,
      scheduledDuration: false,
      fromTime: '16:00',
      toTime: '01:00',
    };
    expect(leaveFormErrors(byTime, true)).toEqual({ toTime: 'To time must be later than From time!' });
    expect(leaveFormErrors({ ...byTime, toNextDay: true }, true)).toEqual({});
    // a time typed but not HH:mm (the 24-hour time field answers it as typed) is no time
    expect(leaveFormErrors({ ...byTime, fromTime: '4pm', toTime: '25:00' }, true)).toEqual({
      fromTime: 'From is required.',
      toTime: 'To is required.',
    });
    const hours = { ...blank, typeId: 't', scheduledDuration: false, duration: '25' };
    expect(leaveFormErrors(hours, true)).toEqual({ duration: 'Hours per day must be a number from 0 to 24.' });
  });

  it('sends only the chosen mode’s fields', () => {
    const body = leaveSaveBody(null, { ...blank, typeId: 't', scheduledDuration: false, duration: '4' });
    expect(body).toMatchObject({ id: 'New', typeId: 't', duration: 4, scheduledDuration: false, byWorkHours: false });
    expect(body).not.toHaveProperty('fromTime');
    const confirmed = leaveSaveBody('l1', { ...blank, typeId: 't' }, true);
    expect(confirmed).toMatchObject({
      id: 'l1',
      scheduledDuration: true,
      skipUnscheduled: false,
      confirmNegative: true,
    });
  });
});

import { leaveCardText, showsLeaveBalancePanel } from './leave-timesheet';

describe('the leave on the timesheet', () => {
  it('says a card’s time range and the hours charged once calculated', () => {
    expect(leaveCardText({ fromTime: '09:00', toTime: '13:00', minutes: 240 })).toBe('09:00 - 13:00, 4.00 hrs');
    expect(leaveCardText({ fromTime: null, toTime: null, minutes: 450 })).toBe('7.50 hrs');
    // pending: not charged yet
    expect(leaveCardText({ fromTime: '09:00', toTime: '13:00', minutes: null })).toBe('09:00 - 13:00');
    expect(leaveCardText({ fromTime: null, toTime: null, minutes: null })).toBe('');
  });

  it('shows the balance panel only with allowLeaveTime on and leaveBalance visible', () => {
    expect(showsLeaveBalancePanel(true, true)).toBe(true);
    expect(showsLeaveBalancePanel(false, true)).toBe(false);
    expect(showsLeaveBalancePanel(true, false)).toBe(false);
    // the settings not loaded yet
    expect(showsLeaveBalancePanel(undefined, true)).toBe(false);
  });
});

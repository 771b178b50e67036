import type { LeaveListed } from '../leave-row.js';
import { leaveRequestMail } from './leave-request-mail-rules.js';

const leave = {
  id: 'l1',
  employeeName: 'Ana <Ruiz>',
  typeName: 'Annual Leave',
  fromDate: '2026-11-30',
  toDate: '2026-12-01',
  byWorkHours: false,
  fromTime: null,
  toTime: null,
  totalMinutes: 900,
  description: null,
  source: 'kiosk',
} as unknown as LeaveListed;

describe('the leave request mail', () => {
  it('names the employee, where it came from, the type, the dates in DD/MM/YYYY and the hours', () => {
    const mail = leaveRequestMail(leave, { name: 'Sam Super', email: 'sam@x.test' }, 'http://h/#/leave/list');
    expect(mail.to).toBe('sam@x.test');
    expect(mail.subject).toBe('Leave request: Ana <Ruiz>, Annual Leave, 30/11/2026 to 01/12/2026');
    expect(mail.text.split('\n')).toEqual([
      'Hello Sam Super,',
      '',
      'Ana <Ruiz> has requested leave from a kiosk, waiting for your approval:',
      '',
      'Leave Type: Annual Leave',
      'Date: 30/11/2026 to 01/12/2026',
      'Total Hours: 15.00',
      '',
      'Examine it in Leave Requests: http://h/#/leave/list',
    ]);
    expect(mail.html).toContain('Ana &lt;Ruiz&gt;');
    expect(mail.html).toContain('<a href="http://h/#/leave/list">http://h/#/leave/list</a>');
  });

  it('shows one day once, the time range of leave by time, and the description', () => {
    const mail = leaveRequestMail(
      { ...leave, toDate: '2026-11-30', byWorkHours: true, fromTime: '09:00', toTime: '12:30', description: 'dentist' },
      { name: 'A', email: 'a@x.test' },
      'l',
    );
    expect(mail.text).toContain('Date: 30/11/2026 09:00–12:30\n');
    expect(mail.text).toContain('Description: dentist');
  });
});

import { blankGlobalLeave, globalLeaveBody, globalLeaveErrors } from './global-leave-form';

describe('the Global Leave form', () => {
  const filled = { ...blankGlobalLeave('2026-12-01'), typeId: 'al', employees: ['e1', 'e2'] };

  it('needs the employees or the departments, whichever it is by, and the leave form’s fields', () => {
    expect(globalLeaveErrors(blankGlobalLeave('2026-12-01'))).toEqual({
      typeId: 'Leave Type is required.',
      employees: 'Please select employees.',
    });
    expect(globalLeaveErrors({ ...filled, byEmployee: false })).toEqual({ departments: 'Please select a department.' });
    expect(
      globalLeaveErrors({ ...filled, byWorkHours: true, scheduledDuration: false, fromTime: '13:00', toTime: '09:00' }),
    ).toEqual({ toTime: 'To time must be later than From time!' });
  });

  it('sends only the list it is by, the chosen mode’s fields and the role, never an id or an employee', () => {
    expect(globalLeaveBody(filled, 'Admin')).toEqual({
      byEmployee: true,
      employees: ['e1', 'e2'],
      typeId: 'al',
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
      byWorkHours: false,
      scheduledDuration: true,
      skip: true,
      skipUnscheduled: false,
      description: null,
      loginRole: 'Admin',
    });
    const byDepartment = globalLeaveBody({ ...filled, byEmployee: false, departments: ['d1'] }, null);
    expect(byDepartment.departments).toEqual(['d1']);
    expect(byDepartment.employees).toBeUndefined();
    expect(byDepartment.loginRole).toBeUndefined();
  });
});

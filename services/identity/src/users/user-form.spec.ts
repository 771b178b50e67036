import type { SaveUserRequest } from './user-save.request.js';
import { checkUserForm } from './user-form.js';

const valid: SaveUserRequest = {
  email: 'hemi@example.com',
  firstName: 'Hemi',
  lastName: 'Walker',
  password: 'a good password',
  confirm_password: 'a good password',
  roleId: '2',
};

describe('checkUserForm', () => {
  it('passes a complete create form', () => {
    expect(checkUserForm(valid)).toEqual([]);
  });

  it('needs no password on an update unless changePassword is on', () => {
    const update = { ...valid, id: 'x', password: undefined, confirm_password: undefined };
    expect(checkUserForm(update)).toEqual([]);
    expect(checkUserForm({ ...update, changePassword: true })).toEqual([
      { field: 'password', message: 'Please input your password!' },
      { field: 'confirm_password', message: 'Please confirm your password!' },
    ]);
  });

  it('requires departments for a Supervisor and an employee record for the Employee role', () => {
    expect(checkUserForm({ ...valid, roleId: '3' })).toEqual([
      { field: 'departments', message: 'This field is required.' },
    ]);
    expect(checkUserForm({ ...valid, roleId: '4' })[0]?.field).toBe('isEmployee');
  });

  it('checks the employee info only when isEmployee is on', () => {
    expect(checkUserForm({ ...valid, clockId: -1 })).toEqual([]);
    expect(
      checkUserForm({
        ...valid,
        isEmployee: true,
        hireOnDateValue: '2026-02-30',
        terminateDateValue: '2025-01-01',
        departmentId: 'd',
        clockId: 1.5,
      }),
    ).toEqual([
      { field: 'hireOnDateValue', message: 'hireOnDateValue must be a date YYYY-MM-DD' },
      { field: 'terminateDateValue', message: 'terminateDateValue must not be before hireOnDateValue' },
      { field: 'clockId', message: 'Clock ID must be a whole number from 0 to 999999999' },
    ]);
  });

  it('takes a 4-digit PIN only, and forwardTo with isLeave', () => {
    expect(checkUserForm({ ...valid, pin: '12a4', isLeave: true })).toEqual([
      { field: 'forwardTo', message: 'This field is required.' },
      { field: 'pin', message: 'Please input 4 digit number!' },
    ]);
  });

  it('refuses a new password that is short or among the most common', () => {
    const at = (password: string) =>
      checkUserForm({ ...valid, password, confirm_password: password }).filter((p) => p.field === 'password');
    expect(at('short1')).toEqual([{ field: 'password', message: 'Password must be at least 8 characters.' }]);
    expect(at('Password1')[0]?.message).toMatch(/^This password is one of the most common ones/);
    expect(at('a good password')).toEqual([]);
  });
});

import { homeOf, mayLoginAsEmployee } from './redirects.js';

describe('after sign-in', () => {
  it('sends Employees to their timesheet and everyone else to the dashboard', () => {
    expect(homeOf('Employee')).toBe('/timesheet/view');
    expect(homeOf('Admin')).toBe('/dashboard');
    expect(homeOf('Supervisor')).toBe('/dashboard');
    expect(homeOf('Superadmin')).toBe('/dashboard');
  });

  it('offers the role select only to an Admin or Supervisor who is also an employee', () => {
    const eid = '6f1c1f0e-6a43-4bb6-9d0e-0d3b7e1c2a11';
    expect(mayLoginAsEmployee('Admin', eid)).toBe(true);
    expect(mayLoginAsEmployee('Supervisor', eid)).toBe(true);
    expect(mayLoginAsEmployee('Admin', null)).toBe(false);
    expect(mayLoginAsEmployee('Superadmin', eid)).toBe(false);
    expect(mayLoginAsEmployee('Employee', eid)).toBe(false);
  });
});

import { mayListRoundings } from './rounding-list-access.js';

describe('who may list rounding rule sets', () => {
  it('lets the rounding screen and the employee form in, and nobody else', () => {
    expect(mayListRoundings('Admin')).toBe(true);
    expect(mayListRoundings('Superadmin')).toBe(true);
    expect(mayListRoundings('Supervisor')).toBe(true);
    expect(mayListRoundings('Employee')).toBe(false);
  });
});

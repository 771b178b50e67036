import { touchesTimesheet } from './live-refresh';

const period = { fromT: '2026-11-16', toT: '2026-11-22' };
const update = (employeeId: string, dates: string[]) => ({ employees: [{ employeeId, dates }] });

describe('touchesTimesheet', () => {
  it('is true for the employee on screen with a date of the period, ends included', () => {
    expect(touchesTimesheet(update('e1', ['2026-11-16']), 'e1', period)).toBe(true);
    expect(touchesTimesheet(update('e1', ['2026-11-10', '2026-11-22']), 'e1', period)).toBe(true);
  });

  it('is false for another employee, or for dates outside the period', () => {
    expect(touchesTimesheet(update('e2', ['2026-11-18']), 'e1', period)).toBe(false);
    expect(touchesTimesheet(update('e1', ['2026-11-15', '2026-11-23']), 'e1', period)).toBe(false);
    expect(touchesTimesheet({ employees: [] }, 'e1', period)).toBe(false);
  });
});

import { blankRecalculate, progressOf, recalculateBody, recalculateErrors } from './recalculate-form';

describe('the Global Recalculate form', () => {
  const blank = blankRecalculate('2026-11-22');

  it('needs employees (or departments, by department) and a date range that does not run backwards', () => {
    expect(recalculateErrors(blank)).toEqual({ employees: 'Please select employees.' });
    expect(recalculateErrors({ ...blank, byEmployee: false })).toEqual({ departments: 'Please select departments.' });
    expect(recalculateErrors({ ...blank, employees: ['e1'], startDate: '2026-11-22', endDate: '2026-11-16' })).toEqual({
      endDate: 'The end date must not be before the start date.',
    });
    expect(recalculateErrors({ ...blank, employees: ['e1'], startDate: '', endDate: '' })).toEqual({
      startDate: 'Please select the start date.',
      endDate: 'Please select the end date.',
    });
  });

  it('sends only the list the form is by', () => {
    const values = { ...blank, employees: ['e1'], departments: ['d1'] };
    expect(recalculateBody(values)).toEqual({
      byEmployee: true,
      employees: ['e1'],
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
    expect(recalculateBody({ ...values, byEmployee: false })).toMatchObject({ departments: ['d1'] });
    expect(recalculateBody({ ...values, byEmployee: false })).not.toHaveProperty('employees');
  });

  it('counts the days done since the request was queued', () => {
    expect(progressOf(700, 700)).toEqual({ done: 0, total: 700 });
    expect(progressOf(700, 200)).toEqual({ done: 500, total: 700 });
    expect(progressOf(700, 0)).toEqual({ done: 700, total: 700 });
    // more work queued meanwhile by others: never negative
    expect(progressOf(700, 900)).toEqual({ done: 0, total: 900 });
  });
});

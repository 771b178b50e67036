import { dayRange, syncResultProblems } from './sync-result-rules.js';

describe('sync result rules', () => {
  it('records only known types and the three statuses', () => {
    expect(syncResultProblems({ type: 'Employees', status: 'warning', message: 'two skipped' })).toEqual([]);
    expect(syncResultProblems({ type: 'Nope', status: 'failed', message: '' })).toEqual([
      'type must be one of Employees, Jobs, Tasks, Timesheets, Job Costing, Payroll, Pay Types, Leave Balances',
      'status must be one of success, warning, error',
    ]);
    expect(syncResultProblems({ type: 'Jobs', status: 'error', message: 'x', date: new Date('nope') })).toEqual([
      'date must be a valid instant',
    ]);
  });

  it('turns local days into instants in the zone, both days included', () => {
    expect(dayRange('2026-03-01', '2026-03-02', 'Pacific/Auckland')).toEqual({
      from: new Date('2026-02-28T11:00:00Z'),
      to: new Date('2026-03-02T11:00:00Z'),
    });
    expect(dayRange(undefined, '2026-03-02', 'UTC')).toEqual({ from: null, to: new Date('2026-03-03T00:00:00Z') });
    expect(dayRange(undefined, undefined, 'UTC')).toEqual({ from: null, to: null });
  });

  it('refuses bad dates, a backwards range and unknown zones', () => {
    expect(dayRange('2026-02-30', undefined, 'UTC')).toBeNull();
    expect(dayRange('2026-03-02', '2026-03-01', 'UTC')).toBeNull();
    expect(dayRange('2026-03-01', undefined, 'Mars/Base')).toBeNull();
  });
});

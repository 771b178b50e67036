import {
  autoSelected,
  codeAndName,
  customerFormErrors,
  defaultFormErrors,
  punchCodePayload,
} from './punch-code-payload';

const rules = { positionShown: true, taskShown: true, jobRequired: false, taskOptionCount: 2 };

describe('punch code payload', () => {
  it('names jobs and tasks "code - name" and leaves absent parts null', () => {
    expect(codeAndName({ code: 'J1', name: 'Fit out' })).toBe('J1 - Fit out');
    expect(codeAndName({ code: 'J1', name: ' ' })).toBe('J1');
    expect(
      punchCodePayload({
        department: { id: 'd', name: 'Welder' },
        job: { id: 'j', code: 'J1', name: 'Fit out' },
        task: null,
      }),
    ).toEqual({
      departmentId: 'd',
      departmentName: 'Welder',
      jobId: 'j',
      jobName: 'J1 - Fit out',
      taskId: null,
      taskName: null,
    });
  });

  it('asks for a task when a job offering tasks is chosen without one', () => {
    expect(defaultFormErrors({ departmentId: '', jobId: 'j', taskId: '' }, rules)).toEqual({
      task: 'Please select a task.',
    });
    expect(defaultFormErrors({ departmentId: '', jobId: 'j', taskId: 't' }, rules)).toEqual({});
    expect(defaultFormErrors({ departmentId: '', jobId: 'j', taskId: '' }, { ...rules, taskShown: false })).toEqual({});
    expect(defaultFormErrors({ departmentId: '', jobId: 'j', taskId: '' }, { ...rules, taskOptionCount: 0 })).toEqual(
      {},
    );
  });

  it('requires a job for the job-costing types, and a position or a job otherwise', () => {
    expect(defaultFormErrors({ departmentId: 'd', jobId: '', taskId: '' }, { ...rules, jobRequired: true })).toEqual({
      job: 'Please select a job.',
    });
    expect(defaultFormErrors({ departmentId: 'd', jobId: '', taskId: '' }, rules)).toEqual({});
    expect(defaultFormErrors({ departmentId: '', jobId: '', taskId: '' }, rules)).toEqual({
      job: 'Please select a position or a job.',
    });
    expect(defaultFormErrors({ departmentId: 'd', jobId: '', taskId: '' }, { ...rules, positionShown: false })).toEqual(
      { job: 'Please select a position or a job.' },
    );
  });

  it('requires every field of the customer variant', () => {
    expect(customerFormErrors({ project: 'p', panel: '', task: 't', category: '' })).toEqual({
      panel: 'This field is required.',
      category: 'This field is required.',
    });
  });

  it('auto-selects the only item and keeps a still-offered choice', () => {
    expect(autoSelected([{ id: 'a' }], '')).toBe('a');
    expect(autoSelected([{ id: 'a' }, { id: 'b' }], 'b')).toBe('b');
    expect(autoSelected([{ id: 'a' }, { id: 'b' }], 'c')).toBe('');
    expect(autoSelected(undefined, 'c')).toBe('');
  });
});

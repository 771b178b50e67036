import { codeErrors, jobFormValues, jobSaveBody, taskSaveBody, taskFormValues } from './job-form';

describe('job and task forms', () => {
  it('starts a new job or task active and empty', () => {
    expect(jobFormValues(null)).toMatchObject({ code: '', active: true, taskID: [] });
    expect(taskFormValues(undefined)).toMatchObject({ code: '', active: true });
  });

  it('requires a code', () => {
    expect(codeErrors({ code: '  ' })).toEqual({ code: 'Please input the code.' });
    expect(codeErrors({ code: 'J1' })).toEqual({});
  });

  it('sends trimmed values, the id when editing and the external fields only when shown', () => {
    const values = { ...jobFormValues(null), code: ' J1 ', externalJobId: 'X', taskID: ['t'] };
    expect(jobSaveBody(null, values, false)).toEqual({
      code: 'J1',
      name: '',
      active: true,
      taskID: ['t'],
      description: '',
      punchCode: '',
      payExportCode: '',
    });
    expect(jobSaveBody('id1', values, true)).toMatchObject({ id: 'id1', externalJobType: '', externalJobId: 'X' });
    expect(taskSaveBody('t1', { ...taskFormValues(null), code: 'T' }, true)).toMatchObject({
      id: 't1',
      code: 'T',
      externalTaskId: '',
    });
  });
});

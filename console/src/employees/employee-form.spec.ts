import { emptyEmployeeForm, employeeSaveBody, formRules, validateEmployee } from './employee-form';

const rules = formRules({ useTimeClock: true, outFaceTypeId: null, thirdPartyType: null });

describe('employee form', () => {
  it('asks for the required fields with the spec message', () => {
    const errors = validateEmployee(emptyEmployeeForm(12), rules, false);
    expect(errors).toMatchObject({
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      departmentId: 'This field is required.',
      hireOnDateValue: 'This field is required.',
      paygroupId: 'This field is required.',
      payId: 'This field is required.',
    });
    expect(errors.clockId).toBeUndefined();
  });
  it('keeps the clock id within 0 to 999999999 and the e-mail to the pattern', () => {
    const v = { ...emptyEmployeeForm(null), clockId: '1000000000', email: 'x@y' };
    const errors = validateEmployee(v, rules, false);
    expect(errors.clockId).toBeDefined();
    expect(errors.email).toBe('Invalid Email address!');
  });
  it('does not need a pay id for WorkflowMax, which needs a WorkflowMax id', () => {
    const wfm = formRules({ useTimeClock: false, thirdPartyType: { id: '04' } });
    const errors = validateEmployee(emptyEmployeeForm(null), wfm, false);
    expect(errors.payId).toBeUndefined();
    expect(errors.workflowId).toBe('This field is required.');
  });
  it('sends the clock id as a number and leaves passwords out', () => {
    const body = employeeSaveBody({ ...emptyEmployeeForm(7), password: 'x' }, undefined, rules);
    expect(body.clockId).toBe(7);
    expect(body.password).toBeUndefined();
    expect(body.isExport).toBe(true);
  });
});

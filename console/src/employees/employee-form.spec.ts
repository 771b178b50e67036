import {
  emptyEmployeeForm,
  employeeSaveBody,
  formRules,
  GREENTREE_JOB_COSTING,
  lastUpdateText,
  validateEmployee,
} from './employee-form';

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
  it('shows and sends the GreenTree section only for the GreenTree job-costing export', () => {
    const values = { ...emptyEmployeeForm(7), payCostcode: 'LAB', defaultActivity: '' };
    expect(rules.greenTree).toBe(false);
    const without = employeeSaveBody(values, undefined, rules);
    expect(without).not.toHaveProperty('payCostcode');
    const greenTree = formRules({ useTimeClock: true, outFaceTypeId: GREENTREE_JOB_COSTING });
    expect(greenTree.greenTree).toBe(true);
    const body = employeeSaveBody(values, undefined, greenTree);
    expect(body).toMatchObject({ payCostcode: 'LAB', defaultActivity: null, glTransType: null });
    expect(body).not.toHaveProperty('lastUpdate');
  });
  it('sends skills only while skills are enabled, and a blank time rounding as none', () => {
    const values = { ...emptyEmployeeForm(7), skills: ['s1', 's2'] };
    expect(employeeSaveBody(values, undefined, rules)).not.toHaveProperty('skills');
    const withSkills = formRules({ useTimeClock: true, isSkillEnabled: true });
    expect(employeeSaveBody(values, undefined, withSkills)).toMatchObject({
      skills: ['s1', 's2'],
      timeRoundingId: null,
    });
    expect(employeeSaveBody({ ...values, timeRoundingId: 'r1' }, undefined, withSkills).timeRoundingId).toBe('r1');
  });
  it('shows Last Update in the viewer’s date format, or -- when never', () => {
    expect(lastUpdateText(null)).toBe('--');
    expect(lastUpdateText('not a date')).toBe('--');
    expect(lastUpdateText('2026-03-04T05:06:00.000Z')).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
  });
});

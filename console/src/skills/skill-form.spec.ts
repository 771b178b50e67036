import {
  allowanceOptions,
  ALLOWANCE_CALCULATION_OPTIONS,
  skillFormErrors,
  skillFormValues,
  skillSaveBody,
} from './skill-form';

describe('skill form rules', () => {
  it('starts a new skill active with nothing chosen', () => {
    expect(skillFormValues(null)).toEqual({ name: '', active: true, payTypeId: '', allowanceCalculationType: '' });
  });

  it('labels the allowance calculations as the spec does', () => {
    expect(ALLOWANCE_CALCULATION_OPTIONS.map((o) => o.label)).toEqual([
      'One Per Shift',
      'Hours Worked For Day',
      'Hours Worked For Shift',
    ]);
  });

  it('sorts the allowance options by name', () => {
    expect(
      allowanceOptions(
        [
          { id: '2', name: 'Tool' },
          { id: '1', name: 'First Aid' },
        ],
        null,
      ),
    ).toEqual([
      { value: '1', label: 'First Aid' },
      { value: '2', label: 'Tool' },
    ]);
  });

  it('keeps the skill’s own allowance when it is no longer offered', () => {
    expect(allowanceOptions([{ id: '1', name: 'First Aid' }], { id: '9', name: 'Old' })).toEqual([
      { value: '1', label: 'First Aid' },
      { value: '9', label: 'Old (Inactive)' },
    ]);
    expect(allowanceOptions([{ id: '1', name: 'First Aid' }], { id: '1', name: 'First Aid' })).toHaveLength(1);
  });

  it('requires the name and the allowance calculation', () => {
    expect(Object.keys(skillFormErrors(skillFormValues(null)))).toEqual(['name', 'allowanceCalculationType']);
    expect(
      skillFormErrors({ ...skillFormValues(null), name: 'A', allowanceCalculationType: 'hoursWorkedForDay' }),
    ).toEqual({});
  });

  it('sends active only when editing, and no pay type as null', () => {
    const values = {
      name: ' Crane ',
      active: false,
      payTypeId: '',
      allowanceCalculationType: 'eitherOnePerShift' as const,
    };
    expect(skillSaveBody(null, values)).toEqual({
      name: 'Crane',
      payTypeId: null,
      allowanceCalculationType: 'eitherOnePerShift',
    });
    expect(skillSaveBody('s1', values)).toMatchObject({ id: 's1', active: false });
  });
});

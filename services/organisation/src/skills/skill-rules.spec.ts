import {
  ALLOWANCE_CALCULATION_LABELS,
  ALLOWANCE_CALCULATION_TYPES,
  isAllowancePayType,
  sameSkillName,
} from './skill-rules.js';

describe('skill rules', () => {
  it('labels the three allowance calculation types as the spec does', () => {
    expect(ALLOWANCE_CALCULATION_TYPES).toEqual(['eitherOnePerShift', 'hoursWorkedForDay', 'hoursWorkedForShift']);
    expect(ALLOWANCE_CALCULATION_LABELS.eitherOnePerShift).toBe('One Per Shift');
    expect(ALLOWANCE_CALCULATION_LABELS.hoursWorkedForDay).toBe('Hours Worked For Day');
    expect(ALLOWANCE_CALCULATION_LABELS.hoursWorkedForShift).toBe('Hours Worked For Shift');
  });

  it('compares names ignoring case and surrounding spaces', () => {
    expect(sameSkillName(' Forklift ', 'forklift')).toBe(true);
    expect(sameSkillName('Forklift', 'Fork lift')).toBe(false);
  });

  it('accepts only the company’s active allowance pay types, or the one the skill already has', () => {
    const payType = { id: 'p1', companyId: 'c1', isAllowance: true, active: true };
    expect(isAllowancePayType(payType, 'c1', null)).toBe(true);
    expect(isAllowancePayType({ ...payType, isAllowance: false }, 'c1', null)).toBe(false);
    expect(isAllowancePayType({ ...payType, companyId: 'c2' }, 'c1', null)).toBe(false);
    expect(isAllowancePayType(null, 'c1', null)).toBe(false);
    expect(isAllowancePayType({ ...payType, active: false }, 'c1', null)).toBe(false);
    expect(isAllowancePayType({ ...payType, active: false }, 'c1', 'p1')).toBe(true);
    expect(isAllowancePayType({ ...payType, active: false, isAllowance: false }, 'c1', 'p1')).toBe(false);
  });
});

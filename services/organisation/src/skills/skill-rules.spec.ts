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

  it('accepts only the company’s allowance pay types', () => {
    expect(isAllowancePayType({ companyId: 'c1', isAllowance: true }, 'c1')).toBe(true);
    expect(isAllowancePayType({ companyId: 'c1', isAllowance: false }, 'c1')).toBe(false);
    expect(isAllowancePayType({ companyId: 'c2', isAllowance: true }, 'c1')).toBe(false);
    expect(isAllowancePayType(null, 'c1')).toBe(false);
  });
});

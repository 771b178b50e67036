import { NEW_PAY_TYPE, payTypeProblem, sameText, withConvertMode } from './pay-type-rules.js';

const payType = (over: Partial<typeof NEW_PAY_TYPE> = {}) => ({ ...NEW_PAY_TYPE, code: 'X', name: 'X', ...over });

describe('pay type rules', () => {
  it('a new pay type is active, hidden from employees, exported, one hour per day', () => {
    expect(NEW_PAY_TYPE).toMatchObject({ active: true, hideFromEmp: true, shouldExport: true, ctDay: 1 });
    expect(payTypeProblem(payType())).toBeNull();
  });
  it('refuses Allowance and Leave together', () => {
    expect(payTypeProblem(payType({ isAllowance: true, leaveStatus: true }))).toBe('allowanceAndLeave');
  });
  it('an overtime pay type needs a factor greater than 0', () => {
    expect(payTypeProblem(payType({ isOvertime: true, payRateFactor: null }))).toBe('incorrectNumberForm');
    expect(payTypeProblem(payType({ isOvertime: true, payRateFactor: 0 }))).toBe('incorrectNumberForm');
    expect(payTypeProblem(payType({ isOvertime: true, payRateFactor: Number.NaN }))).toBe('incorrectNumberForm');
    expect(payTypeProblem(payType({ isOvertime: true, payRateFactor: 1.5 }))).toBeNull();
  });
  it('takes exactly one convert-to-day mode, hours per day when none is named', () => {
    expect(payTypeProblem(payType({ convertToDay: true, percentage: true }))).toBe('convertModes');
    const none = payType({ convertToDay: false, percentage: false, byStandardHour: false });
    expect(payTypeProblem(none)).toBe('convertModes');
    expect(withConvertMode(none).convertToDay).toBe(true);
    expect(withConvertMode(payType({ convertToDay: false, percentage: true })).convertToDay).toBe(false);
  });
  it('compares codes and names without case or surrounding space', () => {
    expect(sameText(' ord ', 'ORD')).toBe(true);
    expect(sameText('ORD', 'ORD2')).toBe(false);
  });
});

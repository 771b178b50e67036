import { fileTemplatesOf } from './payroll-templates';

describe('the export templates a company offers', () => {
  it('keeps its order, leaves out Xero (no file) and unknown codes, and falls back to the generic CSV', () => {
    expect(fileTemplatesOf(['ipayroll', '27', 'generic'])).toEqual(['ipayroll', 'generic']);
    expect(fileTemplatesOf(['27'])).toEqual(['generic']);
    expect(fileTemplatesOf([])).toEqual(['generic']);
    expect(fileTemplatesOf(['nope', '23'])).toEqual(['23']);
  });
});

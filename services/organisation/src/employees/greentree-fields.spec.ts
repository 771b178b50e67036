import { greenTreeChanged } from './greentree-fields.js';

const none = { defaultActivity: null, defaultWorkcentre: null, payCostcode: null, glTransType: null };

describe('GreenTree fields', () => {
  it('sees a change in any of the four fields', () => {
    expect(greenTreeChanged(none, { ...none, defaultActivity: 'ACT1' })).toBe(true);
    expect(greenTreeChanged(none, { ...none, defaultWorkcentre: 'WC' })).toBe(true);
    expect(greenTreeChanged(none, { ...none, payCostcode: 'LAB' })).toBe(true);
    expect(greenTreeChanged({ ...none, glTransType: 'GL' }, none)).toBe(true);
  });

  it('sees no change when they are the same', () => {
    expect(greenTreeChanged({ ...none, payCostcode: 'LAB' }, { ...none, payCostcode: 'LAB' })).toBe(false);
  });

  it('counts a new employee with GreenTree values as a change, and one without as none', () => {
    expect(greenTreeChanged(null, { ...none, glTransType: 'GL' })).toBe(true);
    expect(greenTreeChanged(null, none)).toBe(false);
  });
});

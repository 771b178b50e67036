import { hoursText, neighbourOrder } from './user-info';

describe('hoursText', () => {
  it('writes one decimal and hrs', () => {
    expect(hoursText(40)).toBe('40.0 hrs');
    expect(hoursText(37.55)).toBe('37.5 hrs');
    expect(hoursText(0)).toBe('0.0 hrs');
  });

  it('writes -- for no hours', () => {
    expect(hoursText(null)).toBe('--');
    expect(hoursText(undefined)).toBe('--');
  });
});

describe('neighbourOrder', () => {
  it('is lastName ascending with nothing saved', () => {
    expect(neighbourOrder(null)).toEqual({ key: 'lastName', order: 'ascend' });
  });

  it('follows the saved sort of the employees table', () => {
    expect(neighbourOrder({ key: 'clockId', order: 'descend' })).toEqual({ key: 'clockId', order: 'descend' });
  });

  it('ignores a saved column the server does not sort by', () => {
    expect(neighbourOrder({ key: 'photo', order: 'descend' })).toEqual({ key: 'lastName', order: 'ascend' });
  });
});

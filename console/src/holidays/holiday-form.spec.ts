import { holidayFormErrors, holidaySaveBody, withDate } from './holiday-form';
import { defaultGeneratorYear, generatorYears, initialSelection, toggled } from './holiday-generate';

describe('the holiday form', () => {
  it('requires Name, Date and Alternative Date, not before Date', () => {
    expect(holidayFormErrors({ name: ' ', date: '', alterdate: '' })).toEqual({
      name: 'Please enter the Name.',
      date: 'Please select the Date.',
      alterdate: 'Please select the Alternative Date.',
    });
    expect(holidayFormErrors({ name: 'X', date: '2027-04-25', alterdate: '2027-04-24' })).toEqual({
      alterdate: 'Warning: Alternative Date cannot be before Date.',
    });
    expect(holidayFormErrors({ name: 'X', date: '2027-04-25', alterdate: '2027-04-26' })).toEqual({});
  });

  it('fills an empty Alternative Date from the Date, and keeps one already chosen', () => {
    expect(withDate({ name: '', date: '', alterdate: '' }, '2027-04-25').alterdate).toBe('2027-04-25');
    expect(withDate({ name: '', date: '2027-04-25', alterdate: '2027-04-26' }, '2027-04-24').alterdate).toBe(
      '2027-04-26',
    );
  });

  it('sends the trimmed name with the id when editing', () => {
    expect(holidaySaveBody('h1', { name: ' Show Day ', date: '2026-11-13', alterdate: '2026-11-13' })).toEqual({
      id: 'h1',
      name: 'Show Day',
      date: '2026-11-13',
      alterdate: '2026-11-13',
    });
    expect(holidaySaveBody(null, { name: 'A', date: '2026-11-13', alterdate: '2026-11-13' })).not.toHaveProperty('id');
  });
});

describe('the New Zealand generator dialog', () => {
  const h = (sysCode: string, exists: boolean) => ({ sysCode, name: sysCode, date: '', alterdate: '', exists });

  it('preselects the holidays not already there', () => {
    expect(initialSelection([h('NZ-ANZAC', true), h('NZ-MATARIKI', false)])).toEqual(['NZ-MATARIKI']);
    expect(toggled(['NZ-MATARIKI'], 'NZ-ANZAC', true)).toEqual(['NZ-MATARIKI', 'NZ-ANZAC']);
    expect(toggled(['NZ-MATARIKI'], 'NZ-MATARIKI', false)).toEqual([]);
  });

  it('offers the generator’s years, defaulting to next year within them', () => {
    expect(generatorYears(2022, 2025)).toEqual([2022, 2023, 2024, 2025]);
    expect(defaultGeneratorYear(new Date(2026, 10, 22), 2022, 2052)).toBe(2027);
    expect(defaultGeneratorYear(new Date(2060, 0, 1), 2022, 2052)).toBe(2052);
  });
});

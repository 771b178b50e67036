import { alreadyThere, holidayDatesRefusal, holidayYear } from './holiday-rules.js';

const anzac = { sysCode: 'NZ-ANZAC', name: 'ANZAC Day', date: '2027-04-25', alterdate: '2027-04-26' };

describe('holiday rules', () => {
  it('refuses an observed date before the holiday', () => {
    expect(holidayDatesRefusal('2027-04-25', '2027-04-24')).toBe('alterdateBeforeDate');
    expect(holidayDatesRefusal('2027-04-25', '2027-04-25')).toBeNull();
    expect(holidayDatesRefusal('2027-04-25', '2027-04-26')).toBeNull();
  });

  it('places a holiday in the year of its calendar date', () => {
    expect(holidayYear('2027-12-26')).toBe(2027);
  });

  it('finds a generated holiday by system code or by name within the same year only', () => {
    expect(alreadyThere(anzac, [{ name: 'Anzac', date: '2027-04-25', sysCode: 'NZ-ANZAC' }])).toBe(true);
    expect(alreadyThere(anzac, [{ name: 'anzac day', date: '2027-04-26', sysCode: null }])).toBe(true);
    expect(alreadyThere(anzac, [{ name: 'ANZAC Day', date: '2026-04-25', sysCode: 'NZ-ANZAC' }])).toBe(false);
    expect(alreadyThere(anzac, [{ name: 'Show Day', date: '2027-04-25', sysCode: null }])).toBe(false);
  });
});

import { crossesMidnight, hasOvernightShift } from './overnight.js';

describe('overnight shifts', () => {
  it('a section ending at or before its start crosses midnight', () => {
    expect(crossesMidnight({ start: '22:00', end: '06:00' })).toBe(true);
    expect(crossesMidnight({ start: '09:00', end: '09:00' })).toBe(true);
    expect(crossesMidnight({ start: '09:00', end: '17:00' })).toBe(false);
  });
  it('a section ending on the next day or starting on the previous one crosses midnight', () => {
    expect(crossesMidnight({ start: '09:00', end: '10:00', endType: 'NextDay' })).toBe(true);
    expect(crossesMidnight({ start: '09:00', end: '10:00', startType: 'Previous' })).toBe(true);
    expect(crossesMidnight({ start: '09:00', end: '10:00', startType: 'Today', endType: 'Today' })).toBe(false);
  });
  it('an off day has none; a day has one when any section crosses', () => {
    expect(hasOvernightShift({ offDay: true, sections: [{ start: '22:00', end: '06:00' }] })).toBe(false);
    expect(
      hasOvernightShift({
        offDay: false,
        sections: [
          { start: '08:00', end: '12:00' },
          { start: '20:00', end: '02:00' },
        ],
      }),
    ).toBe(true);
    expect(hasOvernightShift({ offDay: false, sections: [] })).toBe(false);
  });
});

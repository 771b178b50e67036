import { barGeometry, DAY_WIDTH_PX, minutesToPixels, RULER_HOURS } from './roster-timeline-rules.js';

describe('the roster timeline (spec 001 §9: 23.2 px per 120 minutes)', () => {
  it('has a 0–24 ruler in 2-hour steps over 278.4 px', () => {
    expect(RULER_HOURS).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
    expect(DAY_WIDTH_PX).toBeCloseTo(278.4);
    expect(minutesToPixels(120)).toBe(23.2);
    expect(minutesToPixels(30)).toBe(5.8);
  });

  it('places a bar by its start and sizes it by its length', () => {
    expect(barGeometry({ start: '09:00', end: '17:00' })).toEqual({
      left: 104.4,
      width: 92.8,
      continuesBefore: false,
      continuesAfter: false,
    });
  });

  it('cuts an overnight section at the cell edges and says it continues', () => {
    expect(barGeometry({ start: '22:00', end: '06:00', endType: 'NextDay' })).toEqual({
      left: 255.2,
      width: 23.2,
      continuesBefore: false,
      continuesAfter: true,
    });
    expect(barGeometry({ start: '22:00', end: '02:00', startType: 'Previous' })).toEqual({
      left: 0,
      width: 23.2,
      continuesBefore: true,
      continuesAfter: false,
    });
  });

  it('draws nothing for times that are not a span', () => {
    expect(barGeometry({ start: '10:00', end: '09:00' })).toBeNull();
    expect(barGeometry({ start: '25:00', end: '26:00' })).toBeNull();
  });
});

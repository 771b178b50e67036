import {
  distanceMetres,
  formatCoordinate,
  insideGeofence,
  MAX_RADIUS_METRES,
  parseCoordinate,
  parseRadius,
} from './workplace-geometry.js';

describe('work site geometry', () => {
  it('parses a coordinate written (lat, lng), with or without brackets and spaces', () => {
    expect(parseCoordinate('(-36.8485, 174.7633)')).toEqual({ point: { lat: -36.8485, lng: 174.7633 } });
    expect(parseCoordinate('-36.8485,174.7633')).toEqual({ point: { lat: -36.8485, lng: 174.7633 } });
    expect(parseCoordinate(' ( 10 , -20.5 ) ')).toEqual({ point: { lat: 10, lng: -20.5 } });
  });

  it('keeps 6 decimals', () => {
    expect(parseCoordinate('(1.123456789, 2.987654321)')).toEqual({ point: { lat: 1.123457, lng: 2.987654 } });
  });

  it('refuses text that is not a coordinate, and points out of range', () => {
    expect(parseCoordinate('Auckland')).toEqual({
      error: 'coordinate must be written (latitude, longitude), e.g. (-36.8485, 174.7633)',
    });
    expect(parseCoordinate('(1, 2, 3)')).toHaveProperty('error');
    expect(parseCoordinate('(90.1, 0)')).toEqual({ error: 'coordinate latitude must be between -90 and 90' });
    expect(parseCoordinate('(0, -180.5)')).toEqual({ error: 'coordinate longitude must be between -180 and 180' });
    expect(parseCoordinate('(-90, 180)')).toEqual({ point: { lat: -90, lng: 180 } });
  });

  it('formats a point as (lat, lng)', () => {
    expect(formatCoordinate({ lat: -36.8485, lng: 174.7633 })).toBe('(-36.8485, 174.7633)');
  });

  it('reads a radius from a number or text, 0 or more, rounded to centimetres', () => {
    expect(parseRadius(0)).toEqual({ metres: 0 });
    expect(parseRadius('25.5')).toEqual({ metres: 25.5 });
    expect(parseRadius(' 10.126 ')).toEqual({ metres: 10.13 });
    expect(parseRadius('')).toEqual({ error: 'radius is required.' });
    expect(parseRadius(null)).toEqual({ error: 'radius is required.' });
    expect(parseRadius('ten')).toEqual({ error: 'radius must be a number of metres' });
    expect(parseRadius(-1)).toEqual({ error: 'radius must be 0 or more' });
    expect(parseRadius(MAX_RADIUS_METRES + 1)).toHaveProperty('error');
  });

  it('measures distances and tells whether a point is inside a geofence', () => {
    const auckland = { lat: -36.8485, lng: 174.7633 };
    const wellington = { lat: -41.2865, lng: 174.7762 };
    expect(distanceMetres(auckland, wellington) / 1000).toBeCloseTo(493.5, 0);
    const near = { lat: -36.8485, lng: 174.7634 }; // about 9 m east
    expect(insideGeofence(auckland, 10, near)).toBe(true);
    expect(insideGeofence(auckland, 5, near)).toBe(false);
    expect(insideGeofence(auckland, 0, auckland)).toBe(true);
  });
});

import {
  circleRadius,
  DEFAULT_CENTRE,
  DEFAULT_CIRCLE_RADIUS,
  distanceMetres,
  formatCoordinate,
  formatRadius,
  initialCentre,
  parseCoordinate,
  parseRadius,
  pointEastOf,
  workplaceFormErrors,
  workplaceFormValues,
  workplaceSaveBody,
} from './workplace-form';

describe('work site form rules', () => {
  it('starts a new site Active with radius 0.00 and no pin', () => {
    expect(workplaceFormValues(null)).toMatchObject({ workSiteStatus: true, radius: '0.00', coordinate: '' });
  });

  it('parses and formats coordinates', () => {
    expect(parseCoordinate('(-36.8485, 174.7633)')).toEqual({ lat: -36.8485, lng: 174.7633 });
    expect(parseCoordinate('(95, 0)')).toBeNull();
    expect(parseCoordinate('here')).toBeNull();
    expect(formatCoordinate({ lat: -36.84851234, lng: 174.76331234 })).toBe('(-36.848512, 174.763312)');
  });

  it('shows radii to 2 decimals and reads typed radii', () => {
    expect(formatRadius(12.345)).toBe('12.35');
    expect(parseRadius(' 25 ')).toBe(25);
    expect(parseRadius('-1')).toBeNull();
    expect(parseRadius('x')).toBeNull();
  });

  it('draws the circle at the default radius while the radius is 0', () => {
    expect(circleRadius('0.00')).toBe(DEFAULT_CIRCLE_RADIUS);
    expect(circleRadius('')).toBe(DEFAULT_CIRCLE_RADIUS);
    expect(circleRadius('35.5')).toBe(35.5);
  });

  it('puts the radius handle at the radius east of the pin', () => {
    const centre = { lat: -36.8485, lng: 174.7633 };
    expect(distanceMetres(centre, pointEastOf(centre, 50))).toBeCloseTo(50, 0);
  });

  it('opens the map at the pin, else the company, else Auckland', () => {
    const values = workplaceFormValues(null);
    expect(initialCentre(values, undefined)).toEqual(DEFAULT_CENTRE);
    expect(initialCentre(values, { latitude: -41.3, longitude: 174.8 })).toEqual({ lat: -41.3, lng: 174.8 });
    expect(initialCentre({ ...values, coordinate: '(1, 2)' }, { latitude: -41.3, longitude: 174.8 })).toEqual({
      lat: 1,
      lng: 2,
    });
  });

  it('requires name, address, coordinate and radius', () => {
    expect(Object.keys(workplaceFormErrors({ ...workplaceFormValues(null), radius: '' }))).toEqual([
      'name',
      'address',
      'coordinate',
      'radius',
    ]);
    const ok = { ...workplaceFormValues(null), name: 'Yard', address: '1 Queen St', coordinate: '(1, 2)' };
    expect(workplaceFormErrors(ok)).toEqual({});
    expect(workplaceFormErrors({ ...ok, radius: '-3' })).toHaveProperty('radius');
  });

  it('sends the radius as a number and blanks as null', () => {
    const values = {
      ...workplaceFormValues(null),
      name: ' Yard ',
      address: 'A',
      coordinate: '(1, 2)',
      radius: '12.50',
    };
    expect(workplaceSaveBody(null, values)).toEqual({
      name: 'Yard',
      workSiteStatus: true,
      address: 'A',
      coordinate: '(1, 2)',
      radius: 12.5,
      description: null,
      employeeIds: [],
      siteCode: null,
    });
    expect(workplaceSaveBody('id-1', values)).toHaveProperty('id', 'id-1');
  });
});

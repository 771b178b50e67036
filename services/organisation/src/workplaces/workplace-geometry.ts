/** A point on the map in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

export const MAX_RADIUS_METRES = 100_000;

const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?`;
const COORDINATE = new RegExp(String.raw`^\(?\s*(${NUMBER})\s*,\s*(${NUMBER})\s*\)?$`);

/** Degrees kept to 6 decimals (about 0.1 m), as the column stores them. */
function degrees(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The point of a coordinate written '(lat, lng)' (the brackets may be left out), or why it is not one: a reason
 * naming the format or the range that was broken.
 */
export function parseCoordinate(text: string): { point: LatLng } | { error: string } {
  const match = COORDINATE.exec(text.trim());
  if (!match?.[1] || !match[2]) {
    return { error: 'coordinate must be written (latitude, longitude), e.g. (-36.8485, 174.7633)' };
  }
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (lat < -90 || lat > 90) return { error: 'coordinate latitude must be between -90 and 90' };
  if (lng < -180 || lng > 180) return { error: 'coordinate longitude must be between -180 and 180' };
  return { point: { lat: degrees(lat), lng: degrees(lng) } };
}

/** The stored text of a point: '(lat, lng)'. */
export function formatCoordinate(point: LatLng): string {
  return `(${degrees(point.lat)}, ${degrees(point.lng)})`;
}

/** The radius in metres from a number or text, or why it is not one: 0 or more, at most MAX_RADIUS_METRES. */
export function parseRadius(value: unknown): { metres: number } | { error: string } {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return { error: 'radius is required.' };
  if (!new RegExp(`^${NUMBER}$`).test(text)) return { error: 'radius must be a number of metres' };
  const metres = Number(text);
  if (metres < 0) return { error: 'radius must be 0 or more' };
  if (metres > MAX_RADIUS_METRES) return { error: `radius must be at most ${MAX_RADIUS_METRES} metres` };
  return { metres: Math.round(metres * 100) / 100 };
}

/** The great-circle distance between two points in metres (haversine). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const earth = 6_371_008.8;
  const rad = (d: number): number => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earth * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point is inside a site's geofence (on the edge counts as inside). */
export function insideGeofence(centre: LatLng, radiusMetres: number, point: LatLng): boolean {
  return distanceMetres(centre, point) <= radiusMetres;
}

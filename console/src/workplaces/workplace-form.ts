import type { WorkplaceAnswer, WorkplaceSaveRequest } from '@rollcall/api-client';

/** A point on the map in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Auckland, New Zealand: the centre when the company has no location (spec 002 §9). */
export const DEFAULT_CENTRE: LatLng = { lat: -36.8485, lng: 174.7633 };
export const DEFAULT_ZOOM = 11;
export const SEARCH_ZOOM = 17;
/** The circle drawn while the radius is 0, so that there is an edge to drag. */
export const DEFAULT_CIRCLE_RADIUS = 10;
export const NEW_RADIUS = 0;

export interface WorkplaceFormValues {
  name: string;
  workSiteStatus: boolean;
  address: string;
  coordinate: string;
  radius: string;
  description: string;
  employeeIds: string[];
  siteCode: string;
}

export function workplaceFormValues(site: WorkplaceAnswer | null): WorkplaceFormValues {
  return {
    name: site?.name ?? '',
    workSiteStatus: site?.workSiteStatus ?? true,
    address: site?.address ?? '',
    coordinate: site?.coordinate ?? '',
    radius: formatRadius(site?.radius ?? NEW_RADIUS),
    description: site?.description ?? '',
    employeeIds: site?.employeeIds ?? [],
    siteCode: site?.siteCode ?? '',
  };
}

const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?`;
const COORDINATE = new RegExp(String.raw`^\(?\s*(${NUMBER})\s*,\s*(${NUMBER})\s*\)?$`);

/** The point of '(lat, lng)', or null when it is not one or is out of range. */
export function parseCoordinate(text: string): LatLng | null {
  const match = COORDINATE.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng };
}

/** '(lat, lng)' to 6 decimals (about 0.1 m), as the server stores it. */
export function formatCoordinate(point: LatLng): string {
  const d = (v: number) => String(Math.round(v * 1e6) / 1e6);
  return `(${d(point.lat)}, ${d(point.lng)})`;
}

/** A radius shown to 2 decimals. */
export function formatRadius(metres: number): string {
  return metres.toFixed(2);
}

/** The radius typed, in metres, or null when it is not a number of 0 or more. */
export function parseRadius(text: string): number | null {
  const trimmed = text.trim();
  if (!new RegExp(`^${NUMBER}$`).test(trimmed)) return null;
  const metres = Number(trimmed);
  return metres >= 0 ? metres : null;
}

/** The radius the map circle is drawn with: the form's, or the default while it is 0 or not a number. */
export function circleRadius(radius: string): number {
  const metres = parseRadius(radius);
  return metres && metres > 0 ? metres : DEFAULT_CIRCLE_RADIUS;
}

/** The point east of `centre` at `metres` (where the radius handle sits). */
export function pointEastOf(centre: LatLng, metres: number): LatLng {
  const metresPerDegree = 111_320 * Math.cos((centre.lat * Math.PI) / 180);
  return { lat: centre.lat, lng: centre.lng + metres / Math.max(metresPerDegree, 1e-6) };
}

/** The great-circle distance in metres (haversine): the radius a dragged handle gives. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where the map opens: the site's pin, else the company's location, else Auckland. */
export function initialCentre(
  values: WorkplaceFormValues,
  company: { latitude?: number | null; longitude?: number | null } | undefined,
): LatLng {
  const pin = parseCoordinate(values.coordinate);
  if (pin) return pin;
  if (typeof company?.latitude === 'number' && typeof company.longitude === 'number') {
    return { lat: company.latitude, lng: company.longitude };
  }
  return DEFAULT_CENTRE;
}

/** The form's field messages: name, address, coordinate and radius are required. */
export function workplaceFormErrors(values: WorkplaceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Please input the name.';
  if (!values.address.trim()) errors.address = 'Please search for the address or type it.';
  if (!values.coordinate.trim()) errors.coordinate = 'Please place the pin on the map.';
  else if (!parseCoordinate(values.coordinate)) errors.coordinate = 'The coordinate must be (latitude, longitude).';
  if (!values.radius.trim()) errors.radius = 'Please input the radius.';
  else if (parseRadius(values.radius) === null) errors.radius = 'The radius must be a number of metres, 0 or more.';
  return errors;
}

export function workplaceSaveBody(id: string | null, values: WorkplaceFormValues): WorkplaceSaveRequest {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    workSiteStatus: values.workSiteStatus,
    address: values.address.trim(),
    coordinate: values.coordinate,
    radius: parseRadius(values.radius) ?? values.radius,
    description: values.description.trim() || null,
    employeeIds: values.employeeIds,
    siteCode: values.siteCode.trim() || null,
  };
}

import { GEOCODER_URL } from './map-config';
import type { LatLng } from './workplace-form';

export interface GeocodedPlace {
  address: string;
  point: LatLng;
}

/**
 * The first place a Nominatim-compatible endpoint finds for `query`: null when it finds none; throws when the
 * service cannot be reached or answers something else (the caller then lets the address be typed).
 */
export async function geocode(query: string, timeoutMs = 8000): Promise<GeocodedPlace | null> {
  const url = new URL(GEOCODER_URL, window.location.href);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  url.searchParams.set('q', query);
  const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`geocoder answered ${answer.status}`);
  const places = (await answer.json()) as { display_name?: string; lat?: string; lon?: string }[];
  const first = Array.isArray(places) ? places[0] : undefined;
  if (!first?.lat || !first.lon) return null;
  const lat = Number(first.lat);
  const lng = Number(first.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { address: first.display_name ?? query, point: { lat, lng } };
}

// Where the map's tiles and address search come from: configurable, because the console may run where the
// public services are unreachable (then the map still works without tiles and the address can be typed).

/** The URLs for a build's VITE_ settings; also read by vite.config.ts for the content security policy. */
export function mapUrlsOf(env: Record<string, string | undefined>): { tileUrl: string; geocoderUrl: string } {
  return {
    tileUrl: env.VITE_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    /** A Nominatim-compatible search endpoint (…/search?format=json&q=…). */
    geocoderUrl: env.VITE_GEOCODER_URL || 'https://nominatim.openstreetmap.org/search',
  };
}

const urls = mapUrlsOf((import.meta.env ?? {}) as Record<string, string | undefined>);

export const TILE_URL = urls.tileUrl;
export const TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';
export const GEOCODER_URL = urls.geocoderUrl;

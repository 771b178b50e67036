// Where the map's tiles and address search come from: configurable, because the console may run where the
// public services are unreachable (then the map still works without tiles and the address can be typed).

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const TILE_URL = env.VITE_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';
/** A Nominatim-compatible search endpoint (…/search?format=json&q=…). */
export const GEOCODER_URL = env.VITE_GEOCODER_URL || 'https://nominatim.openstreetmap.org/search';

// The foreign origins the map needs, for the server's content security policy: the tile server (images) and the
// address search (fetch). The console build writes them to dist/csp-sources.json (vite.config.ts), and the
// gateway that serves the console allows exactly those.

export interface CspSources {
  img: string[];
  connect: string[];
}

/**
 * The origin a URL or a Leaflet tile template loads from, as a CSP source: `{s}` (the subdomain letter) becomes a
 * wildcard. Null for a same-origin (relative) URL, which 'self' already allows.
 */
export function cspOriginOf(urlTemplate: string): string | null {
  if (!/^https?:\/\//i.test(urlTemplate)) return null;
  const url = new URL(urlTemplate.replace(/\{s\}/g, 'subdomain-wildcard'));
  return `${url.protocol}//${url.host.replace('subdomain-wildcard', '*')}`;
}

export function cspSourcesOf(tileUrl: string, geocoderUrl: string): CspSources {
  const tiles = cspOriginOf(tileUrl);
  const geocoder = cspOriginOf(geocoderUrl);
  return { img: tiles ? [tiles] : [], connect: geocoder ? [geocoder] : [] };
}

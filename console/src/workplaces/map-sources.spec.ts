import { cspOriginOf, cspSourcesOf } from './map-sources';

describe('map sources for the content security policy', () => {
  it('turns a tile template into an origin with the subdomain as a wildcard', () => {
    expect(cspOriginOf('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(cspOriginOf('http://tiles.example.lan:8080/{z}/{x}/{y}.png')).toBe('http://tiles.example.lan:8080');
  });

  it('leaves out what the console loads from its own origin', () => {
    expect(cspOriginOf('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(cspSourcesOf('/tiles/{z}/{x}/{y}.png', 'https://nominatim.openstreetmap.org/search')).toEqual({
      img: [],
      connect: ['https://nominatim.openstreetmap.org'],
    });
  });
});
